import Testing
import UnwrapKit

/// Proofs for practice hints and Spot the Error explanations corrected in the pass that checked
/// each stated reason against what the compiler and the program really do.
extension AbsoluteClaimTests {
  /// free-weather-closure: left without a type, a closure's parameter type comes from its body.
  @Test func aClosuresParameterTypeMayComeFromItsBody() throws {
    let printed = try output(
      of: """
        let describe = { celsius in
            if celsius <= 0 {
                return "freezing"
            } else {
                return "mild"
            }
        }
        print(type(of: describe), describe(-3))
        """)
    #expect(printed == "(Int) -> String freezing\n")
  }

  /// predict-cancelled-survey: whenever a cancelled task gets going, its long sleep cannot finish.
  /// A sleep already under way is woken by `cancel()`; one begun in a task already cancelled throws
  /// at once. (When a task without written-out isolation starts is not promised, SE-0431, so the
  /// hint relies on neither order.)
  @Test func aCancelledTasksSleepEndsEarlyWhicheverComesFirst() throws {
    let woken = try output(
      of: """
        let clock = ContinuousClock()
        let start = clock.now
        let job = Task {
            try? await Task.sleep(for: .seconds(30))
            return Task.isCancelled
        }
        try await Task.sleep(for: .milliseconds(200))
        job.cancel()
        print(await job.value, clock.now - start < .seconds(10))
        """)
    #expect(woken == "true true\n")
    let alreadyCancelled = try output(
      of: """
        let clock = ContinuousClock()
        let start = clock.now
        let job = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                print(error is CancellationError, clock.now - start < .seconds(10))
            }
        }
        await job.value
        """)
    #expect(alreadyCancelled == "true true\n")
  }

  /// concurrency-summary: tasks started in order print in the order they finish their work, not the
  /// order they were started.
  @Test func tasksStartedInOrderPrintInTheOrderTheyFinish() throws {
    let printed = try output(
      of: """
        let slow = Task {
            try await Task.sleep(for: .milliseconds(500))
            print("started first")
        }
        let quick = Task {
            print("started second")
        }
        try await slow.value
        await quick.value
        """)
    #expect(printed == "started second\nstarted first\n")
  }

  /// predict-lantern-deinit: an instance is freed when its last reference goes, not when the
  /// constant that held it ends.
  @Test func anInstanceOutlivesItsConstantWhileAnotherReferenceRemains() throws {
    let printed = try output(
      of: """
        class Lantern {
            let number: Int
            init(number: Int) { self.number = number }
            deinit { print("Out \\(number)") }
        }
        var shelf: [Lantern] = []
        for step in 1...2 {
            let lantern = Lantern(number: step)
            if step == 1 { shelf.append(lantern) }
        }
        print("Home")
        shelf.removeAll()
        """)
    #expect(printed == "Out 2\nHome\nOut 1\n")
  }

  /// Spot the Error, nonSendableCapture: a task and the code that made it may not both reach a
  /// non-Sendable object, even when both only read it.
  @Test func aNonSendableObjectIsRefusedEvenWhenBothSidesOnlyRead() throws {
    try rejects(
      """
      final class TrailLog {
          var stops = ["ridge"]
      }
      func summarize() async -> Int {
          let log = TrailLog()
          let task = Task { log.stops.count }
          print(log.stops.count)
          return await task.value
      }
      """,
      saying: "risks causing data races")
  }
}
