import Testing
import UnwrapKit

/// Proofs for sentences corrected in a pass that checked the reasons the content gives: why code
/// fails or works, and what the compiler's message is about, against the compiler's own words.
extension AbsoluteClaimTests {
  /// Checks that `source` does not compile and that the compiler says `message`.
  func rejects(
    _ source: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws
  {
    let result = try toolchain.check(source)
    #expect(!result.succeeded, sourceLocation: sourceLocation)
    #expect(
      result.diagnostics.contains(message), "\(result.diagnostics)", sourceLocation: sourceLocation)
  }

  /// ternary-operator, operators-and-conditions-summary, arrays, sets: Swift will not infer a type
  /// as loose as `Any` for mixed values, but one written out holds them; a `Set<Int>` holds only
  /// `Int` values.
  @Test func looseTypesAreNeverInferredButMayBeWrittenOut() throws {
    try rejects(
      "let wins = 4\nlet title = wins > 3 ? \"Champion\" : wins\n",
      saying: "mismatching types 'String' and 'Int'")
    try rejects("let sizes = [8, \"ten\", 12]\n", saying: "add explicit type annotation")
    try rejects("let ids: Set<Int> = [8, \"ten\"]\n", saying: "String")
    let printed = try output(
      of: """
        let wins = 4
        let title: Any = wins > 3 ? "Champion" : wins
        let sizes: [Any] = [8, "ten", 12]
        let tags: Set<AnyHashable> = [8, "ten"]
        print(title, sizes.count, tags.count)
        """)
    #expect(printed == "Champion 3 2\n")
  }

  /// sets: a set has an index of its own, but no numbered positions.
  @Test func aSetHasAnIndexButNoNumberedPositions() throws {
    try rejects(
      "let codes: Set<String> = [\"AX\", \"BT\"]\nprint(codes[0])\n", saying: "Set<String>.Index")
    let printed = try output(
      of:
        "let codes: Set<String> = [\"AX\", \"BT\"]\nprint(codes[codes.startIndex] == codes.first!)\n"
    )
    #expect(printed == "true\n")
  }

  /// methods: a constant instance refuses a method marked `mutating` even when its body only reads.
  @Test func swiftGoesByTheMutatingMarkNotByTheBody() throws {
    try rejects(
      """
      struct Aquarium {
          var litres: Int
          mutating func litresPerFish(_ fish: Int) -> Int { litres / fish }
      }
      let pondTank = Aquarium(litres: 200)
      print(pondTank.litresPerFish(10))
      """,
      saying: "cannot use mutating member on immutable value")
  }

  /// omitting-parameter-labels: `print` has no label to write. closure-parameters: without `in`,
  /// `(word: String)` is ordinary code, so `word` is never declared. multi-line-strings: the
  /// closing quotes must begin a new line.
  @Test func missingLabelsInAndLineBreaksAreWhatTheCompilerNames() throws {
    try rejects("print(value: \"Hi\")\n", saying: "extraneous argument label 'value:'")
    try rejects(
      "let shout = { (word: String)\n    print(word)\n}\nshout(\"Hey\")\n",
      saying: "cannot find 'word' in scope")
    try rejects(
      "let note = \"\"\"\n    Back soon\"\"\"\n",
      saying: "closing delimiter must begin on a new line")
  }

  /// capturing-values: a closure that is stored, not returned, still captures its function's
  /// local variable and keeps it alive after the function has returned.
  @Test func aStoredClosureCapturesItsFunctionsLocalsToo() throws {
    let printed = try output(
      of: """
        final class Shelf { var later: [() -> Int] = [] }
        func openCounter(on shelf: Shelf) {
            var visits = 0
            shelf.later.append {
                visits += 1
                return visits
            }
        }
        let shelf = Shelf()
        openCounter(on: shelf)
        print(shelf.later[0](), shelf.later[0]())
        """)
    #expect(printed == "1 2\n")
  }

  /// main-actor: an `async` main-actor function is awaited even from main-actor code that is
  /// already async. async-functions: before any `await`, top-level code is not async, and the
  /// compiler says so.
  @Test func anAsyncCallIsAwaitedOnItsOwnActorToo() throws {
    try rejects(
      """
      @MainActor func fetchBonus() async -> Int { 25 }
      func warmUp() async {}
      await warmUp()
      let bonus = fetchBonus()
      """,
      saying: "expression is 'async' but is not marked with 'await'")
    try rejects(
      "func ping() async -> String { \"pong\" }\nlet reply = ping()\n",
      saying: "function that does not support concurrency")
  }

  /// comparable-types: `>`, `<=` and `>=` come from `<` alone; a hand-written `==` is not used.
  @Test func comparableDerivesTheOtherOperatorsFromLessThanAlone() throws {
    let printed = try output(
      of: """
        struct Lap: Comparable {
            var seconds: Int
            static func < (a: Lap, b: Lap) -> Bool { print("<", terminator: " "); return a.seconds < b.seconds }
            static func == (a: Lap, b: Lap) -> Bool { print("==", terminator: " "); return a.seconds == b.seconds }
        }
        print(Lap(seconds: 1) <= Lap(seconds: 1), Lap(seconds: 1) >= Lap(seconds: 2))
        """)
    #expect(printed == "< < true false\n")
  }

  /// automatic-reference-counting: a copyable struct cannot have a `deinit`; a noncopyable one can.
  /// custom-error-types: a case left without its value is a function, which is not an `Error`.
  @Test func deinitNeedsANoncopyableStructAndACaseNeedsItsValue() throws {
    try rejects(
      "struct Token {\n    var id = 1\n    deinit {}\n}\n", saying: "that conforms to 'Copyable'")
    let printed = try output(
      of: "struct Token: ~Copyable {\n    deinit { print(\"Token gone\") }\n}\ndo { _ = Token() }\n"
    )
    #expect(printed == "Token gone\n")
    try rejects(
      """
      enum ShippingError: Error {
          case tooHeavy(kilos: Int)
      }
      func ship() throws {
          throw ShippingError.tooHeavy
      }
      """,
      saying: "does not conform to 'Error'")
  }

  /// concurrency-summary: a final class of `let` properties is Sendable only when it says so.
  /// glossary, data race: `nonisolated(unsafe)` switches the check off without a word.
  @Test func sendableClassesDeclareItAndTheCheckCanBeSwitchedOff() throws {
    let recipe = "final class Recipe {\n    let name = \"soup\"\n}\n"
    let use = "func share<T: Sendable>(_ value: T) {}\nshare(Recipe())\n"
    try rejects(recipe + use, saying: "does not conform to the 'Sendable' protocol")
    #expect(
      try toolchain.check(recipe.replacing("Recipe {", with: "Recipe: Sendable {") + use).succeeded)
    let unsafe = try toolchain.check(
      """
      nonisolated(unsafe) var hits = 0
      await withTaskGroup(of: Void.self) { group in
          for _ in 1...10 { group.addTask { hits += 1 } }
      }
      print(hits)
      """)
    #expect(unsafe.succeeded)
    #expect(!unsafe.diagnostics.contains("warning"), "\(unsafe.diagnostics)")
  }

  /// glossary, child task: cancelling the task that runs a group cancels the group's children.
  @Test func cancellingTheTaskRunningAGroupCancelsItsChildren() throws {
    let printed = try output(
      of: """
        let outer = Task {
            await withTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try? await Task.sleep(for: .seconds(30))
                    return Task.isCancelled
                }
                for await cancelled in group { print("child cancelled:", cancelled) }
            }
        }
        outer.cancel()
        await outer.value
        """)
    #expect(printed == "child cancelled: true\n")
  }

  /// glossary, function signature: functions with one full name differ by parameter or return
  /// type. glossary, inout parameter: the final value is written back once, at the end.
  @Test func overloadsDifferByTypeAndInoutWritesBackOnce() throws {
    let printed = try output(
      of: """
        func describe(_ value: Int) -> String { "number \\(value)" }
        func describe(_ value: String) -> String { "text \\(value)" }
        func make() -> Int { 1 }
        func make() -> String { "one" }
        let n: Int = make()
        let s: String = make()
        print(describe(3), describe("three"), n, s)
        struct Room {
            var degrees = 20 { didSet { print("didSet", degrees) } }
        }
        func warmTwice(_ value: inout Int) {
            value += 1
            value += 1
            print("inside")
        }
        var home = Room()
        warmTwice(&home.degrees)
        """)
    #expect(printed == "number 3 text three 1 one\ninside\ndidSet 22\n")
  }

  /// glossary, synthesized conformance; functional-collections-summary: only structs and enums
  /// get `==` written for them, and only once they adopt `Equatable`.
  @Test func equatableIsSynthesizedOnlyForAStructOrEnumThatAdoptsIt() throws {
    try rejects(
      "class Seat: Equatable {\n    var row = 1\n}\n",
      saying: "not supported for class declarations")
    try rejects(
      "struct Stall {\n    var name: String\n}\nprint(Stall(name: \"a\") == Stall(name: \"a\"))\n",
      saying: "requires that 'Stall' conform to 'Equatable'")
  }

  /// classes-summary: a final class may itself override; `final` stops later subclasses.
  /// closures-with-multiple-parameters: a prefix operator is a one-value function.
  /// operators-and-conditions-summary: only plain letters compare alphabetically.
  /// complex-types-summary: a set takes its own index, though not a number.
  @Test func finalOperatorsStringOrderAndSetIndexes() throws {
    let printed = try output(
      of: """
        class Pet { func greet() { print("Pet") } }
        final class Dog: Pet { override func greet() { print("Dog") } }
        let pet: Pet = Dog()
        pet.greet()
        let negate: (Int) -> Int = (-)
        print([true, false].map(!), negate(5), "éclair" < "zebra")
        let stamps: Set = ["Peru", "Chad"]
        print(stamps[stamps.firstIndex(of: "Chad")!])
        """)
    #expect(printed == "Dog\n[false, true] -5 false\nChad\n")
  }
}
