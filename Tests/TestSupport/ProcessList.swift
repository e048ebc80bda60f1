import Foundation

/// The processes now running, read from `/proc` (Linux), for tests that must see nothing is left.
public enum ProcessList {
  public static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: "/proc/self/cmdline")
  }

  /// The command lines (arguments joined by spaces) of live processes that contain `text`.
  public static func commandLines(containing text: String) -> [String] {
    processes(containing: text).map(\.commandLine)
  }

  /// The live (not zombie) processes whose command line contains `text`.
  public static func processes(containing text: String) -> [(pid: Int32, commandLine: String)] {
    let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return pids.filter { Int($0) != nil }.compactMap { pid -> (pid: Int32, commandLine: String)? in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty,
        let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        !status.contains(") Z ")
      else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(text) ? (Int32(pid)!, line) : nil
    }
  }
}
