import Testing
import UnwrapKit

/// Proofs for review statements corrected in a last pass that read each one alone, as practice and
/// spaced review show it, by a learner who has finished the course and knows the exceptions.
extension AbsoluteClaimTests {
  /// ternary-operator: the two sides need one type that fits both, such as `Int?` for 5 and nil.
  /// for-loops, exiting-loops: a `break` in a `switch` leaves only the switch, and after a loop's
  /// own `break` the line after the loop runs.
  @Test func aTernaryFindsOneTypeAndBreakInASwitchStaysInTheLoop() throws {
    let printed = try output(
      of: """
        let flag = 3 > 2
        print(type(of: flag ? 5 : nil))
        var passes = 0
        for n in 1...3 {
            switch n {
            case 2: break
            default: passes += 1
            }
        }
        for n in 1...5 where n == 2 {
            break
        }
        print(passes, "after the loops")
        """)
    #expect(printed == "Optional<Int>\n2 after the loops\n")
  }

  /// creating-empty-collections: an empty collection takes its type from where it is used.
  /// infinite-loops: a `return` also leaves a `while true` loop.
  @Test func anEmptyCollectionTakesItsTypeFromItsUse() throws {
    let printed = try output(
      of: """
        var scores = [4]
        scores = []
        func total(_ values: [Int]) -> Int { values.reduce(0, +) }
        func firstEven(from start: Int) -> Int {
            var n = start
            while true {
                if n.isMultiple(of: 2) { return n }
                n += 1
            }
        }
        print(scores.count, total([]), firstEven(from: 7))
        """)
    #expect(printed == "0 0 8\n")
    #expect(!(try toolchain.check("var notes = []\n").succeeded))
  }

  /// errors-summary: a `throw` written in a `do` block makes its `catch` see `any Error`, even
  /// when every call in it throws one type; a `rethrows` function may catch its closure's error
  /// and throw nothing.
  @Test func aThrowStatementWidensACatchAndRethrowsMayStaySilent() throws {
    let widened = try toolchain.check(
      """
      enum KilnError: Error { case doorOpen, tooHot }
      func fire(_ degrees: Int) throws(KilnError) { if degrees > 1300 { throw .tooHot } }
      func bake(door: Bool) {
          do {
              if door { throw KilnError.doorOpen }
              try fire(1400)
          } catch {
              switch error {
              case .doorOpen: print("shut it")
              case .tooHot: print("too hot")
              }
          }
      }
      """)
    #expect(!widened.succeeded)
    let printed = try output(
      of: """
        enum Spill: Error { case milk }
        func attempt(_ action: () throws -> Void) rethrows {
            do { try action() } catch { print("handled inside") }
        }
        do {
            try attempt { throw Spill.milk }
            print("nothing reached the caller")
        } catch {
            print("caught", error)
        }
        """)
    #expect(printed == "handled inside\nnothing reached the caller\n")
  }

  /// generic-functions: a type parameter used only in the result comes from the result's type.
  /// guard-let: a guard inside a loop binds its name for the rest of that loop body only.
  @Test func aResultOnlyTypeParameterAndAGuardInALoop() throws {
    let printed = try output(
      of:
        "func makeEmpty<T>() -> [T] { [] }\nlet names: [String] = makeEmpty()\nprint(type(of: names))\n"
    )
    #expect(printed == "Array<String>\n")
    let guarded = try toolchain.check(
      """
      func cheapest(_ prices: [Int?]) {
          for maybePrice in prices {
              guard let price = maybePrice else { return }
              print(price)
          }
          print(price)
      }
      """)
    #expect(!guarded.succeeded)
    #expect(guarded.diagnostics.contains("cannot find 'price' in scope"))
  }

  /// initializers, structs-summary: an initializer in an extension keeps the memberwise one.
  /// parameter-labels: a subscript's single name is no label.
  @Test func anExtensionInitKeepsTheMemberwiseOneAndSubscriptsTakeNoLabel() throws {
    let printed = try output(
      of: """
        struct Recipe {
            var name: String
            var servings: Int
        }
        extension Recipe {
            init(dish: String) { self.init(name: dish, servings: 2) }
        }
        struct Shelf {
            subscript(index: Int) -> String { ["A", "B"][index] }
        }
        print(Recipe(dish: "Soup").servings, Recipe(name: "Stew", servings: 6).servings, Shelf()[1])
        """)
    #expect(printed == "2 6 B\n")
  }

  /// capturing-values: a variable named in a capture list is an unchangeable copy.
  /// deinitializers: a weak reference does not keep an instance alive.
  @Test func aCaptureListCopyIsFixedAndAWeakReferenceKeepsNothingAlive() throws {
    let captured = try toolchain.check(
      "var sugar = 1\nlet addSugar = { [sugar] in sugar += 1 }\naddSugar()\n")
    #expect(!captured.succeeded)
    let printed = try output(
      of: """
        class Lamp { deinit { print("Lamp gone") } }
        func switchOff() {
            var desk: Lamp? = Lamp()
            weak var hall = desk
            desk = nil
            print(hall == nil)
        }
        switchOff()
        """)
    #expect(printed == "Lamp gone\ntrue\n")
  }

  /// actors, main-actor: a nonisolated async method reads actor state with `await`; an async
  /// main-actor function is awaited even from top-level code.
  @Test func asyncIsolationRulesNeedAwaitEvenWhereSyncOnesDoNot() throws {
    let printed = try output(
      of: """
        actor Jar {
            var coins = 0
            nonisolated func report() async -> String { "\\(await coins) coins" }
        }
        print(await Jar().report())
        """)
    #expect(printed == "0 coins\n")
    let unawaited = try toolchain.check(
      "@MainActor func load() async -> Int { 5 }\nprint(load())\n")
    #expect(!unawaited.succeeded)
  }

  /// sendable: only a struct that is not `public` is Sendable without saying so.
  /// copy-on-write: copying the shared instance before each change also behaves like a value.
  @Test func publicStructsDeclareSendableAndCopyingBeforeChangeIsAValue() throws {
    let needs = "func need<T: Sendable>(_ value: T) {}\n"
    #expect(
      try toolchain.check("struct Reading { var value = 1 }\n" + needs + "need(Reading())\n")
        .succeeded)
    let declared = try toolchain.check(
      "public struct Reading { var value = 1 }\n" + needs + "need(Reading())\n")
    #expect(!declared.succeeded)
    let printed = try output(
      of: """
        final class Store { var items: [String]; init(items: [String]) { self.items = items } }
        struct Pack {
            private var store = Store(items: ["rope"])
            var items: [String] { store.items }
            mutating func add(_ item: String) {
                store = Store(items: store.items)
                store.items.append(item)
            }
        }
        let first = Pack()
        var second = first
        second.add("torch")
        print(first.items, second.items)
        """)
    #expect(printed == "[\"rope\"] [\"rope\", \"torch\"]\n")
  }
}
