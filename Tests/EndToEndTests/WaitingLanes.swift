import Foundation
import Testing

/// A few threads of their own for tests that spend most of their time waiting on other processes
/// (a binary at a pseudo terminal, a shell, a stalled stand-in compiler). Swift Testing runs every
/// test on the concurrency pool, one thread per core, and a synchronous test that waits holds its
/// thread: on two cores, two such tests left the machine idle. In these lanes they wait beside the
/// pool's tests instead of in their place. `.serialized` suites keep their order, and their next
/// test is queued here, not behind every test still to start in the pool.
final class WaitingLanes: TaskExecutor, @unchecked Sendable {
  /// The lanes every test marked `.waitsOnProcesses` shares.
  static let shared = WaitingLanes(threads: 2)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init(threads: Int) {
    for _ in 0..<threads {
      let thread = Thread { [self] in work() }
      // As much stack as the pool's threads: a test's body runs here whole.
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Whether the calling thread is one of the lanes.
  static var isCurrentThreadALane: Bool {
    Thread.current.threadDictionary[laneKey] as? Bool == true
  }
  private static let laneKey = "unwrap.waitingLane"

  private func work() {
    Thread.current.threadDictionary[Self.laneKey] = true
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// Runs a suite (every test in it, and the order of a `.serialized` one) or a test in
/// `WaitingLanes.shared`.
struct WaitsOnProcessesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(WaitingLanes.shared) { try await function() }
  }
}

extension Trait where Self == WaitsOnProcessesTrait {
  /// The test or suite mostly waits on other processes: run it in `WaitingLanes`.
  static var waitsOnProcesses: Self { Self() }
}
