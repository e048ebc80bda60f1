/// Answers "does each of these programs, run alone, compile, run to its end and print exactly this?"
/// for many small programs with few compiles: they run together, each in its own `do { }` block and
/// followed by a flushed boundary line, so one compile and one run settle many of them. Only what a
/// batch cannot settle runs again, and the answer is the one each program would get alone.
///
/// The programs must be able to live inside `do { }` (no protocols, extensions or operators), which
/// callers check first. A batch stops early at a program that crashes, hangs or prints too much;
/// because every boundary is flushed, the output up to it is whole and the culprit is known. The
/// programs before it are settled, and so is the culprit when the batch ran it as it would run alone:
/// it crashed or ended the whole program itself, it printed more than `expected`, or it ran first.
/// Otherwise (a limit that the programs before it used up) the next batch starts with it.
///
/// A compile that fails settles the programs its errors point into; when no error points into one,
/// every program left runs alone.
struct ProgramBatch {
  let runner: any CodeRunner
  /// Seconds each program may run (the runner's run limit when longer).
  var runLimit: Double? = nil

  static let boundary = "__unwrap_batch_boundary__"

  /// Flushes standard output without importing anything, so the programs see the same names as alone
  /// (`fflush(NULL)`; a single pointer argument and an `Int32` result pass alike in both conventions).
  static let flushDeclaration =
    "@_silgen_name(\"fflush\") func __unwrapFlushBatchOutput(_ stream: OpaquePointer?) -> Int32"

  /// For each program, whether it prints exactly `expected` when run alone, to its end.
  func printExactly(_ expected: String, programs: [String]) throws -> [Bool] {
    var result = [Bool](repeating: false, count: programs.count)
    var pending = Array(programs.indices)
    var alone: [Int] = []
    while pending.count > 1 {
      let (source, ranges) = Self.source(pending.map { programs[$0] })
      // An endless loop that prints stops at this limit, long before the time limit.
      let limit = (expected.utf8.count + Self.boundary.utf8.count + 1) * pending.count + 65_536
      // The batch gets one program's limit: its first program has all of it, as alone, and one that
      // finds too little left starts the next batch.
      switch try runner.run(source, outputLimit: limit, runLimit: runLimit) {
      case .compileTimedOut:
        alone += pending
        pending = []
      case .compileFailed(let diagnostics):
        let errorLines = Set(FreeCodingJudge.errors(in: diagnostics).map(\.line))
        let failing = Set(
          pending.indices.filter { index in errorLines.contains(where: ranges[index].contains) })
        if failing.isEmpty {
          alone += pending
          pending = []
        } else {
          pending = pending.indices.filter { !failing.contains($0) }.map { pending[$0] }
        }
      case .ran(let outcome):
        let shares = outcome.standardOutput.components(separatedBy: Self.boundary + "\n")
        let finished = min(shares.count - 1, pending.count)
        for index in 0..<finished { result[pending[index]] = shares[index] == expected }
        if finished == pending.count {
          // Everything ended, but the run failed after (a process left behind): whose is unknown.
          if !outcome.succeeded {
            alone += pending.filter { result[$0] }
            for index in pending { result[index] = false }
          }
          pending = []
        } else if finished == 0 || Self.settles(outcome, share: shares[finished], expected) {
          result[pending[finished]] = outcome.succeeded && shares[finished] == expected
          pending.removeFirst(finished + 1)
        } else {
          pending.removeFirst(finished)
        }
      }
    }
    alone += pending
    for index in alone {
      if case .ran(let outcome) = try runner.run(programs[index] + "\n", runLimit: runLimit),
        outcome.succeeded
      {
        result[index] = outcome.standardOutput == expected
      }
    }
    return result
  }

  /// Whether the program that stopped a batch later than first did what it would alone: it crashed,
  /// exited by itself, or printed far more than `expected` before a limit stopped it (a limit it
  /// shared with the programs before it settles nothing else; the share of a program that was cut
  /// off may end inside a character, so "far more" leaves room for that).
  static func settles(_ outcome: ProcessOutcome, share: String, _ expected: String) -> Bool {
    if outcome.leftProcessesRunning { return false }
    if outcome.timedOut || outcome.outputLimitExceeded {
      return share.utf8.count > 2 * expected.utf8.count + 16
    }
    return true
  }

  /// The batch's program, and the lines of each program's block in it.
  static func source(_ programs: [String]) -> (String, [ClosedRange<Int>]) {
    let (blocks, ranges) = joined(
      programs.map {
        "do {\n\($0)\n}\nprint(\"\(boundary)\")\n_ = __unwrapFlushBatchOutput(nil)\n"
      }, firstLine: 2)
    return (flushDeclaration + "\n" + blocks, ranges)
  }

  /// `pieces` (each ending in a newline) one after another, and the lines each one takes when the
  /// first starts at `firstLine`: how a compiler error's line is traced to its program.
  static func joined(_ pieces: [String], firstLine: Int = 1) -> (String, [ClosedRange<Int>]) {
    var ranges: [ClosedRange<Int>] = []
    var line = firstLine
    for piece in pieces {
      let count = piece.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      ranges.append(line...(line + count - 1))
      line += count
    }
    return (pieces.joined(), ranges)
  }
}
