/// The Spot the Error compile checks, shared by `content validate --compile` and `SpotTheErrorTests`:
/// every template compiles and runs cleanly for many inputs, and every mistake planted in it fails to
/// compile, where the question says, with the compiler's words its explanation relies on.
extension BankCompileChecker {
  /// The seeds every template is run with.
  public static let spotTheErrorRunSeeds: [UInt64] = Array(1...10)

  /// Kinds whose error the compiler reports on a line no answer names (the cause is marked, not the
  /// symptom). Every other kind is reported on its marked line or on one of its also-right lines.
  static let reportedElsewhere: Set<SpotTheErrorKind> = [.missingBrace, .missingParenthesis]

  /// Words of the compiler's message that a kind's explanation relies on: the learner compares the
  /// two, so the message must still say them.
  static let messageWords: [SpotTheErrorKind: String] = [
    .missingSpaceBeforeOperator: "'+=' is not a postfix unary operator",
    .actorIsolatedCall: "cannot be called from outside of the actor",
    .nonSendableCapture: "sending value of non-Sendable type '() async",
  ]

  /// The seed `kind` is planted with in the template at `position` of the bank: two seeds that
  /// alternate across the grid of kinds and templates, so each kind and each template meets both at
  /// one compile per pair (half the compiles of trying both everywhere).
  static func plantingSeed(_ kind: SpotTheErrorKind, position: Int) -> UInt64 {
    let kindIndex = SpotTheErrorKind.allCases.firstIndex(of: kind) ?? 0
    return plantingSeeds[(kindIndex + position) % 2]
  }

  /// The two seeds mistakes are planted with.
  static let plantingSeeds: [UInt64] = [3, 17]

  /// Runs every template for every seed in one program (each in its own `do` block), which must
  /// succeed and print one line per program. When it does not, each template runs on its own to
  /// name the ones at fault. Problems name their template; one not found alone names none.
  public func checkSpotTheErrorRuns(_ templates: [SpotTheErrorTemplate]) throws
    -> [(item: String, message: String)]
  {
    let seeds = Self.spotTheErrorRunSeeds
    let programs = try templates.map { template in
      try seeds.map { seed in
        var random = SeededGenerator(seed: seed)
        return try template.generate(random: &random).lines.joined(separator: "\n")
      }
    }
    let together = try runProblem(programs.flatMap { $0 })
    guard let together else { return [] }
    var problems: [(item: String, message: String)] = []
    for (template, programs) in zip(templates, programs) {
      if let problem = try runProblem(programs) {
        problems.append((template.id, "over seeds 1 to \(seeds.count), \(problem)"))
      }
    }
    return problems.isEmpty
      ? [("", "the templates run alone but not together (\(together))")] : problems
  }

  /// What is wrong with running `programs` together (each in a `do` block, each printing one line),
  /// in a few words, or nil when they run and print one line each.
  private func runProblem(_ programs: [String]) throws -> String? {
    let source = programs.map { "do {\n\($0)\n}\n" }.joined()
    switch try runner.run(source) {
    case .compileFailed(let diagnostics):
      return "it does not compile: \(CodeSampleChecker.firstError(diagnostics))"
    case .compileTimedOut(let seconds):
      return "it did not compile within \(SecondsText.words(seconds))"
    case .ran(let outcome) where !outcome.succeeded:
      return "it does not run to the end (\(CodeSampleChecker.describe(outcome)))"
    case .ran(let outcome):
      let lines = outcome.standardOutput.split(separator: "\n").count
      return lines == programs.count
        ? nil : "it printed \(lines) lines for \(programs.count) programs; each prints one"
    }
  }

  /// Plants every kind of mistake of its shape in the template at `position` of the bank (one seed
  /// each, `plantingSeed`) and checks that exactly one line changed, the program no longer compiles,
  /// the compiler reports the first error on the marked line or one that also counts, and its message
  /// says what the explanation relies on. One compile per kind that applies.
  ///
  /// A template that does not compile itself makes every planted check meaningless, so when the
  /// compiler's words are wrong the template is compiled alone (at most once per seed) and, when it
  /// fails, its planted checks are dropped and it is reported once: by `checkSpotTheErrorRuns` when
  /// it fails for a planting seed that check runs too, else here.
  public func checkPlantedMistakes(in template: SpotTheErrorTemplate, position: Int) throws
    -> [String]
  {
    var problems: [String] = []
    var templateErrors: [UInt64: String?] = [:]
    func templateError(seed: UInt64) throws -> String? {
      if let known = templateErrors[seed] { return known }
      var random = SeededGenerator(seed: seed)
      let lines = try template.generate(random: &random).lines
      let result = try runner.check(lines.joined(separator: "\n") + "\n")
      let error = result.succeeded ? nil : CodeSampleChecker.firstError(result.diagnostics)
      templateErrors[seed] = error
      return error
    }
    for kind in SpotTheErrorKind.allCases {
      let seed = Self.plantingSeed(kind, position: position)
      var random = SeededGenerator(seed: seed)
      let program = try template.generate(random: &random)
      let label = "the \(kind) mistake (seed \(seed))"
      guard let (lines, line, explanation) = kind.apply(to: program) else {
        // An async template need not hold every concurrency kind's lines.
        if kind.shape == .function, program.shape == .function {
          problems.append(
            "\(label) cannot be planted: \(program.missingRoles.joined(separator: "; "))")
        }
        continue
      }
      let changed = zip(lines, program.lines).filter { $0 != $1 }.count
      guard lines.count == program.lines.count, changed == 1, !explanation.isEmpty else {
        problems.append("\(label) changes \(changed) lines, not exactly one")
        continue
      }
      let code = lines.joined(separator: "\n")
      let result = try runner.check(code + "\n")
      if result.succeeded {
        problems.append("\(label) still compiles, so the question has no mistake:\n\(code)")
        continue
      }
      var found: [String] = []
      if let words = Self.messageWords[kind], !result.diagnostics.contains(words) {
        found.append(
          "\(label): the compiler no longer says \"\(words)\", which the explanation relies on:\n\(result.diagnostics)"
        )
      }
      if kind.compilerReportsAlsoRightLines {
        let errorLines = Set(FreeCodingJudge.errors(in: result.diagnostics).map(\.line))
        for also in kind.alsoRightLines(in: program) where !errorLines.contains(also) {
          found.append(
            "\(label) counts line \(also) too, saying \"\(kind.alsoRightReason)\", but the compiler reports no error there:\n\(result.diagnostics)"
          )
        }
      }
      let firstError = result.diagnostics.split(separator: "\n").first { $0.contains(": error: ") }
      let reported = firstError.flatMap { Int($0.split(separator: ":")[1]) }
      if !Self.reportedElsewhere.contains(kind),
        !(reported.map { ([line] + kind.alsoRightLines(in: program)).contains($0) } ?? false)
      {
        let said = firstError.map {
          "line \(reported.map(String.init) ?? "?"): \(CodeSampleChecker.firstError(String($0)))"
        }
        found.append(
          "\(label) is marked on line \(line), but the compiler's first error is on \(said ?? "no line")\n\(code)"
        )
      }
      if !found.isEmpty, let error = try templateError(seed: seed) {
        for runSeed in Self.plantingSeeds where Self.spotTheErrorRunSeeds.contains(runSeed) {
          if try templateError(seed: runSeed) != nil { return [] }
        }
        return [
          "with seed \(seed) it does not compile, so no mistake can be planted in it: \(error)"
        ]
      }
      problems += found
    }
    return problems
  }
}
