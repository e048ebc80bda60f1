import UnwrapRendering

/// How a message on standard error is laid out. On a terminal it is wrapped at word boundaries to
/// the terminal's width like every other line unwrap prints, with code in backticks (a command) and
/// paths kept whole; to a pipe or a file each message stays as it was written, one line, as git and
/// cargo leave theirs for logs and scripts.
enum ErrorText {
  /// `message` wrapped to `columns` (at most 100, as prose is), each of its lines on
  /// its own; as it is when `columns` is nil (standard error is not a terminal). A line that starts
  /// with a space (a path on its own line) is kept as it is, never cut, so a copy of it is whole.
  static func laidOut(_ message: String, columns: Int?) -> String {
    guard let columns else { return message }
    let renderer = LessonRenderer(
      style: Style(enabled: false), width: TerminalCapabilities.readableWidth(columns))
    return message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.first == " " ? String($0) : renderer.prose(String($0)) }.joined(separator: "\n")
  }
}
