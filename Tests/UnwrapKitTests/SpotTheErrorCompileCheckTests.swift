import Foundation
import Testing

@testable import UnwrapKit

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
    // Once: the planted mistakes in a template that does not compile are not checked.
    #expect(problems == [expected])
  }

  /// A stand-in compiler for one template: a program holding `broken` (a name the template takes
  /// with one seed) fails on line 3; any other fails at its first line that differs from `template`
  /// with every word the explanations rely on, as a planted mistake should, and the template
  /// compiles.
  final class OneSeedBroken: CodeRunner, @unchecked Sendable {
    let scripted: ScriptedCodeRunner
    let broken: String
    let template: [String]
    var compileTimeout: Double { scripted.compileTimeout }
    var runTimeout: Double { scripted.runTimeout }
    var runMemoryLimit: UInt64 { scripted.runMemoryLimit }
    var packageTimeout: Double { scripted.packageTimeout }

    init(broken: String, template: [String], runs: RunResult) {
      self.broken = broken
      self.template = template
      scripted = ScriptedCodeRunner(runs: [runs])
    }

    func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
      if source.contains(broken) {
        return CompileResult(succeeded: false, diagnostics: "main.swift:3:5: error: broken")
      }
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard
        let changed = lines.indices.first(where: {
          $0 < template.count && lines[$0] != template[$0]
        })
      else {
        return CompileResult(succeeded: true, diagnostics: "")
      }
      let words = BankCompileChecker.messageWords.values.joined(separator: "; ")
      return CompileResult(
        succeeded: false, diagnostics: "main.swift:\(changed + 1):1: error: \(words)")
    }

    func run(_ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?)
      throws -> RunResult
    {
      try scripted.run(
        source, outputLimit: outputLimit, compileDeadline: compileDeadline, runLimit: runLimit)
    }

    func checkPackage(
      _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
    ) throws -> PackageResult {
      try scripted.checkPackage(files, in: package, action: action, folder: folder)
    }

    func withPackageFolder<T>(_ body: (PackageFolder?) throws -> T) throws -> T {
      try scripted.withPackageFolder(body)
    }
  }

  /// A template that compiles for the seeds the runs check uses, but not for a seed a mistake is
  /// planted with, is named once by the planted check, and its planted mistakes are not checked.
  @Test func aTemplateThatDoesNotCompileOnlyForAPlantingSeedIsNamedOnce() throws {
    let (folder, library, template) = try Self.library()
    _ = folder
    func program(_ seed: UInt64) throws -> [String] {
      var random = SeededGenerator(seed: seed)
      return try template.generate(random: &random).lines
    }
    let unrun = try #require(
      BankCompileChecker.plantingSeeds.first {
        !BankCompileChecker.spotTheErrorRunSeeds.contains($0)
      })
    let run = try #require(BankCompileChecker.plantingSeeds.first { $0 != unrun })
    // The last line calls the function by the name and with the value that seed chose.
    let broken = try #require(try program(unrun).last)
    #expect(try !program(run).contains(broken))
    let runner = OneSeedBroken(
      broken: broken, template: try program(run),
      runs: Self.ran(
        String(repeating: "a line\n", count: BankCompileChecker.spotTheErrorRunSeeds.count)))
    let problems = try BankCompileProblems.all(
      library: library, runner: runner, only: "spot-the-error")
    #expect(
      problems == [
        ContentError(
          file: "Practice/SpotTheError.json", item: template.id,
          message:
            "with seed \(unrun) it does not compile, so no mistake can be planted in it: broken")
      ])
  }
}
