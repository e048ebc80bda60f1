import Foundation
import Testing
import UnwrapKit

/// `content validate --compile` (and `--only spot-the-error`) runs the Spot the Error compile checks
/// through the registry, with the compiler scripted: one run for the whole bank, one compile per
/// planted mistake, and every problem named by file and template.
@Suite struct SpotTheErrorCompileCheckTests {
  static func ran(_ output: String) -> RunResult {
    .ran(
      ProcessOutcome(
        exitStatus: 0, signal: nil, standardOutput: output, standardError: "", timedOut: false,
        outputLimitExceeded: false, seconds: 0.1))
  }

  /// A content folder whose Spot the Error bank holds one shipped template.
  static func library() throws -> (TemporaryFolder, ContentLibrary, SpotTheErrorTemplate) {
    let shipped = ContentSource.checkoutFolder.appendingPathComponent("Practice/SpotTheError.json")
    let bank = try JSONSerialization.jsonObject(with: Data(contentsOf: shipped)) as? [String: Any]
    let templates = try #require(bank?["templates"] as? [[String: Any]])
    let first = try #require(templates.first { $0["shape"] == nil })
    let data = try JSONSerialization.data(withJSONObject: ["templates": [first]])
    let folder = try Fixtures.content()
    try folder.write(String(decoding: data, as: UTF8.self), to: "Practice/SpotTheError.json")
    let library = try ContentLibrary(directory: folder.url)
    return (folder, library, try #require(try library.spotTheErrorTemplates().first))
  }

  @Test func aPlantedMistakeThatCompilesIsNamedByFileAndTemplate() throws {
    let (folder, library, template) = try Self.library()
    _ = folder
    let runs = BankCompileChecker.spotTheErrorRunSeeds.count
    let runner = ScriptedCodeRunner(
      checks: [CompileResult(succeeded: true, diagnostics: "")],
      runs: [Self.ran(String(repeating: "a line\n", count: runs))])
    let problems = try BankCompileProblems.all(
      library: library, runner: runner, only: "spot-the-error")
    let planted = SpotTheErrorKind.allCases.filter { $0.shape == .function }
    #expect(problems.count == planted.count, "\(problems)")
    #expect(
      problems.allSatisfy {
        $0.file == "Practice/SpotTheError.json" && $0.item == template.id
          && $0.message.contains("still compiles, so the question has no mistake")
      }, "\(problems)")
    // One run for the whole bank and one compile per planted mistake: no more than the tests made.
    #expect(runner.requestedSources.count == 1 + planted.count)
  }

  @Test func aTemplateThatDoesNotCompileIsNamed() throws {
    let (folder, library, template) = try Self.library()
    _ = folder
    let runner = ScriptedCodeRunner(
      checks: [CompileResult(succeeded: false, diagnostics: "main.swift:1:1: error: no")],
      runs: [.compileFailed(diagnostics: "main.swift:2:23: error: cannot convert value")])
    let problems = try BankCompileProblems.all(
      library: library, runner: runner, only: "spot-the-error")
    let expected = ContentError(
      file: "Practice/SpotTheError.json", item: template.id,
      message: "over seeds 1 to 10, it does not compile: cannot convert value")
    #expect(problems.contains(expected), "\(problems)")
  }
}
