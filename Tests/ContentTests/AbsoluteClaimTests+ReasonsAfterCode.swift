import Testing
import UnwrapKit

/// Proofs for the explanations after code samples corrected in a second pass over reasons: what
/// makes a generic or a protocol refuse a type, what Swift goes by on a constant, and what a
/// closing brace ends.
extension AbsoluteClaimTests {
  /// generic-functions: one placeholder may become `Any` when the context asks for it; only
  /// inferring it is refused. ternary-operator: the same for the two branches.
  @Test func aPlaceholderBecomesAnyOnlyWhenAskedTo() throws {
    let generic = "func bothOrNeither<T>(_ first: T, _ second: T) -> [T] { [first, second] }\n"
    try rejects(
      generic + "let mixed = bothOrNeither(\"jam\", 4)\n", saying: "conflicting arguments")
    let printed = try output(
      of: generic + """
        let mixed: [Any] = bothOrNeither("jam", 4)
        let points = 80
        let result: Any = points >= 50 ? "Pass" : 0
        print(mixed, result)
        """)
    #expect(printed == "[\"jam\", 4] Pass\n")
  }

  /// protocol-inheritance: a type is a child protocol only by declaring it, even with every
  /// member the child asks for.
  @Test func aChildProtocolIsAdoptedOnlyByDeclaringIt() throws {
    let protocols = """
      protocol Glows { func glow() }
      protocol Lantern: Glows { var fuel: Int { get } }
      struct OilLamp: Glows {
          var fuel = 3
          func glow() { print("Glow") }
      }
      func light(_ item: some Lantern) { item.glow() }

      """
    try rejects(
      protocols + "light(OilLamp())\n", saying: "requires that 'OilLamp' conform to 'Lantern'")
    #expect(
      try output(of: protocols + "extension OilLamp: Lantern {}\nlight(OilLamp())\n") == "Glow\n")
  }

  /// lazy-properties, structs-summary: every read of a lazy property on a constant is refused,
  /// even once its value is stored. array-properties-and-methods, structs-summary: a mutating
  /// method is refused on a constant even when it only reads.
  @Test func constantsRefuseEveryMutatingMemberWhateverItDoes() throws {
    try rejects(
      """
      struct StarMap {
          lazy var starCount = 48_000
      }
      var orionMap = StarMap()
      print(orionMap.starCount)
      let frozen = orionMap
      print(frozen.starCount)
      """,
      saying: "cannot use mutating getter on immutable value")
    try rejects(
      """
      extension Array {
          mutating func peekFirst() -> Element? { first }
      }
      let primes = [2, 3, 5, 7]
      print(primes.contains(5), primes.peekFirst() ?? 0)
      """,
      saying: "cannot use mutating member on immutable value")
  }

  /// writing-functions, parameters: a local variable and a parameter a closure captures outlive
  /// the call. deinitializers, capture-lists: an instance outlives the braces of its constant, and
  /// a closure stored elsewhere keeps it, while something still refers to it.
  @Test func capturedLocalsAndReferencedInstancesOutliveTheirBraces() throws {
    let printed = try output(
      of: """
        func stamper(word: String) -> () -> String {
            var count = 0
            return {
                count += 1
                return "\\(word) \\(count)"
            }
        }
        let paid = stamper(word: "PAID")
        print(paid(), paid())
        class Campfire {
            let site: String
            init(site: String) { self.site = site }
            deinit { print("Out at \\(site)") }
        }
        final class Timer { var jobs: [() -> Void] = [] }
        let timer = Timer()
        do {
            let fire = Campfire(site: "Pine Ridge")
            timer.jobs.append { print("Still warm at \\(fire.site)") }
        }
        print("Hiking home")
        timer.jobs[0]()
        timer.jobs.removeAll()
        print("Tent packed")
        """)
    #expect(
      printed
        == "PAID 1 PAID 2\nHiking home\nStill warm at Pine Ridge\nOut at Pine Ridge\nTent packed\n")
  }

  /// automatic-reference-counting, memory-summary: `deinit` runs before the instance is gone, so
  /// it still reads its properties. closures-as-parameters: a called closure's result is `()`.
  @Test func deinitRunsBeforeTheInstanceGoesAndAVoidResultIsEmptyParentheses() throws {
    let printed = try output(
      of: """
        class Balloon {
            let colour = "Red"
            deinit { print("deinit reads", colour) }
        }
        do { _ = Balloon() }
        func juggle() { }
        let result: () = juggle()
        print(result)
        """)
    #expect(printed == "deinit reads Red\n()\n")
    try rejects(
      "func run(_ work: () -> Void) { work() }\nfunc juggle() {}\nrun(juggle())\n",
      saying: "cannot convert value of type '()'")
  }

  /// access-control: a `private(set)` property still lets outside code pick its starting value
  /// through the memberwise initializer. dictionaries: a dictionary does have positions, only no
  /// numbered ones.
  @Test func privateSetKeepsTheMemberwiseInitializerAndDictionariesHaveIndexes() throws {
    let printed = try output(
      of: """
        struct Meter {
            private(set) var reading = 0
        }
        let gasMeter = Meter(reading: 500)
        let capitals = ["Peru": "Lima"]
        print(gasMeter.reading, capitals[capitals.startIndex].value)
        """)
    #expect(printed == "500 Lima\n")
  }

  /// building-and-running-packages: a library module takes no top-level statements, even in a
  /// file of its own (SwiftPM compiles a library target as one).
  @Test func aLibraryModuleTakesNoTopLevelStatements() throws {
    #expect(try compiles("print(\"hello\")\n", flags: []))
    #expect(try !compiles("print(\"hello\")\n", flags: ["-parse-as-library"]))
  }

  /// if-case-and-for-case: an Equatable enum compares `==` with a whole value, such as `.waiting`.
  @Test func anEquatableEnumComparesWithAWholeValue() throws {
    let printed = try output(
      of: """
        enum Parcel: Equatable {
            case waiting
            case delivered(day: Int)
        }
        let now = Parcel.waiting
        print(now == .waiting, now == .delivered(day: 2))
        """)
    #expect(printed == "true false\n")
  }
}
