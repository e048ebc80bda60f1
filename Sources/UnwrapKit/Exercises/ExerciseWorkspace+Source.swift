import ContentSyntax

/// Reading the learner's file for judging, and saying exactly why it cannot be read: a file that
/// holds their work is never called missing.
extension ExerciseWorkspace {
  /// Why the learner's file cannot be judged as it stands, as one sentence each that says what to
  /// do about it (a missing file's remedy, the reset, is the caller's to word: a key or a command).
  public enum SourceProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file is there (or a link to nothing).
    case missing(path: String)
    /// A link to a file outside the workspace, which unwrap never reads.
    case linkOutside(path: String)
    /// The bytes are not UTF-8; `line` (from 1) holds the first that is not.
    case notUTF8(path: String, line: Int)
    /// The file is there but could not be read (permissions, a folder or a named pipe in its place,
    /// which is never opened: reading one waits for a writer).
    case unreadable(path: String, reason: String)

    public var description: String {
      switch self {
      case .missing(let path):
        "\(path) is missing."
      case .linkOutside(let path):
        "\(path) is a link to a file outside the workspace, and unwrap reads only files inside it:"
          + " put a copy of the file there in place of the link."
      case .notUTF8(let path, let line):
        ExerciseWorkspace.notUTF8(path, line: line)
      case .unreadable(let path, let reason):
        "\(path) could not be read: \(reason)."
      }
    }
  }

  /// The learner's file as it is now, with `\n` line ends (an editor on Windows saves `\r\n`).
  public func source(of entry: Entry) throws(SourceProblem) -> String {
    let file = url(of: entry)
    guard contains(URL(fileURLWithPath: Self.realPath(file.path)).deletingLastPathComponent())
    else { throw .linkOutside(path: file.path) }
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw .missing(path: file.path)
    }
    if let reason = FileErrorReason.notRegularFile(file.path) {
      throw .unreadable(path: file.path, reason: reason)
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .unreadable(
        path: file.path, reason: FileErrorReason.describe(error, fallback: "it could not be opened")
      )
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      throw .notUTF8(path: file.path, line: Self.lineOfFirstInvalidUTF8(data) ?? 1)
    }
    return FreeCodingJudge.unixLineEndings(text)
  }

  /// Why a file saved in another encoding cannot be read, and what to do: `file` names it (a path,
  /// or words like "The file" for one that has none worth showing, as `--editor`'s).
  public static func notUTF8(_ file: String, line: Int) -> String {
    "\(file) is not UTF-8 text: line \(line) has a character saved in another encoding (such"
      + " as Latin-1). Save the file as UTF-8 in your editor."
  }

  /// The line (from 1) of the first byte that is not UTF-8, counting `\n`, `\r\n` and a lone `\r`
  /// as line ends as the judge does; nil when every byte is.
  public static func lineOfFirstInvalidUTF8(_ bytes: some Collection<UInt8>) -> Int? {
    guard let offset = InvalidUTF8.firstOffset(in: bytes) else { return nil }
    var line = 1
    var afterReturn = false
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        if !afterReturn { line += 1 }
      } else if byte == UInt8(ascii: "\r") {
        line += 1
      }
      afterReturn = byte == UInt8(ascii: "\r")
    }
    return line
  }
}
