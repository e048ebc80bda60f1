import Testing
import UnwrapKit

/// Proofs for sentences of the first chapters narrowed after a fact-check: each rule held for the
/// lesson's example, but `nil`, a slice, `return`, `rethrows`, `break` or where the code sits broke it.
extension AbsoluteClaimTests {
  static let thermostatError = """
    enum ThermostatError: Error {
        case tooHot, tooCold
    }
    func setHeating(to degrees: Int) throws -> Int {
        if degrees > 30 { throw ThermostatError.tooHot }
        return degrees
    }

    """

  /// calling-throwing-functions: without a catch-all, an error escapes the `do` block: a crash at
  /// the top level, a compile error in a function that is not `throws`, the caller's in one that is.
  @Test func anErrorNoCatchMatchesDependsOnWhereTheDoIs() throws {
    let partial = "do {\n    print(try setHeating(to: 40))\n} catch ThermostatError.tooCold {\n}\n"
    guard case .ran(let outcome) = try toolchain.run(Self.thermostatError + partial) else {
      Issue.record("the top-level program did not compile")
      return
    }
    #expect(outcome.standardError.contains("Error raised at top level"), "\(outcome.standardError)")
    try rejects(
      Self.thermostatError + "func warm() {\n" + partial + "}\n",
      saying: "the enclosing catch is not exhaustive")
    #expect(
      try compiles(Self.thermostatError + "func warm() throws {\n" + partial + "}\n", flags: []))
  }

  /// dictionaries: assigning `nil` removes the pair; `removeValue(forKey:)` removes it and hands
  /// back the old value.
  @Test func assigningNilRemovesAPairAndRemoveValueReturnsIt() throws {
    let printed = try output(
      of: """
        var airports = ["YVR": "Vancouver", "CDG": "Paris"]
        airports["YVR"] = "Vancouver International"
        print(airports.count)
        airports["YVR"] = nil
        print(airports.count)
        print(airports.removeValue(forKey: "CDG") as Any, airports.removeValue(forKey: "CDG") as Any)
        """)
    #expect(printed == "2\n1\nOptional(\"Paris\") nil\n")
  }

  /// compound-assignment: for numbers both sides share a type; a string takes a substring and an
  /// array any sequence of its elements.
  @Test func compoundAssignmentTakesSequencesForStringsAndArrays() throws {
    let printed = try output(
      of: """
        var crew = ["Noor"]
        let others = ["Ines", "Kwame", "Mei"]
        crew += others[1...]
        var trip = "Packed, "
        trip += "drove north fast".prefix(11)
        var numbers = [1]
        numbers += 2...4
        print(crew, trip, numbers)
        """)
    #expect(printed == "[\"Noor\", \"Kwame\", \"Mei\"] Packed, drove north [1, 2, 3, 4]\n")
    try rejects("var count = 1\ncount += 0.5\n", saying: "cannot convert value of type 'Double'")
  }

  /// exiting-loops: inside a function, `return` leaves a loop from inside a `switch`.
  @Test func returnLeavesALoopFromInsideASwitch() throws {
    let printed = try output(
      of: """
        func movesBeforeStop(_ moves: [String]) -> Int {
            var done = 0
            for move in moves {
                switch move {
                case "stop": return done
                default: done += 1
                }
            }
            return done
        }
        print(movesBeforeStop(["left", "up", "stop", "down"]))
        """)
    #expect(printed == "2\n")
  }

  /// throwing-functions: `throws` is needed for a function's own errors; `rethrows` passes on a
  /// closure's.
  @Test func aRethrowingFunctionPassesOnItsClosuresError() throws {
    let printed = try output(
      of: """
        struct Bad: Error {}
        func runCheck(_ check: () throws -> Void) rethrows {
            try check()
        }
        do {
            try runCheck { throw Bad() }
        } catch {
            print("passed on")
        }
        """)
    #expect(printed == "passed on\n")
    try rejects(
      "struct Bad: Error {}\nfunc fail() {\n    throw Bad()\n}\n",
      saying: "error is not handled because the enclosing function is not declared 'throws'")
  }

  /// ternary-operator: a branch of an `if` expression that gives a value is just that value; one
  /// that throws may run statements first.
  @Test func anIfExpressionBranchIsOneValueOrEndsInAThrow() throws {
    #expect(
      try compiles(
        """
        struct Bad: Error {}
        func pick(_ ready: Bool) throws -> Int {
            let value = if ready { 1 } else { print("not ready"); throw Bad() }
            return value
        }
        """, flags: []))
    try rejects(
      "let ready = true\nlet value = if ready { print(\"yes\"); 1 } else { 0 }\n",
      saying: "non-expression branch of 'if' expression may only end with a 'throw'")
  }

  /// while-loops: a loop ends by its condition only if the body changes what it reads; a `break`
  /// ends it either way.
  @Test func aBreakEndsAWhileLoopWhoseConditionNeverChanges() throws {
    let printed = try output(
      of:
        "var cells = 1\nwhile cells < 1000 {\n    print(\"checking\")\n    break\n}\nprint(cells)\n"
    )
    #expect(printed == "checking\n1\n")
  }
}

/// Proofs for sentences of the closures, classes and optionals chapters narrowed after a fact-check.
extension AbsoluteClaimTests {
  /// guard-let: a guard's `else` runs when the optional is `nil`, and also when a condition after
  /// the comma fails.
  @Test func aGuardsElseRunsForNilOrAFailedCondition() throws {
    let printed = try output(
      of: """
        func check(_ weight: Int?) {
            guard let weight, weight <= 30 else {
                print("else")
                return
            }
            print(weight)
        }
        check(nil)
        check(45)
        check(20)
        """)
    #expect(printed == "else\nelse\n20\n")
  }

  /// your-own-classes: defaults everywhere give a class with no superclass a plain `init()`; a
  /// subclass inherits its parent's initializers instead.
  @Test func onlyAClassWithNoSuperclassGetsAFreeEmptyInit() throws {
    let printed = try output(of: "class Lamp {\n    var watts = 40\n}\nprint(Lamp().watts)\n")
    #expect(printed == "40\n")
    try rejects(
      """
      class Lamp {
          var watts = 40
          init(watts: Int) { self.watts = watts }
      }
      class DeskLamp: Lamp {
          var arms = 2
      }
      let lamp = DeskLamp()
      """, saying: "missing argument for parameter 'watts' in call")
  }

  /// closure-parameters: an ordinary closure parameter is a constant; an `inout` one can be
  /// assigned.
  @Test func anInoutClosureParameterCanBeAssigned() throws {
    let printed = try output(
      of:
        "let bump = { (count: inout Int) in count += 1 }\nvar visits = 1\nbump(&visits)\nprint(visits)\n"
    )
    #expect(printed == "2\n")
    try rejects(
      "let tidy = { (name: String) in\n    name = \"Guest\"\n}\n",
      saying: "cannot assign to value: 'name' is a 'let' constant")
  }

  /// comparable-types: the `<` a type gives `Comparable` may be a `static func` inside it or a
  /// function at the top level.
  @Test func aComparableLessThanMayBeWrittenAtTheTopLevel() throws {
    let printed = try output(
      of: """
        struct Parcel: Comparable {
            var grams: Int
        }
        func < (lhs: Parcel, rhs: Parcel) -> Bool { lhs.grams < rhs.grams }
        print(Parcel(grams: 200) < Parcel(grams: 500), [Parcel(grams: 9), Parcel(grams: 3)].min()!.grams)
        """)
    #expect(printed == "true 3\n")
  }
}
