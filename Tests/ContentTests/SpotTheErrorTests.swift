import Foundation
import Testing
import UnwrapKit

@Suite(.timeLimit(.minutes(30))) struct SpotTheErrorTests {
  static let templates: [SpotTheErrorTemplate] =
    (try? ShippedContent.library?.spotTheErrorTemplates()) ?? []

  static func shape(of template: SpotTheErrorTemplate) -> SpotTheErrorShape {
    template.shape ?? .function
  }

  @Test func thereAreAtLeastTwelveCompleteTemplates() throws {
    #expect(Self.templates.filter { Self.shape(of: $0) == .function }.count >= 12)
    for template in Self.templates where Self.shape(of: template) == .function {
      for seed in 1...5 {
        var random = SeededGenerator(seed: UInt64(seed))
        let program = try template.generate(random: &random)
        #expect(program.missingRoles.isEmpty, "\(template.id): \(program.missingRoles)")
        for kind in SpotTheErrorKind.allCases {
          #expect(
            (kind.apply(to: program) != nil) == (kind.shape == .function),
            "\(kind) on \(template.id)")
        }
      }
    }
  }

  /// Async templates each hold lines for at least two concurrency kinds, every concurrency kind has at
  /// least two templates to go in, and no kind of the other shape is ever planted in them.
  @Test func thereAreAtLeastThreeAsyncTemplatesAndEveryConcurrencyKindHasTwo() throws {
    let asyncTemplates = Self.templates.filter { Self.shape(of: $0) == .async }
    #expect(asyncTemplates.count >= 3)
    var homes: [SpotTheErrorKind: Int] = [:]
    for template in asyncTemplates {
      for seed in 1...5 {
        var random = SeededGenerator(seed: UInt64(seed))
        let program = try template.generate(random: &random)
        #expect(program.missingRoles.isEmpty, "\(template.id): \(program.missingRoles)")
        for kind in SpotTheErrorKind.allCases where kind.apply(to: program) != nil {
          #expect(kind.shape == .async, "\(kind) on \(template.id)")
          if seed == 1 { homes[kind, default: 0] += 1 }
        }
      }
    }
    for kind in SpotTheErrorKind.allCases where kind.shape == .async {
      #expect(
        homes[kind, default: 0] >= 2, "\(kind) applies to \(homes[kind, default: 0]) templates")
      #expect(kind.needs != nil, "\(kind) must wait for its concurrency section")
    }
  }

  static let checker = RecordedToolchain.find().map { BankCompileChecker(runner: $0) }

  /// The check `content validate --compile` runs: every template for ten seeds, in one program.
  @Test(.enabled(if: checker != nil, "no swiftc on this machine"))
  func everyTemplateCompilesAndRunsAcrossItsInputs() throws {
    let problems = try #require(Self.checker).checkSpotTheErrorRuns(Self.templates)
    #expect(problems.isEmpty, "\(problems)")
  }

  /// The check `content validate --compile` runs for each template: every kind of its shape planted
  /// fails to compile where it says, with the words its explanation relies on.
  @Test(
    .enabled(if: checker != nil, "no swiftc on this machine"),
    arguments: Array(templates.indices))
  func everyKindOfErrorFailsToCompileWhereItSays(position: Int) throws {
    let template = Self.templates[position]
    let problems = try #require(Self.checker).checkPlantedMistakes(
      in: template, position: position)
    #expect(problems.isEmpty, "\(template.id): \(problems.joined(separator: "\n"))")
  }
}
