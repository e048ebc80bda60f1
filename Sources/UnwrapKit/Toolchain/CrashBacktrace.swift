/// Where a learner's program crashed, in their own lines: the Swift runtime's backtracer writes a
/// report of the crashed thread (programs are built with line tables, which cost no measurable
/// compile time), and this reads the lines of `main.swift` on it. A trap inside the standard
/// library (an index out of range, an overflow) names no line of the learner's otherwise.
public enum CrashBacktrace {
  /// The report's name in the program's scratch folder.
  static let fileName = "crash.json"
  /// A report larger than this was not written by the backtracer (the learner's program can write
  /// the file too), and is not read.
  static let largestReport = 1 << 20

  /// `SWIFT_BACKTRACE` for a program run in `folder`: a report of the crashed thread only, without
  /// registers, images or colour, as JSON in the folder instead of on the program's standard error,
  /// and never waiting for a debugger. The first frames are enough, and symbolicating a stack
  /// overflow's thousands would take most of a second.
  static func setting(folder: String) -> String {
    [
      "enable=yes", "interactive=no", "color=no", "format=json", "threads=crashed",
      "registers=none", "images=none", "limit=16", "top=0", "sanitize=no",
      "output-to=\(folder)/\(fileName)",
    ].joined(separator: ",")
  }

  /// The lines of the file named `file` (its path as the compiler was given it, or its last
  /// component) on the crashed thread of the report in `folder`, innermost first; empty when there
  /// is no report, or it cannot be read.
  static func lines(in folder: URL, file: String) -> [Int] {
    let report = folder.appendingPathComponent(fileName)
    guard let data = try? Data(contentsOf: report), data.count <= largestReport else { return [] }
    return lines(inReport: data, file: file)
  }

  /// The lines of `file` on the crashed thread of one JSON report, innermost first.
  static func lines(inReport data: Data, file: String) -> [Int] {
    guard let report = try? JSONDecoder().decode(Report.self, from: data) else { return [] }
    let frames = report.threads.first { $0.crashed == true }?.frames ?? []
    return frames.compactMap { frame in
      guard let location = frame.sourceLocation, location.line > 0,
        location.file == file || location.file.hasSuffix("/" + file)
      else { return nil }
      return location.line
    }
  }

  private struct Report: Decodable {
    var threads: [Thread]
  }

  private struct Thread: Decodable {
    var crashed: Bool?
    var frames: [Frame]?
  }

  private struct Frame: Decodable {
    var sourceLocation: Location?
  }

  private struct Location: Decodable {
    var file: String
    var line: Int
  }
}
