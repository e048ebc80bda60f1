import Foundation
import UnwrapKit

/// The real toolchain as the content checks use it: each request is answered from the compiler
/// records (`CompilerRecords`) when it was compiled before by this toolchain, else compiled. The
/// checks themselves (what a lesson says against what the program printed) always run.
struct RecordedToolchain: CodeRunner {
  let base: any CodeRunner
  let records: CompilerRecords?

  init(_ base: any CodeRunner, records: CompilerRecords? = .shared) {
    self.base = base
    self.records = records
  }

  /// The local toolchain with the shared records, or nil when this machine has no Swift compiler.
  static func find() -> RecordedToolchain? {
    SwiftToolchain.find().map { RecordedToolchain($0) }
  }

  var compileTimeout: Double { base.compileTimeout }
  var runTimeout: Double { base.runTimeout }
  var runMemoryLimit: UInt64 { base.runMemoryLimit }
  var packageTimeout: Double { base.packageTimeout }

  /// The limits every request runs under: part of its key, since they can change its outcome.
  private var limits: [String] {
    ["compile \(compileTimeout)", "run \(runTimeout)", "memory \(runMemoryLimit)"]
  }

  func check(_ source: String, compileDeadline: Double?) throws -> CompileResult {
    guard let records else { return try base.check(source, compileDeadline: compileDeadline) }
    return try records.answer(
      "check", limits: limits, source: source, as: \.compileResult,
      compute: { try base.check(source, compileDeadline: compileDeadline) },
      recording: RecordedOutcome.init)
  }

  func run(_ source: String, outputLimit: Int, compileDeadline: Double?, runLimit: Double?) throws
    -> RunResult
  {
    func compute() throws -> RunResult {
      try base.run(
        source, outputLimit: outputLimit, compileDeadline: compileDeadline, runLimit: runLimit)
    }
    guard let records else { return try compute() }
    return try records.answer(
      "run", limits: limits + ["output \(outputLimit)", "run limit \(runLimit ?? runTimeout)"],
      source: source, as: \.runResult, compute: compute, recording: RecordedOutcome.init)
  }

  func checkPackage(
    _ files: [PackageFile], in package: String, action: PackageAction, folder: PackageFolder?
  ) throws -> PackageResult {
    func compute() throws -> PackageResult {
      try base.checkPackage(files, in: package, action: action, folder: folder)
    }
    guard let records else { return try compute() }
    let source = files.map { "\($0.path)\u{0}\($0.contents)" }.joined(separator: "\u{0}")
    return try records.answer(
      "package", limits: ["package \(packageTimeout)", action.rawValue, package], source: source,
      as: \.packageResult, compute: compute, recording: RecordedOutcome.init)
  }

  func withPackageFolder<T>(_ body: (PackageFolder?) throws -> T) throws -> T {
    try base.withPackageFolder(body)
  }
}
