import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Free Coding on a machine with no Swift toolchain. The missing toolchain is injected (a nil judge, or
/// an environment whose `SWIFTC` and `PATH` lead nowhere), so these run everywhere, with or without one.
@Suite struct FreeCodingWithoutToolchainTests {
  let question = FreeCodingQuestion.largerOfTwo

  @Test func findReturnsNilWhenSwiftcIsNowhere() {
    #expect(SwiftToolchain.find(environment: ["PATH": "/nonexistent"]) == nil)
    #expect(SwiftToolchain.find(environment: [:]) == nil || isMacOS)
    // An explicit SWIFTC that does not exist is not quietly replaced by one on PATH.
    #expect(
      SwiftToolchain.find(environment: ["SWIFTC": "/nonexistent/swiftc", "PATH": "/usr/bin"]) == nil
    )
  }

  /// A relative SWIFTC or PATH entry is made absolute (compiles start in a scratch folder), a
  /// folder is no compiler, and a limit that is not a finite number of seconds up to an hour is
  /// ignored.
  @Test func swiftcIsAbsoluteAndLimitsStaySensible() throws {
    let folder = TemporaryFolder()
    let bin = folder.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let script = bin.appendingPathComponent("swiftc")
    try "#!/bin/sh\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    // The folder named relative to the current one (changing the current folder would disturb
    // tests running alongside).
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    let up = String(repeating: "../", count: depth) + bin.path.dropFirst()
    let relative = try #require(SwiftToolchain.find(environment: ["SWIFTC": up + "/swiftc"]))
    #expect(relative.swiftc.hasPrefix("/") && relative.swiftc.hasSuffix("/bin/swiftc"))
    let onPath = try #require(SwiftToolchain.find(environment: ["PATH": up]))
    #expect(onPath.swiftc.hasPrefix("/"))
    #expect(SwiftToolchain.find(environment: ["SWIFTC": bin.path]) == nil)
    for text in ["inf", "1e309", "-1", "0", "abc", "7200"] {
      let limited = relative.withLimits(from: ["UNWRAP_RUN_TIMEOUT": text])
      #expect(limited.runTimeout == relative.runTimeout, "\(text)")
    }
    #expect(relative.withLimits(from: ["UNWRAP_RUN_TIMEOUT": "2.5"]).runTimeout == 2.5)
  }

  @Test func theSessionSaysOnceThatMatchingAloneDecides() {
    #expect(FreeCodingPractice(questions: [question], judge: nil).sessionNotice == .matchingOnly)
  }

  @Test func aWrongAnswerIsRejectedByMatchingAndSaysNoCompilerWasFound() throws {
    let assessment = try FreeCodingVerdicts.assess(
      "func larger(_ a: Int, _ b: Int) -> Int { a }", question: question, judge: nil)
    #expect(assessment.tests == nil)
    #expect(!assessment.accepted)
    let explanation = FreeCodingVerdicts.verdict(for: assessment).explanation ?? ""
    #expect(explanation.contains("No Swift compiler was found"), "\(explanation)")
  }

  @Test func aRightAnswerInOtherWordsIsAcceptedByMatching() throws {
    let right = try FreeCodingVerdicts.assess(
      "func biggest(_ x: Int, _ y: Int) -> Int { x > y ? x : y }", question: question, judge: nil)
    #expect(right.accepted)
    #expect(right.tests == nil)
  }

  @Test func aGeneratedQuestionJudgesByMatchingAlone() throws {
    let practice = FreeCodingPractice(questions: [question], judge: nil)
    var random = SeededGenerator(seed: 1)
    let generated = try practice.makeQuestion(itemID: question.id, random: &random)
    #expect(
      try generated.judge(.code("func larger(_ p: Int, _ q: Int) -> Int { p > q ? p : q }"))
        .isCorrect)
    #expect(try !generated.judge(.code("func larger(_ a: Int, _ b: Int) -> Int { b }")).isCorrect)
  }

  var isMacOS: Bool {
    #if os(macOS)
      true
    #else
      false
    #endif
  }
}

extension FreeCodingWithoutToolchainTests {
  /// Why no compiler was found names `SWIFTC` and what it holds when it is set (it is never
  /// passed over for one on `PATH`), so the advice is never to set what is set.
  @Test func whyNoCompilerWasFoundNamesSwiftcWhenItIsSet() throws {
    #expect(
      SwiftToolchain.notFound(environment: ["PATH": "/nonexistent"])
        == "no Swift compiler was found; set SWIFTC to one, or put swiftc on your PATH")
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": "", "PATH": "/nonexistent"])
        == "no Swift compiler was found; set SWIFTC to one, or put swiftc on your PATH")
    let fix = "set it to a Swift compiler, or unset it to use the swiftc on your PATH"
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": "/nonexistent/swiftc"])
        == "SWIFTC is set to /nonexistent/swiftc, which does not exist; " + fix)
    let folder = TemporaryFolder()
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": folder.url.path])
        == "SWIFTC is set to \(folder.url.path), which is a folder; " + fix)
    let file = folder.url.appendingPathComponent("swiftc")
    try "".write(to: file, atomically: true, encoding: .utf8)
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": file.path])
        == "SWIFTC is set to \(file.path), which is not executable; " + fix)
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": "/no/\u{1B}[31m"])
        == #"SWIFTC is set to /no/\u{1B}[31m, which does not exist; "# + fix)
  }
}
