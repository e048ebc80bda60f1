@testable import unwrap

/// A console for in-process tests: answers come from a script, and everything written is kept.
/// Answers are echoed after their prompt as `StandardConsole` echoes piped input, so the output reads
/// like the binary's.
final class ScriptedConsole: Console {
  private var lines: [String]
  private(set) var output = ""
  private(set) var error = ""
  /// What to do just before the answer of that index (from 0) is read: another run on the same
  /// data folder, while this one waits for its learner.
  var meanwhile: [Int: () -> Void] = [:]
  private var linesRead = 0

  /// `input` as a learner would pipe it: lines separated by newlines; a last newline ends a line.
  init(input: String) {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  func write(_ text: String) { output += text }

  func writeError(_ text: String) { error += text }

  func readLine(prompt: String) -> String? {
    write(prompt)
    meanwhile.removeValue(forKey: linesRead)?()
    linesRead += 1
    guard !lines.isEmpty else {
      write("\n")
      return nil
    }
    let line = lines.removeFirst()
    write(StandardConsole.echo(of: line))
    return line
  }
}
