import Dispatch
import UnwrapKit

/// Runs the bank compile checks for `content validate --compile`, two questions at a time.
enum BankCompileProblems {
  static let banks = ["predict-the-output", "tap-to-code", "rearrange-the-lines", "free-coding"]

  static func file(for bank: String) -> String {
    switch bank {
    case "predict-the-output": PredictTheOutputQuestion.file
    case "tap-to-code": TapToCodeQuestion.file
    case "free-coding": FreeCodingQuestion.file
    default: RearrangeTheLinesQuestion.file
    }
  }

  static func all(library: ContentLibrary, toolchain: any CodeRunner, only: String?) throws
    -> [ContentError]
  {
    let checker = BankCompileChecker(runner: toolchain)
    var jobs: [(file: String, id: String, run: @Sendable () throws -> [String])] = []
    let folder = ContentLibrary.practiceFolder
    if only == nil || only == "predict-the-output" {
      for question in try library.bank(
        PredictTheOutputQuestion.self, file: PredictTheOutputQuestion.file)
      {
        jobs.append(
          (
            "\(folder)/\(PredictTheOutputQuestion.file)", question.id,
            { try checker.check(question, seeds: BankValidator.seeds) }
          ))
      }
    }
    if only == nil || only == "tap-to-code" {
      for question in try library.bank(TapToCodeQuestion.self, file: TapToCodeQuestion.file) {
        jobs.append(
          ("\(folder)/\(TapToCodeQuestion.file)", question.id, { try checker.check(question) }))
      }
    }
    if only == nil || only == "rearrange-the-lines" {
      for question in try library.bank(
        RearrangeTheLinesQuestion.self, file: RearrangeTheLinesQuestion.file)
      {
        jobs.append(
          (
            "\(folder)/\(RearrangeTheLinesQuestion.file)", question.id,
            { try checker.check(question) }
          ))
      }
    }
    if only == nil || only == "free-coding" {
      for question in try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file) {
        jobs.append(
          ("\(folder)/\(FreeCodingQuestion.file)", question.id, { try checker.check(question) }))
      }
    }
    let results = ResultSlots(count: jobs.count)
    let allJobs = jobs
    DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
      let job = allJobs[index]
      let messages = (try? job.run()) ?? ["could not be compiled"]
      results.set(index, messages.map { ContentError(file: job.file, item: job.id, message: $0) })
    }
    return results.all.flatMap { $0 }
  }
}

/// Results written from several threads into fixed slots.
final class ResultSlots: @unchecked Sendable {
  private var slots: [[ContentError]]
  private let lock = Lock()

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func set(_ index: Int, _ value: [ContentError]) {
    lock.withLock { slots[index] = value }
  }

  var all: [[ContentError]] { lock.withLock { slots } }
}
