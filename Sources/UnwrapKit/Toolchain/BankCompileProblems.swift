import Dispatch

/// Runs the bank compile checks of every activity in `ActivityRegistry` (for `content validate
/// --compile` and the content tests), as many questions at a time as there are cores.
public enum BankCompileProblems {
  /// The activities with a bank, by id: what `content validate --only` takes.
  public static var banks: [String] {
    ActivityRegistry.all.filter { $0.bankFile != nil }.map(\.info.id)
  }

  /// Every compile problem of every bank, or of the activity `only`, leaving out the activities in
  /// `skipping` (those `unreadable` names).
  public static func all(
    library: ContentLibrary, runner: any CodeRunner, only: String?, skipping: Set<String> = []
  ) throws -> [ContentError] {
    let checker = BankCompileChecker(runner: runner)
    var jobs: [BankCompileJob] = []
    for registration in ActivityRegistry.all
    where (only == nil || only == registration.info.id) && !skipping.contains(registration.info.id)
    {
      jobs += try registration.compileJobs(library)
    }
    let results = ResultSlots(count: jobs.count)
    let allJobs = jobs
    DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
      let job = allJobs[index]
      // Why not (a toolchain that failed at no line, a folder that cannot be used) is the
      // author's lead, as a compile error is.
      let problems: [(item: String, message: String)]
      do {
        problems = try job.run(checker)
      } catch {
        problems = [(job.itemID ?? "", "could not be compiled: \(error)")]
      }
      results.set(
        index, problems.map { ContentError(file: job.file, item: $0.item, message: $0.message) })
    }
    return results.all.flatMap { $0 }
  }
}

extension BankCompileProblems {
  /// The activities (by id) whose bank's questions could not be read, so nothing of it can be
  /// compiled: `content validate --compile` compiles the other banks and names these.
  public static func unreadable(library: ContentLibrary, only: String?) -> [String] {
    ActivityRegistry.all.filter { registration in
      registration.bankFile != nil && (only == nil || only == registration.info.id)
        && (try? registration.compileJobs(library)) == nil
    }.map(\.info.id)
  }
}

/// Results written from several threads into fixed slots.
public final class ResultSlots: @unchecked Sendable {
  private var slots: [[ContentError]]
  private let lock = Lock()

  public init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  public func set(_ index: Int, _ value: [ContentError]) {
    lock.withLock { slots[index] = value }
  }

  public var all: [[ContentError]] { lock.withLock { slots } }
}
