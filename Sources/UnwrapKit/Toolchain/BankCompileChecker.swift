/// Compiles the practice banks: every Predict the Output template for many seeds prints exactly the
/// answer the engine picks, and every Tap to Code and Rearrange the Lines program compiles and has one
/// valid order (no swap or move of its parts compiles and prints the same).
public struct BankCompileChecker: Sendable {
  public let runner: any CodeRunner

  public init(runner: any CodeRunner) {
    self.runner = runner
  }

  static let boundary = "__unwrap_variant_boundary__"

  /// Checks one Predict the Output question over `seeds`, compiled in one batch (each variant in a `do` block).
  public func check(_ question: PredictTheOutputQuestion, seeds: [UInt64]) throws -> [String] {
    let activity = PredictTheOutputPractice(questions: [question])
    var variants: [(seed: UInt64, generated: PredictTheOutputPractice.Generated)] = []
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      variants.append((seed, try activity.generate(question, random: &random)))
    }
    let batch = variants.map { "do {\n\($0.generated.code)\n}\nprint(\"\(Self.boundary)\")" }
      .joined(separator: "\n")
    let batchResult = try runner.run(batch + "\n")
    if case .ran(let outcome) = batchResult, outcome.succeeded {
      let outputs = outcome.standardOutput.components(separatedBy: Self.boundary + "\n")
      var problems: [String] = []
      for (index, variant) in variants.enumerated() where index < outputs.count {
        let printed =
          outputs[index].hasSuffix("\n") ? String(outputs[index].dropLast()) : outputs[index]
        if printed != variant.generated.output {
          problems.append(
            "seed \(variant.seed) prints \(printed.debugDescription) but the answer is \(variant.generated.output.debugDescription)\n\(variant.generated.code)"
          )
        }
      }
      return problems
    }
    // The batch failed: find the first variant that does not compile or run on its own.
    for variant in variants {
      switch try runner.run(variant.generated.code + "\n") {
      case .compileFailed(let diagnostics):
        return [
          "seed \(variant.seed) does not compile: \(CodeSampleChecker.firstError(diagnostics))\n\(variant.generated.code)"
        ]
      case .compileTimedOut(let seconds):
        return [
          "seed \(variant.seed) did not compile within \(SecondsText.words(seconds))\n\(variant.generated.code)"
        ]
      case .ran(let outcome) where !outcome.succeeded:
        return [
          "seed \(variant.seed) does not run to the end (\(CodeSampleChecker.describe(outcome)))\n\(variant.generated.code)"
        ]
      default:
        continue
      }
    }
    return [
      "the variants compile alone but not together (\(Self.describe(batchResult))); avoid declarations that cannot live inside `do { }`"
    ]
  }

  /// How a run that did not succeed failed, in a few words (the compiler's first error, a limit, a signal).
  static func describe(_ result: RunResult) -> String {
    switch result {
    case .compileFailed(let diagnostics):
      return "together: \(CodeSampleChecker.firstError(diagnostics))"
    case .compileTimedOut(let seconds):
      return "together, the compile ran past \(SecondsText.words(seconds))"
    case .ran(let outcome):
      return "together, \(CodeSampleChecker.describe(outcome))"
    }
  }

  /// Checks that a program runs and that none of its rearrangements is another valid answer.
  ///
  /// Fast path: variants whose brackets cannot balance are invalid without compiling; the rest are
  /// type-checked together, each in its own `do { }` block, and a variant is out when the compiler reports
  /// an error inside its block. The survivors run in batches (`ProgramBatch`).
  ///
  /// Another order counts as a second answer when it prints the same as promptly as the solution:
  /// within `alternativeRunLimit(original:)`. An order that loops forever without printing is then
  /// settled in a second, not the learner's five (the learner's own order is always judged by running
  /// it with the full limit, so this never decides a verdict).
  public func checkUniqueOrder(program: String, variants: [(description: String, program: String)])
    throws -> [String]
  {
    guard case .ran(let original) = try runner.run(program + "\n"), original.succeeded else {
      return ["the solution does not compile and run:\n\(program)"]
    }
    if original.standardOutput.isEmpty {
      return ["the solution prints nothing, so other orders cannot be told apart"]
    }
    let balanced = variants.filter { Self.bracketsBalance($0.program) }
    var survivors: [(description: String, program: String)] = []
    let wrappable = try runner.check("do {\n\(program)\n}\n").succeeded
    if !wrappable {
      // Declarations such as protocols cannot live in a `do` block: check each variant on its own.
      for variant in balanced where try runner.check(variant.program + "\n").succeeded {
        survivors.append(variant)
      }
    } else if !balanced.isEmpty {
      let (source, ranges) = ProgramBatch.joined(balanced.map { "do {\n\($0.program)\n}\n" })
      let result = try runner.check(source)
      let errorLines = Set(FreeCodingJudge.errors(in: result.diagnostics).map(\.line))
      for (index, variant) in balanced.enumerated()
      where !errorLines.contains(where: ranges[index].contains) {
        survivors.append(variant)
      }
    }
    return try sameOutput(
      survivors, as: original.standardOutput, batched: wrappable,
      runLimit: Self.alternativeRunLimit(original: original.seconds)
    ).map { "\($0.description) also compiles and prints the same output" }
  }

  /// Seconds another order may run: a second, or twenty times what the solution took when longer.
  static func alternativeRunLimit(original seconds: Double) -> Double {
    max(1, 20 * seconds)
  }

  /// The variants that run and print `expected`: run in batches (each in a `do` block) when they can
  /// live in one, else one by one.
  private func sameOutput(
    _ variants: [(description: String, program: String)], as expected: String, batched: Bool,
    runLimit: Double
  ) throws -> [(description: String, program: String)] {
    guard !variants.isEmpty else { return [] }
    if batched {
      let same = try ProgramBatch(runner: runner, runLimit: runLimit).printExactly(
        expected, programs: variants.map(\.program))
      return variants.indices.filter { same[$0] }.map { variants[$0] }
    }
    var same: [(description: String, program: String)] = []
    for variant in variants {
      if case .ran(let outcome) = try runner.run(variant.program + "\n", runLimit: runLimit),
        outcome.succeeded,
        outcome.standardOutput == expected
      {
        same.append(variant)
      }
    }
    return same
  }

  /// Whether every bracket closes after it opens and none is left open, ignoring string contents.
  static func bracketsBalance(_ program: String) -> Bool {
    var stack: [Character] = []
    for token in SwiftTokenizer().tokenize(program) where token.kind == .punctuation {
      switch token.text {
      case "(", "[", "{": stack.append(Character(token.text))
      case ")": if stack.popLast() != "(" { return false }
      case "]": if stack.popLast() != "[" { return false }
      case "}": if stack.popLast() != "{" { return false }
      default: break
      }
    }
    return stack.isEmpty
  }

  public func check(_ question: TapToCodeQuestion) throws -> [String] {
    var variants: [(String, String)] = []
    let pieces = question.pieces
    for i in pieces.indices {
      for j in pieces.indices where j > i && pieces[i] != pieces[j] {
        var swapped = pieces
        swapped.swapAt(i, j)
        variants.append(
          (
            "swapping pieces \(i + 1) and \(j + 1)",
            question.program(line: CodePieces.joined(swapped))
          ))
      }
    }
    return try checkUniqueOrder(program: question.program(), variants: variants)
  }

  public func check(_ question: RearrangeTheLinesQuestion) throws -> [String] {
    let lines = question.lines
    let trimmed = question.trimmedLines
    var seen: Set<[String]> = [trimmed]
    var variants: [(String, String)] = []
    func add(_ candidate: [String], _ description: String) {
      let key = candidate.map { $0.trimmingSpaces() }
      if seen.insert(key).inserted {
        variants.append((description, candidate.joined(separator: "\n")))
      }
    }
    for i in lines.indices {
      for j in lines.indices where j > i {
        var swapped = lines
        swapped.swapAt(i, j)
        add(swapped, "swapping lines \(i + 1) and \(j + 1)")
      }
      for j in lines.indices where j != i {
        var moved = lines
        let line = moved.remove(at: i)
        moved.insert(line, at: j)
        add(moved, "moving line \(i + 1) to position \(j + 1)")
      }
    }
    return try checkUniqueOrder(program: question.program, variants: variants)
  }

  /// Every reference and every accepted variant passes the tests; every wrong answer fails at least
  /// one. A matched answer is compiled and run too, so a variant that fails its tests would teach
  /// the matcher to call a wrong answer right.
  public func check(_ question: FreeCodingQuestion) throws -> [String] {
    let judge = FreeCodingJudge(runner: runner)
    var problems: [String] = []
    let passing =
      question.references.enumerated().map { ("references[\($0.offset)]", $0.element) }
      + question.acceptedVariants.enumerated().map {
        ("acceptedVariants[\($0.offset)]", $0.element)
      }
    for (name, answer) in passing {
      let verdict = try judge.judge(answer, question: question)
      if case .passed = verdict { continue }
      // The details carry what a failed test printed, which the sentence leads up to.
      let details = FreeCodingVerdicts.details(verdict, answer: answer)
      problems.append(
        "\(name) does not pass: \(FreeCodingVerdicts.explain(verdict))"
          + (details.isEmpty ? "" : " " + details.joined(separator: " / ")))
    }
    for (index, wrong) in question.wrongAnswers.enumerated() {
      if case .passed = try judge.judge(wrong, question: question) {
        problems.append(
          "wrongAnswers[\(index)] passes every test, so the tests cannot tell it is wrong")
      }
    }
    return problems
  }
}
