import Foundation
import Testing

/// Output that could not be written is a failure: a command whose standard output is full exits 74
/// and says why on standard error, instead of exiting 0 as if it had printed.
@Suite(
  .waitsOnProcesses,
  .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/sh"), "no /bin/sh"))
struct OutputFailureEndToEndTests {
  @Test(arguments: [["glossary", "closure"], ["--help"], ["learn", "--help"], ["status"], []])
  func aCommandWhoseOutputIsLostExits74(arguments: [String]) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["-c", "exec \"$0\" \"$@\" > /dev/full", UnwrapBinary.executable.path] + arguments,
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 74, "\(arguments): \(result.error)")
    #expect(result.error.contains("could not write the output: No space left on device"))
  }

  /// The same commands with somewhere to write succeed as before.
  @Test func withRoomToWriteTheyExitZero() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      [
        "-c", "exec \"$0\" \"$@\" > /dev/null", UnwrapBinary.executable.path, "glossary", "closure",
      ],
      program: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error.isEmpty)
  }
}
