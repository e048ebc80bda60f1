import Testing
import UnwrapKit

/// Proofs for lesson sentences corrected in a last pass that read them as a learner who has
/// finished the course and knows the exceptions later lessons teach.
extension AbsoluteClaimTests {
  /// dictionaries, dictionary-default-values: writing through a default stores the key, and
  /// assigning nil removes a pair. operator-overloading: `+` joins a String and a Substring.
  @Test func defaultsStoreWhenWrittenAndNilRemoves() throws {
    let printed = try output(
      of: """
        var stock = ["pears": 2]
        stock["figs", default: 0] += 5
        stock["pears"] = nil
        let word = "Lagos harbour".prefix(5)
        print(stock, "Next stop: " + word)
        """)
    #expect(printed == "[\"figs\": 5] Next stop: Lagos\n")
  }

  /// return-values: a throwing function may end a path with `throw`. constants: a `let` holding a
  /// class instance still lets its `var` properties change. inout-parameters: so does a function
  /// given that instance.
  @Test func aThrowEndsAPathAndALetClassInstanceStillChanges() throws {
    let printed = try output(
      of: """
        enum ShippingError: Error { case tooLight }
        func cost(weight: Int) throws -> Int {
            if weight > 10 { return 8 }
            throw ShippingError.tooLight
        }
        final class Score { var points = 5 }
        func reset(_ score: Score) { score.points = 0 }
        let mine = Score()
        mine.points += 1
        print(mine.points, terminator: " ")
        reset(mine)
        print(mine.points, (try? cost(weight: 2)) as Any)
        """)
    #expect(printed == "6 0 nil\n")
  }

  /// range-operators: a one-sided range stops at the end, but its start is still checked.
  @Test func aOneSidedRangesStartIsStillChecked() throws {
    guard
      case .ran(let outcome) = try toolchain.run("let podium = [1, 2, 3]\nprint(podium[4...])\n")
    else {
      Issue.record("did not compile")
      return
    }
    #expect(outcome.signal != nil, "\(outcome.standardOutput)")
  }

  /// key-paths: a key path writes through a class instance in a `let`, and a computed property
  /// with no setter gives a read-only key path.
  @Test func keyPathsWriteThroughALetClassInstanceButNotAGetOnlyProperty() throws {
    let printed = try output(
      of: """
        final class Locker { var owner = "Ann" }
        let locker = Locker()
        locker[keyPath: \\.owner] = "Bo"
        print(locker.owner)
        """)
    #expect(printed == "Bo\n")
    let readOnly = try toolchain.check(
      "struct Book {\n    var title = \"Dune\"\n    var shout: String { title.uppercased() }\n}\nvar book = Book()\nbook[keyPath: \\.shout] = \"X\"\n"
    )
    #expect(!readOnly.succeeded)
  }

  /// functional-collections-summary: a class gets no synthesized `Equatable`.
  /// generic-functions: arguments of different types work when one type fits them all.
  /// nil-coalescing: the fallback may be another optional.
  @Test func classesWriteEqualsAndGenericsFindOneType() throws {
    #expect(!(try toolchain.check("final class Seat: Equatable {\n    var row = 1\n}\n").succeeded))
    let printed = try output(
      of: """
        func both<T>(_ a: T, _ b: T) -> [T] { [a, b] }
        let chosen: String? = nil
        let team: String? = "blue"
        print(both(3, 2.5), type(of: chosen ?? team))
        """)
    #expect(printed == "[3.0, 2.5] Optional<String>\n")
  }

  /// calling-throwing-functions: `try?`, `try!` and a throwing caller need no `do` block.
  /// closure-parameters-with-parameters: a closure that uses `$0` fits `(String) -> Void`.
  /// capturing-values: a capture list copies the value as it was.
  @Test func tryNeedsNoDoAndDollarZeroAndCaptureListsWork() throws {
    let printed = try output(
      of: """
        enum Heat: Error { case tooHot }
        func set(_ degrees: Int) throws -> Int {
            if degrees > 30 { throw Heat.tooHot }
            return degrees
        }
        func twice() throws -> Int { try set(20) + set(1) }
        func serve(_ dish: String, then announce: (String) -> Void) { announce(dish) }
        serve("Soup") { print("Ready:", $0) }
        var tipJar = 0
        let report = { [tipJar] in print("sees", tipJar) }
        tipJar = 100
        report()
        print(try? set(45) as Any, try! set(19), try! twice())
        """)
    #expect(printed == "Ready: Soup\nsees 0\nnil 19 21\n")
  }

  /// methods: a static method cannot read an instance's property. your-own-structs: a computed
  /// `var` is no stored property and no memberwise argument.
  @Test func staticMethodsHaveNoInstanceAndComputedVarsStoreNothing() throws {
    let staticRead = try toolchain.check(
      "struct Ticket {\n    var passenger = \"Ada\"\n    static func show() { print(passenger) }\n}\n"
    )
    #expect(!staticRead.succeeded)
    let printed = try output(
      of: """
        struct Parcel {
            var destination: String
            var label: String { "To \\(destination)" }
        }
        print(Parcel(destination: "Lisbon").label)
        """)
    #expect(printed == "To Lisbon\n")
  }

  /// async-functions: an `async let` starts a call without `await`; the read is awaited.
  /// tasks: inside an actor's method, a task that does not use `self` runs off the actor.
  @Test func asyncLetMovesAwaitAndATaskInAnActorFollowsSelf() throws {
    let printed = try output(
      of: """
        func weigh(_ fruit: String) async -> Int { fruit.count * 100 }
        func total() async -> Int {
            async let apples = weigh("apples")
            return await apples
        }
        print(await total())
        """)
    #expect(printed == "600\n")
    let actor = """
      final class Basket { var eggs = 0 }
      actor Farm {
          func collect(_ basket: Basket) {
              Task { SELF basket.eggs += 1 }
          }
      }

      """
    let withoutSelf = try toolchain.check(actor.replacingOccurrences(of: "SELF ", with: ""))
    #expect(!withoutSelf.succeeded)
    let withSelf = try toolchain.check(actor.replacingOccurrences(of: "SELF", with: "_ = self;"))
    #expect(withSelf.succeeded, "\(withSelf.diagnostics)")
  }
}
