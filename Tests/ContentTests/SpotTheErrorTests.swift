import Foundation
import Testing
import UnwrapKit

@Suite(.timeLimit(.minutes(30))) struct SpotTheErrorTests {
  static let templates: [SpotTheErrorTemplate] =
    (try? ShippedContent.library?.spotTheErrorTemplates()) ?? []

  /// Kinds whose error the compiler reports on a line no answer names (the cause is marked, not
  /// the symptom). Every other kind is reported on its marked line or on its also-right line.
  static let reportedElsewhere: Set<SpotTheErrorKind> = [.missingBrace, .missingParenthesis]

  /// Words of the compiler's message that a kind's explanation relies on: the learner compares the
  /// two, so the message must still say them.
  static let messageWords: [SpotTheErrorKind: String] = [
    .missingSpaceBeforeOperator: "'+=' is not a postfix unary operator",
    .actorIsolatedCall: "cannot be called from outside of the actor",
    .nonSendableCapture: "sending value of non-Sendable type '() async",
  ]

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

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func everyTemplateCompilesAndRunsAcrossItsInputs() throws {
    var source = ""
    for template in Self.templates {
      for seed in 1...10 {
        var random = SeededGenerator(seed: UInt64(seed))
        source +=
          "do {\n" + (try template.generate(random: &random)).lines.joined(separator: "\n")
          + "\n}\n"
      }
    }
    let result = try SwiftToolchain.find()!.run(source)
    guard case .ran(let outcome) = result else {
      // Not compiling, a timeout or too much output are all failures, never a silent pass.
      Issue.record("the templates did not run: \(String(describing: result).prefix(1500))")
      return
    }
    #expect(outcome.succeeded)
    #expect(outcome.standardOutput.split(separator: "\n").count == Self.templates.count * 10)
  }

  @Test(
    .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
    arguments: SpotTheErrorKind.allCases)
  func everyKindOfErrorFailsToCompileWhereItSays(kind: SpotTheErrorKind) throws {
    let toolchain = SwiftToolchain.find()!
    let kindIndex = SpotTheErrorKind.allCases.firstIndex(of: kind) ?? 0
    var applied = 0
    for (templateIndex, template) in Self.templates.enumerated() {
      // One compile per kind and template; the two seeds alternate across the grid, so each kind
      // and each template still meets both (half the compiles of trying both everywhere).
      for seed in [[3, 17][(kindIndex + templateIndex) % 2]] {
        var random = SeededGenerator(seed: UInt64(seed))
        let program = try template.generate(random: &random)
        guard let (lines, line, explanation) = kind.apply(to: program) else {
          // A kind of the template's own shape is missing only where a concurrency template lacks
          // its lines (the test above holds every kind to enough templates).
          #expect(kind.shape != Self.shape(of: template) || kind.shape == .async)
          continue
        }
        applied += 1
        #expect(lines.count == program.lines.count)
        #expect(!explanation.isEmpty)
        let result = try toolchain.check(lines.joined(separator: "\n") + "\n")
        #expect(
          !result.succeeded, "\(kind) on \(template.id) compiles:\n\(lines.joined(separator: "\n"))"
        )
        if let words = Self.messageWords[kind] {
          #expect(
            result.diagnostics.contains(words), "\(kind) on \(template.id):\n\(result.diagnostics)")
        }
        let firstError = result.diagnostics.split(separator: "\n").first {
          $0.contains(": error: ")
        }
        let reported = firstError.flatMap { Int($0.split(separator: ":")[1]) }
        if !Self.reportedElsewhere.contains(kind) {
          let alsoRight = kind.alsoRightLines(in: program)
          #expect(
            reported.map { ([line] + alsoRight).contains($0) } == true,
            "\(kind) on \(template.id): marked \(line), compiler says \(firstError ?? "")")
        }
        // Every other line is untouched: exactly one mistake.
        let changed = zip(lines, program.lines).enumerated().filter { $0.element.0 != $0.element.1 }
          .map { $0.offset + 1 }
        #expect(changed.count == 1)
      }
    }
    #expect(applied >= 2, "\(kind) was planted in \(applied) templates")
  }
}
