import Testing
import UnwrapKit

/// Proofs for the practice hints, exercise hints and Spot the Error explanations corrected when the
/// banks were fact-checked against Swift 6.3: each runs or compiles what the hint now says.
extension AbsoluteClaimTests {
  /// paint-cans, free-pizzas-needed: Int division drops the fraction (toward zero, not down).
  /// predict-half-and-whole: a whole Double prints `.0`, a very large one switches to exponents.
  @Test func intDivisionTruncatesAndLargeDoublesPrintWithExponents() throws {
    let printed = try output(
      of: "print(7 / 2, -7 / 2)\nprint(Double(4), Double(10_000_000_000_000_000))\n")
    #expect(printed == "3 -3\n4.0 1e+16\n")
  }

  /// free-weather-closure: with the parameter's type written, a closure of several statements
  /// infers its return type.
  @Test func aClosureInfersItsReturnTypeOnceItsParameterIsTyped() throws {
    let printed = try output(
      of: """
        let describe = { (celsius: Int) in
            if celsius <= 0 { return "freezing" }
            return "mild"
        }
        print(describe(-3), type(of: describe))
        """)
    #expect(printed == "freezing (Int) -> String\n")
  }

  /// carry-on-check, predict-constrained-larger: strings compare character by character, so
  /// every capital letter sorts before every lowercase one.
  @Test func capitalsSortBeforeLowercaseLetters() throws {
    #expect(
      try output(of: "print(\"Zebra\" < \"apple\", \"apple\" < \"banana\")\n") == "true true\n")
  }

  /// tap-crew-compound: `+=` on an array takes any sequence of its elements, never one element.
  @Test func arrayPlusEqualsTakesASequenceNotAnElement() throws {
    let printed = try output(
      of:
        "var crew = [\"Oduya\"]\ncrew += Set([\"Pell\"])\nvar lanes = [1]\nlanes += 2...3\nprint(crew, lanes)\n"
    )
    #expect(printed == "[\"Oduya\", \"Pell\"] [1, 2, 3]\n")
    let single = try toolchain.check("var crew = [\"Oduya\"]\ncrew += \"Pell\"\n")
    #expect(!single.succeeded)
  }

  /// rearrange-collection-size, rearrange-pool-lengths: top-level code may use an extension
  /// declared after it, and a type with a static property may be declared inside a loop body;
  /// an extension inside a loop does not compile.
  @Test func extensionsSitAtTheTopLevelButMayFollowTheirUse() throws {
    let printed = try output(
      of: """
        for items in [[1, 2], []] {
            print(items.sizeLabel())
            struct Pool { static let laneLength = 25 }
            print(Pool.laneLength * items.count)
        }
        extension Collection {
            func sizeLabel() -> String { isEmpty ? "empty" : "\\(count) items" }
        }
        """)
    #expect(printed == "2 items\n50\nempty\n0\n")
    let nested = try toolchain.check(
      "for _ in 1...2 {\n    extension Int {\n        var twice: Int { self * 2 }\n    }\n}\n")
    #expect(!nested.succeeded)
  }

  /// Spot the Error, a lowercase `int`: the error is a missing type, not a naming rule, since a
  /// lowercase type name of one's own compiles.
  @Test func lowercaseIntIsAMissingTypeNotABrokenNamingRule() throws {
    let missing = try toolchain.check("func double(_ n: int) -> Int { n * 2 }\n")
    #expect(!missing.succeeded)
    #expect(missing.diagnostics.contains("cannot find type 'int' in scope"))
    #expect(try toolchain.check("struct point { var x = 0 }\nprint(point().x)\n").succeeded)
  }

  /// rearrange-pool-lengths: a top-level type may come after the loop that uses it.
  /// free-weather-closure: a closure type on the constant tells the closure its parameter's type.
  @Test func aTopLevelTypeMayFollowItsUseAndAConstantsTypeTypesTheClosure() throws {
    let printed = try output(
      of: """
        for lengths in [2] {
            print(lengths * Pool.laneLength)
        }
        struct Pool { static let laneLength = 25 }
        let label: (Int) -> String = { reading in
            if reading <= 0 { return "freezing" }
            return "mild"
        }
        print(label(-3))
        """)
    #expect(printed == "50\nfreezing\n")
  }

  /// predict-thermostat-observer, rearrange-score-observer, tap-diver-observer: `didSet` runs after
  /// every assignment, even one that stores the same value.
  @Test func didSetRunsForAnAssignmentOfTheSameValue() throws {
    let printed = try output(
      of: """
        struct Thermostat {
            var target = 20 {
                didSet { print("From \\(oldValue) to \\(target)") }
            }
        }
        var hallway = Thermostat()
        hallway.target = 20
        hallway.target += 3
        """)
    #expect(printed == "From 20 to 20\nFrom 20 to 23\n")
  }

  /// free-property-wrapper-at-least-zero: a starting value reaches `init(wrappedValue:)`, not the
  /// setter, so a wrapper that clamps only in its setter keeps a negative start.
  @Test func aWrappersStartingValueSkipsItsSetter() throws {
    let printed = try output(
      of: """
        @propertyWrapper
        struct AtLeastZero {
            private var value: Int
            init(wrappedValue: Int) { value = wrappedValue }
            var wrappedValue: Int {
                get { value }
                set { value = max(newValue, 0) }
            }
        }
        struct Gauge {
            @AtLeastZero var reading: Int
            init(start: Int) { reading = start }
        }
        var gauge = Gauge(start: -3)
        print(gauge.reading)
        gauge.reading = -5
        print(gauge.reading)
        """)
    #expect(printed == "-3\n0\n")
  }

}
