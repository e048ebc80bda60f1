import Testing
import UnwrapKit

/// Proofs for the lesson sentences corrected when every lesson and review was fact-checked against
/// Swift 6.3 in the Swift 6 language mode: each compiles or runs what the sentence now says.
extension AbsoluteClaimTests {
  /// comparison-operators, comparable-types: `: Comparable` orders an enum's cases only when it has
  /// no raw type; cases with `Comparable` associated values compare by case, then by value.
  @Test func enumsGetAComparableOrderOnlyWithoutARawType() throws {
    let raw = try toolchain.check("enum Floor: Int, Comparable {\n    case basement, ground\n}\n")
    #expect(!raw.succeeded)
    #expect(raw.diagnostics.contains("preventing synthesized conformance"), "\(raw.diagnostics)")
    let printed = try output(
      of: """
        enum Floor: Int, Comparable {
            case basement, ground
            static func < (a: Floor, b: Floor) -> Bool { a.rawValue < b.rawValue }
        }
        enum Mood: Comparable {
            case calm, angry(level: Int)
        }
        print(Floor.basement < Floor.ground)
        print(Mood.calm < Mood.angry(level: 1), Mood.angry(level: 3) < Mood.angry(level: 2))
        """)
    #expect(printed == "true\ntrue false\n")
  }

  /// ternary-operator: stored, a `String` and an `Int` side do not compile; inside `print()`, which
  /// takes any type, they do.
  @Test func aTernaryMixesTypesOnlyWhereAnyTypeIsTaken() throws {
    let stored = try toolchain.check("let read = 12\nlet badge = read >= 10 ? \"Bookworm\" : 0\n")
    #expect(!stored.succeeded)
    let printed = try output(of: "let wins = 4\nprint(wins > 3 ? \"Champion\" : wins)\n")
    #expect(printed == "Champion\n")
  }

  /// sets: no integer positions, but a `first` property.
  @Test func aSetHasFirstButNoIntegerPositions() throws {
    let indexed = try toolchain.check("let spotted: Set = [\"robin\"]\nprint(spotted[0])\n")
    #expect(!indexed.succeeded)
    #expect(try output(of: "let spotted: Set = [\"robin\"]\nprint(spotted.first!)\n") == "robin\n")
  }

  /// repeat-loops: `while` checks before its body and `repeat` after it; started true, both run
  /// the body equally often, started false, only `repeat` runs it (once).
  @Test func whileChecksFirstAndRepeatChecksLast() throws {
    let printed = try output(
      of: """
        struct Gate {
            var checks = 0
            mutating func below(_ limit: Int, _ value: Int) -> Bool {
                checks += 1
                return value < limit
            }
        }
        for limit in [2, 0] {
            var first = Gate()
            var whileRuns = 0
            while first.below(limit, whileRuns) { whileRuns += 1 }
            var last = Gate()
            var repeatRuns = 0
            repeat { repeatRuns += 1 } while last.below(limit, repeatRuns)
            print(whileRuns, first.checks, repeatRuns, last.checks)
        }
        """)
    #expect(printed == "2 3 2 2\n0 1 1 1\n")
  }

  /// inheritance: Swift calls a parent's plain `init()` for a subclass that does not; a parent
  /// initializer with parameters must be called.
  @Test func superInitMayBeLeftOutOnlyForAPlainInit() throws {
    let printed = try output(
      of: """
        class Boat {
            var name = "Dinghy"
            init() { print("Boat.init") }
        }
        class Tug: Boat {
            var power: Int
            init(power: Int) { self.power = power }
        }
        print(Tug(power: 3).name)
        """)
    #expect(printed == "Boat.init\nDinghy\n")
    let needsArguments = try toolchain.check(
      """
      class Boat {
          var name: String
          init(name: String) { self.name = name }
      }
      class Tug: Boat {
          var power: Int
          init(power: Int) { self.power = power }
      }
      """)
    #expect(!needsArguments.succeeded)
  }

  /// throwing-functions: a `throw` inside a `do` block goes to that function's own `catch`, and
  /// the function carries on after it.
  @Test func aThrowInsideADoBlockDoesNotEndTheFunction() throws {
    let printed = try output(
      of: """
        enum Spill: Error { case milk }
        func pour() {
            do {
                throw Spill.milk
            } catch {
                print("mopped up")
            }
            print("still pouring")
        }
        pour()
        """)
    #expect(printed == "mopped up\nstill pouring\n")
  }

  /// sendable: a non-Sendable value the function made itself may be sent to an actor when it is
  /// not used again; one it received as a parameter may not, even then.
  @Test func onlyAValueNothingElseReachesMayBeSentToAnActor() throws {
    let declarations = """
      final class Recipe { var steps: [String] = [] }
      actor Kitchen { func cook(_ recipe: Recipe) { print(recipe.steps.count) } }

      """
    let made = try toolchain.check(
      declarations
        + "func prepare(in kitchen: Kitchen) async {\n    await kitchen.cook(Recipe())\n}\n")
    #expect(made.succeeded, "\(made.diagnostics)")
    let received = try toolchain.check(
      declarations
        + "func pass(_ soup: Recipe, to kitchen: Kitchen) async {\n    await kitchen.cook(soup)\n}\n"
    )
    #expect(!received.succeeded)
    #expect(received.diagnostics.contains("sending 'soup' risks causing data races"))
  }

  /// task-groups: a throwing group whose results are never read drops its child's error.
  @Test func anUnreadThrowingGroupDropsItsChildsError() throws {
    let printed = try output(
      of: """
        struct Burnt: Error {}
        let unread = try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask { throw Burnt() }
            return 42
        }
        print(unread)
        do {
            let read = try await withThrowingTaskGroup(of: Int.self) { group in
                group.addTask { throw Burnt() }
                for try await value in group { print(value) }
                return 42
            }
            print(read)
        } catch {
            print("caught \\(error)")
        }
        """)
    #expect(printed == "42\ncaught Burnt()\n")
  }

  /// result-builders: a builder can join the pieces with `buildPartialBlock` and no `buildBlock`.
  @Test func aResultBuilderWorksWithBuildPartialBlockAlone() throws {
    let printed = try output(
      of: """
        @resultBuilder
        enum Shelf {
            static func buildPartialBlock(first: String) -> [String] { [first] }
            static func buildPartialBlock(accumulated: [String], next: String) -> [String] {
                accumulated + [next]
            }
        }
        @Shelf func jars() -> [String] {
            "honey"
            "jam"
        }
        print(jars())
        """)
    #expect(printed == "[\"honey\", \"jam\"]\n")
  }

  /// multi-line-strings: the closing quotes start a new line but code may follow them.
  /// enum-associated-values: `if case` also reads an associated value.
  @Test func closingQuotesStartALineAndIfCaseReadsAnAssociatedValue() throws {
    let printed = try output(
      of: """
        print(\"\"\"
            Packed
            \"\"\")
        enum Payment { case cash, card(lastDigits: String) }
        if case .card(let digits) = Payment.card(lastDigits: "4821") { print(digits) }
        """)
    #expect(printed == "Packed\n4821\n")
    let sameLine = try toolchain.check("let note = \"\"\"\n    bye\"\"\"\n")
    #expect(!sameLine.succeeded)
    #expect(sameLine.diagnostics.contains("closing delimiter must begin on a new line"))
  }

  /// nil-coalescing: the fallback on the right of `??` runs only when the optional is nil.
  /// custom-subscripts: subscripts may differ by return type alone. map-and-filter: `map` on a
  /// lazy sequence is lazy, not an array.
  @Test func theFallbackRunsOnlyForNilAndLazyMapIsNoArray() throws {
    let printed = try output(
      of: """
        func ten() -> Int {
            print("fallback worked out")
            return 10
        }
        let bonus: Int? = 3
        print(bonus ?? 0 + ten())
        struct Shelf {
            var items = ["a", "bb"]
            subscript(i: Int) -> String { items[i] }
            subscript(i: Int) -> Int { items[i].count }
        }
        let word: String = Shelf()[1]
        let length: Int = Shelf()[1]
        print(word, length, type(of: [1, 2].lazy.map { $0 * 2 }) == [Int].self)
        """)
    #expect(printed == "3\nbb 2 false\n")
  }

  /// inheritance: Swift calls a parent's initializer for you when it is the parent's only one and
  /// needs no arguments (defaults count); beside another initializer, it does not.
  @Test func superInitIsImplicitOnlyForASingleArgumentFreeInitializer() throws {
    let printed = try output(
      of: """
        class Boat {
            var name: String
            init(name: String = "Unnamed") { self.name = name }
        }
        class Ketch: Boat {
            var masts: Int
            init(masts: Int) { self.masts = masts }
        }
        print(Ketch(masts: 2).name)
        """)
    #expect(printed == "Unnamed\n")
    let two = try toolchain.check(
      """
      class Boat {
          var name: String
          init() { name = "Unnamed" }
          init(name: String) { self.name = name }
      }
      class Ketch: Boat {
          var masts: Int
          init(masts: Int) { self.masts = masts }
      }
      """)
    #expect(!two.succeeded)
  }

  /// access-control: a private property that is a memberwise parameter makes the initializer
  /// private; a `private let` that already has a value does not.
  @Test func onlyAPrivateParameterMakesTheMemberwiseInitializerPrivate() throws {
    let printed = try output(
      of:
        "struct Locker {\n    var number: Int\n    private let attempts = 3\n}\nprint(Locker(number: 7).number)\n"
    )
    #expect(printed == "7\n")
    let hidden = try toolchain.check(
      "struct Locker {\n    var number: Int\n    private var pin = 0\n}\nprint(Locker(number: 7).number)\n"
    )
    #expect(!hidden.succeeded)
    #expect(hidden.diagnostics.contains("inaccessible due to 'private' protection level"))
  }
}
