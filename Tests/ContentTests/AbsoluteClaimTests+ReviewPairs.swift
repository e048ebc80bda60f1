import Testing
import UnwrapKit

/// Proofs for the review statements written to replace one half of a true-and-false pair: a
/// "multiple" review shows every statement at once, so a statement next to its own negation gave
/// the answer away. Each test checks what a new statement or its reason says the compiler does.
extension AbsoluteClaimTests {
  /// extensions: a type may have several extensions; a computed property added in one is not a
  /// memberwise parameter; an initializer in one must still set every stored property.
  @Test func extensionsMayBeManyAddNoMemberwiseParametersAndStillSetEveryProperty() throws {
    let recipe = "struct Recipe {\n    var title: String\n    var servings: Int\n}\n"
    let printed = try output(
      of: recipe + """
        extension Recipe {
            var isForOne: Bool { servings == 1 }
        }
        extension Recipe {
            func label() -> String { "\\(title) (\\(servings))" }
        }
        let soup = Recipe(title: "Soup", servings: 1)
        print(soup.isForOne, soup.label())
        """)
    #expect(printed == "true Soup (1)\n")
    try rejects(
      recipe
        + "extension Recipe {\n    var isForOne: Bool { servings == 1 }\n}\n"
        + "let soup = Recipe(title: \"Soup\", servings: 1, isForOne: true)\n",
      saying: "extra argument 'isForOne' in call")
    try rejects(
      recipe
        + "extension Recipe {\n    init(title: String) {\n        self.title = title\n    }\n}\n",
      saying: "return from initializer without initializing all stored properties")
  }

  /// optional-chaining: a chain with two `?` gives one optional, an optional property further
  /// along needs its own `?`, and `!` in place of `?` crashes on the missing owner.
  @Test func aChainGivesOneOptionalAndBangsInItsPlaceCrash() throws {
    let lockers = """
      struct Locker {
          var owner: String?
      }
      let lockers = [12: Locker(owner: "Farah"), 13: Locker(owner: nil)]

      """
    let printed = try output(
      of: lockers
        + "let shout = lockers[12]?.owner?.uppercased()\nprint(type(of: shout), shout as Any)\n")
    #expect(printed == "Optional<String> Optional(\"FARAH\")\n")
    try rejects(
      lockers + "print(lockers[12]?.owner.uppercased() as Any)\n",
      saying: "value of optional type 'String?' must be unwrapped")
    guard
      case .ran(let outcome) = try toolchain.run(
        lockers + "print(lockers[13]!.owner!.uppercased())\n")
    else {
      Issue.record("the force-unwrapped chain did not compile")
      return
    }
    #expect(!outcome.succeeded)
    #expect(outcome.standardError.contains("Unexpectedly found nil"), "\(outcome.standardError)")
  }

  /// initializers: a `let` with a default value cannot be assigned again in `init`; a `var` can.
  @Test func anInitializerMayChangeAVarDefaultButNotALetDefault() throws {
    let recipe =
      "struct Recipe {\n    var name: String\n    DECL servings = 4\n\n"
      + "    init(dish: String) {\n        name = dish\n        servings = 6\n    }\n}\n"
    try rejects(
      recipe.replacingOccurrences(of: "DECL", with: "let"),
      saying: "immutable value 'self.servings' may only be initialized once")
    let printed = try output(
      of: recipe.replacingOccurrences(of: "DECL", with: "var")
        + "print(Recipe(dish: \"Soup\").servings)\n")
    #expect(printed == "6\n")
  }

  /// initializers: each memberwise argument label is a stored property's name, so a label the
  /// struct has no property for is refused.
  @Test func memberwiseLabelsAreStoredPropertyNames() throws {
    let pass =
      "struct BoardingPass {\n    var passenger: String\n    var seat: String\n    var checkedBags = 0\n}\n"
    let printed = try output(
      of: pass
        + "let pass = BoardingPass(passenger: \"Amara\", seat: \"14C\", checkedBags: 1)\n"
        + "print(pass.passenger, pass.seat, pass.checkedBags)\n")
    #expect(printed == "Amara 14C 1\n")
    try rejects(
      pass + "let pass = BoardingPass(traveller: \"Amara\", seat: \"14C\")\n",
      saying:
        "extra argument 'traveller' in call")
  }

  /// computed-properties: a computed property takes no room in an instance, may be of another type
  /// than what it reads, and its setter cannot run on an instance in a `let`.
  @Test func aComputedPropertyStoresNothingAndItsSetterNeedsAVar() throws {
    let printed = try output(
      of: """
        struct Plain {
            var seconds: Int
        }
        struct Session {
            var seconds: Int
            var isLong: Bool {
                seconds > 3_600
            }
        }
        print(MemoryLayout<Session>.size == MemoryLayout<Plain>.size)
        print(Session(seconds: 4_000).isLong)
        """)
    #expect(printed == "true\ntrue\n")
    try rejects(
      """
      struct Rug {
          var width: Int
          var length: Int
          var area: Int {
              get { width * length }
              set { length = newValue / width }
          }
      }
      let hallRug = Rug(width: 2, length: 5)
      hallRug.area = 12
      """,
      saying: "cannot assign to property: 'hallRug' is a 'let' constant")
  }

  /// try-optional-and-forced: `try!` gives the plain value, not an optional.
  @Test func forcedTryGivesThePlainValue() throws {
    let printed = try output(
      of: """
        struct Unreadable: Error {}
        func lockerNumber(_ code: String) throws -> Int {
            guard code.hasPrefix("L"), let number = Int(code.dropFirst()) else {
                throw Unreadable()
            }
            return number
        }
        let number = try! lockerNumber("L12")
        print(type(of: number), number)
        """)
    #expect(printed == "Int 12\n")
  }

  /// try-optional-and-forced: `try!` lets a function not marked `throws` call a throwing one with
  /// no `do` block, where a plain `try` would be refused.
  @Test func forcedTryNeedsNoThrowingContext() throws {
    let locker = """
      struct Unreadable: Error {}
      func lockerNumber(_ code: String) throws -> Int {
          guard code.hasPrefix("L"), let number = Int(code.dropFirst()) else {
              throw Unreadable()
          }
          return number
      }

      """
    let printed = try output(
      of: locker
        + "func firstLocker() -> Int {\n    try! lockerNumber(\"L12\")\n}\nprint(firstLocker())\n")
    #expect(printed == "12\n")
    try rejects(
      locker + "func firstLocker() -> Int {\n    try lockerNumber(\"L12\")\n}\n",
      saying: "errors thrown from here are not handled")
  }

  /// implicitly-unwrapped-optionals: a `var` of type `Int!` can be set back to `nil`, and comparing
  /// it with `nil` does not unwrap it.
  @Test func anImplicitlyUnwrappedOptionalTakesNilAgainAndComparesWithoutCrashing() throws {
    let printed = try output(
      of: """
        class Recording {
            var lengthInSeconds: Int!
        }
        let memo = Recording()
        memo.lengthInSeconds = 95
        memo.lengthInSeconds = nil
        print(memo.lengthInSeconds == nil)
        """)
    #expect(printed == "true\n")
  }

  /// try-optional-and-forced: `try?` on a call that already returns `Int?` gives one `Int?`,
  /// not an `Int??`.
  @Test func optionalTryOnAnOptionalResultGivesOneOptional() throws {
    let printed = try output(
      of: """
        struct Unreadable: Error {}
        func lockerOwner(_ number: Int) throws -> Int? {
            if number < 0 {
                throw Unreadable()
            }
            return number == 7 ? nil : number * 10
        }
        let owner = try? lockerOwner(3)
        print(type(of: owner), owner ?? 0)
        """)
    #expect(printed == "Optional<Int> 30\n")
  }

  /// try-optional-and-forced: the fatal error of a broken `try!` quotes the error that was thrown.
  @Test func aBrokenForcedTryNamesTheThrownError() throws {
    guard
      case .ran(let outcome) = try toolchain.run(
        """
        enum LockerError: Error {
            case unreadable(String)
        }
        func lockerNumber(_ code: String) throws -> Int {
            guard code.hasPrefix("L"), let number = Int(code.dropFirst()) else {
                throw LockerError.unreadable(code)
            }
            return number
        }
        print(try! lockerNumber("L-one"))
        """)
    else {
      Issue.record("the try! program did not compile")
      return
    }
    #expect(!outcome.succeeded)
    #expect(
      outcome.standardError.contains("LockerError.unreadable(\"L-one\")"),
      "\(outcome.standardError)")
  }

  /// initializers: an initializer may set the stored properties in any order, as long as each has
  /// a value by the end.
  @Test func anInitializerSetsPropertiesInAnyOrder() throws {
    let printed = try output(
      of: """
        struct Booking {
            var guest: String
            var nights: Int

            init(name: String, stay: Int) {
                nights = stay
                guest = name
            }
        }
        let booking = Booking(name: "Ines", stay: 3)
        print(booking.guest, booking.nights)
        """)
    #expect(printed == "Ines 3\n")
  }

  /// initializers: a default value does not add a parameter to an initializer you write yourself.
  @Test func aDefaultValueAddsNoParameterToYourOwnInitializer() throws {
    let booking = """
      struct Booking {
          var guest: String
          var hasBreakfast = false

          init(name: String) {
              guest = name
          }
      }

      """
    let printed = try output(
      of: booking + "print(Booking(name: \"Ines\").hasBreakfast)\n")
    #expect(printed == "false\n")
    try rejects(
      booking + "let booking = Booking(name: \"Ines\", hasBreakfast: true)\n",
      saying: "extra argument 'hasBreakfast' in call")
  }
}
