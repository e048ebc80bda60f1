import Foundation
import Testing
import UnwrapKit

/// A command that cannot do its job without a compiler exits 69 (sysexits' EX_UNAVAILABLE), never
/// 1, which a script reads as a failed check; and the message names `SWIFTC` when it is set, as a
/// set `SWIFTC` is never passed over for a `swiftc` on `PATH`.
@Suite struct InProcessNoCompilerTests {
  static let library = try? ContentLibrary.builtIn()
  static let badSwiftc = ["SWIFTC": "/nonexistent/unwrap-test/swiftc"]
  static let named =
    "SWIFTC is set to /nonexistent/unwrap-test/swiftc, which does not exist; set it to a Swift"
    + " compiler, or unset it to use the swiftc on your PATH"

  @Test func checkAnswerSaysTheTestsCouldNotRunAndExits69() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let question = try #require(
      try Self.library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try "print(42)\n".write(to: answer, atomically: true, encoding: .utf8)
    let result = try unwrap.run(
      ["content", "check-answer", question.id, answer.path], environment: Self.badSwiftc)
    #expect(result.status == 69, "\(result.output)\(result.error)")
    #expect(result.output.contains("tests:   not run (\(Self.named))"), "\(result.output)")
    #expect(!result.output.contains("put swiftc on PATH"), "\(result.output)")

    // The matcher's acceptance is enough, with or without the tests.
    try question.references[0].write(to: answer, atomically: true, encoding: .utf8)
    let matched = try unwrap.run(
      ["content", "check-answer", question.id, answer.path], environment: Self.badSwiftc)
    #expect(matched.status == 0, "\(matched.output)\(matched.error)")
  }

  /// A compiler that is there but cannot be started is no compiler either: 69, not 1.
  @Test func aCompilerThatCannotBeStartedExits69() throws {
    var unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let swiftc = unwrap.dataDirectory.appendingPathComponent("swiftc")
    try Data([0x7F, 0x45, 0x4C, 0x46, 0]).write(to: swiftc)  // an ELF header cut short
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
    unwrap.toolchain = { SwiftToolchain(swiftc: swiftc.path, owner: $0) }
    let question = try #require(
      try Self.library?.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try "print(42)\n".write(to: answer, atomically: true, encoding: .utf8)
    let result = try unwrap.run(["content", "check-answer", question.id, answer.path])
    #expect(result.status == 69, "\(result.output)\(result.error)")
    #expect(result.error.contains("could not be compiled and run"), "\(result.error)")
  }

  @Test(arguments: [["--only", "tap-to-code"], ["--section", "variables"]])
  func validateCompileNamesSwiftcAndExits69(options: [String]) throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    let result = try unwrap.run(
      ["content", "validate", "--compile"] + options, environment: Self.badSwiftc)
    #expect(result.status == 69, "\(result.output)\(result.error)")
    #expect(
      result.error.contains("--compile needs a Swift toolchain, but \(Self.named)."),
      "\(result.error)")
    let unset = try unwrap.run(["content", "validate", "--compile"] + options)
    #expect(unset.status == 69, "\(unset.output)\(unset.error)")
    #expect(
      unset.error.contains(
        "--compile needs a Swift toolchain, but no Swift compiler was found; set SWIFTC to one,"),
      "\(unset.error)")
  }
}
