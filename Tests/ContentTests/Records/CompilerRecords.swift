import Foundation
import Testing

@testable import UnwrapKit

/// How the content checks use the recorded compiler outcomes (`UNWRAP_COMPILER_RECORDS`).
enum CompilerRecordMode: String, CaseIterable, Sendable {
  /// Answer from a record where one matches the request exactly; compile the rest for real and add
  /// their outcomes to the file when the run ends. The default.
  case use
  /// Compile everything for real, and fail where an outcome differs from its record or has none:
  /// what CI runs, so every record on main was made by this toolchain.
  case verify
  /// Compile everything for real and rewrite the file with exactly this run's outcomes (run it over
  /// the whole ContentTests target, or the records of the rest are dropped).
  case record
  /// Compile everything for real; read and write no records.
  case off
}

/// The compiler's answers to the content checks, kept in Tests/Records so a run can take them
/// instead of starting the compiler thousands of times: a request (what is compiled, how, and within
/// which limits) is keyed by its SHA-256, and a record counts only for the toolchain that made it
/// (its `swiftc --version`). Like a compiler cache (ccache), it remembers; it never decides.
final class CompilerRecords: @unchecked Sendable {
  let mode: CompilerRecordMode
  let file: URL
  /// The toolchain the outcomes of this run come from.
  let toolchain: String
  /// Whether the file's records came from this toolchain (or there is no file yet).
  let recordsApply: Bool
  private let report: @Sendable (String) -> Void
  /// Whether `finish` says on standard error what it did (the shared records do; a test's do not).
  private let announces: Bool
  private let lock = NSLock()
  private var recorded: [String: RecordedOutcome]
  private var fresh: [String: RecordedOutcome] = [:]
  private var answered = 0
  private var compiled = 0
  /// Requests `verify` compiled that had no record.
  private var unrecorded = 0

  init(
    file: URL, mode: CompilerRecordMode, toolchain: String,
    report: @escaping @Sendable (String) -> Void = { Issue.record(Comment(rawValue: $0)) },
    announces: Bool = false
  ) {
    self.announces = announces
    self.file = file
    self.mode = mode
    self.toolchain = toolchain
    self.report = report
    let loaded = mode == .off || mode == .record ? nil : Self.load(file)
    recordsApply = loaded == nil || loaded?.toolchain == toolchain
    recorded = recordsApply ? loaded?.outcomes ?? [:] : [:]
  }

  /// The records every content check shares, or nil without a compiler. Made once per test process;
  /// what it learned is written when the process exits.
  static let shared: CompilerRecords? = {
    guard let swiftc = SwiftToolchain.find()?.swiftc, let toolchain = identity(of: swiftc) else {
      return nil
    }
    let setting = ProcessInfo.processInfo.environment["UNWRAP_COMPILER_RECORDS"] ?? ""
    let mode = setting.isEmpty ? .use : CompilerRecordMode(rawValue: setting)
    let records = CompilerRecords(
      file: defaultFile, mode: mode ?? .verify, toolchain: toolchain, announces: true)
    if mode == nil {
      let known = CompilerRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      records.note("UNWRAP_COMPILER_RECORDS=\(setting) is none of \(known): verifying instead")
    }
    atexit { CompilerRecords.shared?.finish() }
    return records
  }()

  /// Tests/Records/compiler-outcomes.jsonl in this checkout.
  static let defaultFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Records/compiler-outcomes.jsonl")

  /// What names this toolchain in the records: its version and target, as `swiftc --version` says.
  static func identity(of swiftc: String) -> String? {
    guard
      let outcome = try? ProcessRunner(timeout: 30, owner: ProcessOwner()).run(
        swiftc, ["--version"]), outcome.succeeded
    else { return nil }
    return outcome.standardOutput.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
  }

  /// Stands for the Free Coding judge's boundary line, which is new in every harness.
  static let boundaryToken = ScriptedCodeRunner.testBoundary
  /// Stands for a scratch folder's path, which is new for every compile.
  static let scratchToken = "<scratch>"

  /// The outcome of `request` (its `kind`, the limits it runs under, and the source): from its
  /// record when the mode allows and one exists, else from `compute`, which asks the compiler.
  func answer<Result>(
    _ kind: String, limits: [String], source: String,
    as result: (RecordedOutcome) -> Result?, compute: () throws -> Result,
    recording: (Result) -> RecordedOutcome
  ) rethrows -> Result {
    let boundary = Self.judgeBoundary(in: source)
    let stable = boundary.map { source.replacing($0, with: Self.boundaryToken) } ?? source
    let key = SHA256.hex(([kind] + limits + [stable]).joined(separator: "\u{0}"))
    let restore: (String) -> String = { text in
      boundary.map { text.replacing(Self.boundaryToken, with: $0) } ?? text
    }
    if mode == .use, let hit = lock.withLock({ recorded[key] }),
      let answer = result(hit.mapText(restore))
    {
      lock.withLock { answered += 1 }
      return answer
    }
    let real = try compute()
    let outcome = recording(real).recorded.mapText { Self.stable($0, boundary: boundary) }
    let earlier = lock.withLock {
      compiled += 1
      fresh[key] = outcome
      return recorded[key]
    }
    guard mode == .verify, recordsApply else { return real }
    if let earlier {
      // A time limit depends on the machine's load, so a verdict reached at one is not compared.
      if !earlier.stoppedAtTimeLimit && !outcome.stoppedAtTimeLimit
        && earlier.comparable != outcome.comparable
      {
        report(
          "The compiler's outcome differs from its record (\(key)) for:\n\(stable)\n"
            + "recorded: \(earlier)\nnow: \(outcome)\n"
            + "If the toolchain changed, record again: UNWRAP_COMPILER_RECORDS=record swift test"
            + " --filter ContentTests")
      }
    } else {
      lock.withLock { unrecorded += 1 }
    }
    return real
  }

  /// The boundary line a Free Coding harness prints (`FreeCodingJudge.freshBoundary`): its last
  /// one in the source, since an answer before it may print a forged one.
  static func judgeBoundary(in source: String) -> String? {
    guard source.contains(FreeCodingJudge.boundaryPrefix) else { return nil }
    return source.matches(of: #/__unwrap_test_boundary_[0-9a-z]+_[0-9a-z]+__/#).last
      .map { String(source[$0.range]) }
  }

  /// `text` with what changes from run to run written as tokens (a crash report's address too, so
  /// recording again changes only the lines of requests whose outcome changed).
  static func stable(_ text: String, boundary: String?) -> String {
    var text = boundary.map { text.replacing($0, with: boundaryToken) } ?? text
    if text.contains("/unwrap-") {
      text.replace(#/(?:/[^\s/"':]+)*/unwrap-[0-9]+-[A-Za-z0-9]{6}/#, with: scratchToken)
    }
    if text.contains("Backtracing from 0x") {
      text.replace(#/Backtracing from 0x[0-9a-f]+/#, with: "Backtracing from <address>")
    }
    return text
  }

  /// At the end of the run: writes what it learned (`use`, `record`) and says how the compiles were
  /// answered, on standard error, so a log shows whether this run compiled everything.
  func finish() {
    let (fresh, answered, compiled, unrecorded) = lock.withLock {
      (self.fresh, self.answered, self.compiled, self.unrecorded)
    }
    var summary = "Compiler records (\(mode.rawValue)): \(answered) answered from \(file.path),"
    summary += " \(compiled) compiled"
    if unrecorded > 0 {
      // Not a failure: a change not yet recorded, or a program that depends on the load (a batch of
      // orders splits where one of them met its time limit), only costs a fresh clone's run time.
      summary += ", \(unrecorded) of them with no record (`swift test` records them)"
    }
    if !recordsApply { summary += "; the records are for another toolchain, so none were used" }
    note(summary)
    let outcomes: [String: RecordedOutcome]
    switch mode {
    case .off, .verify: return
    case .use:
      guard recordsApply, !fresh.isEmpty else { return }
      outcomes = recorded.merging(fresh) { _, new in new }
    case .record: outcomes = fresh
    }
    do {
      try save(outcomes)
      note("Wrote \(outcomes.count) compiler outcomes to \(file.path)")
    } catch {
      note("Could not write \(file.path): \(error)")
    }
  }

  func note(_ text: String) {
    guard announces else { return }
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// One line per record, sorted by key, after a line naming the toolchain: a change shows in a diff
  /// as the lines of the requests that changed.
  func save(_ outcomes: [String: RecordedOutcome]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let header = Header(format: Header.format, toolchain: toolchain)
    var lines = [String(decoding: try encoder.encode(header), as: UTF8.self)]
    for key in outcomes.keys.sorted() {
      let line = Line(key: key, outcome: outcomes[key]!)
      lines.append(String(decoding: try encoder.encode(line), as: UTF8.self))
    }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file, options: .atomic)
  }

  /// The toolchain and outcomes in `file`, or nil when there is no file or it cannot be read.
  static func load(_ file: URL) -> (toolchain: String, outcomes: [String: RecordedOutcome])? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    let decoder = JSONDecoder()
    let lines = data.split(separator: UInt8(ascii: "\n"))
    guard let first = lines.first, let header = try? decoder.decode(Header.self, from: first),
      header.format == Header.format
    else { return nil }
    var outcomes: [String: RecordedOutcome] = [:]
    for line in lines.dropFirst() {
      // A line that does not read is no record: that request is compiled.
      if let record = try? decoder.decode(Line.self, from: line) {
        outcomes[record.key] = record.outcome
      }
    }
    return (header.toolchain, outcomes)
  }

  private struct Header: Codable {
    /// Changes when what a record holds, or how a request is keyed, changes.
    static let format = 1
    var format: Int
    var toolchain: String
  }

  private struct Line: Codable {
    var key: String
    var outcome: RecordedOutcome
  }
}
