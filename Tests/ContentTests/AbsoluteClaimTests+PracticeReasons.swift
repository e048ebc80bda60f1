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

  /// predict-cancelled-survey: a task made by top-level code runs on the main actor, so it starts
  /// only when that code awaits, already cancelled, and its sleep throws at once.
  @Test func aTopLevelTaskStartsAtTheAwaitAlreadyCancelled() throws {
    let printed = try output(
      of: """
        let job = Task {
            print("starts cancelled:", Task.isCancelled)
            try? await Task.sleep(for: .seconds(30))
            return Task.isCancelled ? 7 : 42
        }
        print("cancel")
        job.cancel()
        print(await job.value)
        """)
    #expect(printed == "cancel\nstarts cancelled: true\n7\n")
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
