import Foundation
import UnwrapKit

/// What the compiler (and the program it built) did for one request, in the form kept in
/// Tests/Records: every answer a `CodeRunner` gives, with the parts that change from run to run (the
/// scratch folder's name, the Free Coding judge's boundary line) written as fixed tokens.
enum RecordedOutcome: Codable, Equatable {
  case checked(succeeded: Bool, diagnostics: String, timedOut: Bool)
  case compileFailed(diagnostics: String)
  case compileTimedOut(seconds: Double)
  case ran(RecordedProcess)
  case packageFailed(action: String, diagnostics: String)
  case packageTimedOut(seconds: Double)
  case packageFinished(RecordedProcess?)

  init(_ result: CompileResult) {
    self = .checked(
      succeeded: result.succeeded, diagnostics: result.diagnostics, timedOut: result.timedOut)
  }

  init(_ result: RunResult) {
    switch result {
    case .compileFailed(let diagnostics): self = .compileFailed(diagnostics: diagnostics)
    case .compileTimedOut(let seconds): self = .compileTimedOut(seconds: seconds)
    case .ran(let outcome): self = .ran(RecordedProcess(outcome))
    }
  }

  init(_ result: PackageResult) {
    switch result {
    case .failed(let action, let diagnostics):
      self = .packageFailed(action: action.rawValue, diagnostics: diagnostics)
    case .timedOut(let seconds): self = .packageTimedOut(seconds: seconds)
    case .finished(let outcome): self = .packageFinished(outcome.map(RecordedProcess.init))
    }
  }

  var compileResult: CompileResult? {
    guard case .checked(let succeeded, let diagnostics, let timedOut) = self else { return nil }
    return CompileResult(succeeded: succeeded, diagnostics: diagnostics, timedOut: timedOut)
  }

  var runResult: RunResult? {
    switch self {
    case .compileFailed(let diagnostics): .compileFailed(diagnostics: diagnostics)
    case .compileTimedOut(let seconds): .compileTimedOut(seconds: seconds)
    case .ran(let process): .ran(process.outcome)
    default: nil
    }
  }

  var packageResult: PackageResult? {
    switch self {
    case .packageFailed(let action, let diagnostics):
      PackageAction(rawValue: action).map { .failed($0, diagnostics: diagnostics) }
    case .packageTimedOut(let seconds): .timedOut(seconds: seconds)
    case .packageFinished(let process): .finished(process?.outcome)
    default: nil
    }
  }

  /// The same outcome with `change` applied to every text in it (diagnostics, output, errors).
  func mapText(_ change: (String) -> String) -> RecordedOutcome {
    switch self {
    case .checked(let succeeded, let diagnostics, let timedOut):
      .checked(succeeded: succeeded, diagnostics: change(diagnostics), timedOut: timedOut)
    case .compileFailed(let diagnostics): .compileFailed(diagnostics: change(diagnostics))
    case .compileTimedOut: self
    case .ran(let process): .ran(process.mapText(change))
    case .packageFailed(let action, let diagnostics):
      .packageFailed(action: action, diagnostics: change(diagnostics))
    case .packageTimedOut: self
    case .packageFinished(let process): .packageFinished(process?.mapText(change))
    }
  }

  /// The outcome as a record keeps it: how long a process took is left out (it is different every
  /// time, and a record that changed on every run would bury the changes that matter).
  var recorded: RecordedOutcome {
    switch self {
    case .ran(var process):
      process.seconds = 0
      return .ran(process)
    case .packageFinished(var process?):
      process.seconds = 0
      return .packageFinished(process)
    default: return self
    }
  }

  /// The compile or the program was stopped at its time limit.
  var stoppedAtTimeLimit: Bool {
    switch self {
    case .checked(_, _, let timedOut): timedOut
    case .compileTimedOut, .packageTimedOut: true
    case .ran(let process): process.timedOut
    case .packageFinished(let process): process?.timedOut ?? false
    default: false
    }
  }

  /// What must be the same when the compiler is asked again: the verdict (whether it compiled; how
  /// the program ended and at which limit), not the words. The type checker does not always word
  /// an error the same way, a crash's report and backtrace vary with the address space and the
  /// load, a dictionary prints in a new order in every process, and a recursion gets deeper some
  /// runs than others before the stack runs out. In `verify` the checks run on the real outcomes,
  /// so what they compare (output included) is proven there anyway.
  var comparable: RecordedOutcome {
    switch self {
    case .checked(let succeeded, _, let timedOut):
      .checked(succeeded: succeeded, diagnostics: "", timedOut: timedOut)
    case .compileFailed: .compileFailed(diagnostics: "")
    case .compileTimedOut: .compileTimedOut(seconds: 0)
    case .ran(let process): .ran(process.comparable)
    case .packageFailed(let action, _): .packageFailed(action: action, diagnostics: "")
    case .packageTimedOut: .packageTimedOut(seconds: 0)
    case .packageFinished(let process): .packageFinished(process?.comparable)
    }
  }
}

/// A `ProcessOutcome` as it is recorded.
struct RecordedProcess: Codable, Equatable {
  var exitStatus: Int32?
  var signal: Int32?
  var standardOutput: String
  var standardError: String
  var timedOut: Bool
  var outputLimitExceeded: Bool
  var seconds: Double
  var leftProcessesRunning: Bool
  var memoryLimitExceeded: Bool
  var crashLines: [Int]
  var signalledUnwrap: Bool
  var stoppedForTerminal: Int32?

  init(_ outcome: ProcessOutcome) {
    exitStatus = outcome.exitStatus
    signal = outcome.signal
    standardOutput = outcome.standardOutput
    standardError = outcome.standardError
    timedOut = outcome.timedOut
    outputLimitExceeded = outcome.outputLimitExceeded
    seconds = outcome.seconds
    leftProcessesRunning = outcome.leftProcessesRunning
    memoryLimitExceeded = outcome.memoryLimitExceeded
    crashLines = outcome.crashLines
    signalledUnwrap = outcome.signalledUnwrap
    stoppedForTerminal = outcome.stoppedForTerminal
  }

  var outcome: ProcessOutcome {
    var outcome = ProcessOutcome(
      exitStatus: exitStatus, signal: signal, standardOutput: standardOutput,
      standardError: standardError, timedOut: timedOut, outputLimitExceeded: outputLimitExceeded,
      seconds: seconds, leftProcessesRunning: leftProcessesRunning,
      memoryLimitExceeded: memoryLimitExceeded)
    outcome.crashLines = crashLines
    outcome.signalledUnwrap = signalledUnwrap
    outcome.stoppedForTerminal = stoppedForTerminal
    return outcome
  }

  func mapText(_ change: (String) -> String) -> RecordedProcess {
    var copy = self
    copy.standardOutput = change(standardOutput)
    copy.standardError = change(standardError)
    return copy
  }

  var comparable: RecordedProcess {
    var copy = self
    copy.seconds = 0
    copy.standardOutput = ""
    copy.standardError = ""
    copy.crashLines = []
    return copy
  }
}
