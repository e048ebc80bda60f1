import Foundation
import Testing
import UnwrapKit

/// A learner's program that reads the terminal (`/dev/tty`) is stopped by the kernel, since it runs
/// in a background process group of unwrap's session; unwrap ends it at once and says why, rather
/// than letting it sit until the time limit and then saying it ran too long. unwrap runs in a
/// pseudo-terminal that `setsid --ctty` makes its controlling terminal, as a learner's terminal is,
/// so that `/dev/tty` opens. A Free Coding answer and an exercise's check share the judge, and
/// both are checked. `TerminalStopTests` check the runner and the verdict's words in process.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: LearnerPrograms.setsid.path),
    "no setsid to give unwrap a controlling terminal"))
struct TerminalReadEndToEndTests {
  static let readsTheTerminal = """
    import Glibc
    let tty = open("/dev/tty", O_RDONLY)
    var byte: UInt8 = 0
    _ = read(tty, &byte, 1)
    """

  /// `arguments` to unwrap, run in a session of its own with the pseudo-terminal as its
  /// controlling terminal; what it printed, every run of spaces and line breaks as one space.
  static func runAtATerminal(
    _ arguments: [String], unwrap: UnwrapBinary, directory: URL? = nil
  ) throws -> (status: Int32?, output: String) {
    let terminal = try PseudoTerminal(
      ["--ctty", "--wait", UnwrapBinary.executable.path] + arguments,
      dataDirectory: unwrap.dataDirectory, directory: directory, program: LearnerPrograms.setsid)
    defer { terminal.end() }
    let status = terminal.waitForExit(timeout: 120)
    let words = terminal.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return (status, words)
  }

  @Test func aFreeCodingAnswerThatReadsTheTerminalIsToldSo() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try
      (Self.readsTheTerminal
      + "\nfunc pizzas(_ people: Int, _ slices: Int) -> Int { (people * 2 + slices - 1) / slices }\n")
      .write(to: answer, atomically: true, encoding: .utf8)
    let (status, output) = try Self.runAtATerminal(
      ["content", "check-answer", "free-pizzas-needed", answer.path], unwrap: unwrap)
    #expect(status == 1, "\(output)")
    #expect(output.contains("Your program tried to read from the terminal"), "\(output)")
    #expect(!output.contains("ran for more than"), "\(output)")
  }

  @Test func anExerciseThatReadsTheTerminalIsToldSo() throws {
    let open = try OpenExercise()
    defer { open.remove() }
    try (Self.readsTheTerminal + "\n" + open.exercise.solution).write(
      to: try open.file(), atomically: true, encoding: .utf8)
    let (status, output) = try Self.runAtATerminal(
      ["exercises", "check", open.exercise.name], unwrap: open.unwrap, directory: open.root)
    #expect(status == 1, "\(output)")
    #expect(output.contains("Your program tried to read from the terminal"), "\(output)")
    #expect(!output.contains("ran for more than"), "\(output)")
  }
}
