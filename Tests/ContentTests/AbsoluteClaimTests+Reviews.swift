import Testing
import UnwrapKit

/// Proofs for review statements, reasons and pitfalls corrected in a second fact-check pass, which
/// read every statement literally, as a careful learner would answer it.
extension AbsoluteClaimTests {
  /// variables, constants: a name declared again in the same block does not compile; in an inner
  /// block it makes a separate variable or constant that hides the first, which keeps its value.
  @Test func aNameDeclaredAgainInAnInnerBlockHidesTheFirst() throws {
    let printed = try output(
      of: """
        var total = 0
        for n in 1...3 {
            var total = n
            total += 1
        }
        let opening = 9
        if opening > 0 {
            let opening = 10
            print(opening)
        }
        print(total, opening)
        """)
    #expect(printed == "10\n0 9\n")
    #expect(!(try toolchain.check("var total = 0\nvar total = 1\nprint(total)\n").succeeded))
  }

  /// compound-assignment: `+=` on an array adds each item of a collection, and a string is a
  /// collection of characters.
  @Test func aStringOnTheRightOfArrayPlusEqualsIsItsCharacters() throws {
    let crew = try toolchain.check("var crew = [\"Noor\"]\ncrew += \"Dmitri\"\n")
    #expect(!crew.succeeded)
    #expect(crew.diagnostics.contains("Character"), "\(crew.diagnostics)")
    let letters = "var letters: [Character] = [\"a\"]\nletters += \"bc\"\nprint(letters)\n"
    #expect(try output(of: letters) == "[\"a\", \"b\", \"c\"]\n")
  }

  /// rethrowing-functions, errors-summary: a `rethrows` function may throw while handling its
  /// closure's error, but never on its own account.
  @Test func aRethrowingFunctionThrowsOnlyOnceItsClosureHas() throws {
    let printed = try output(
      of: """
        enum Spill: Error { case milk }
        enum Cleanup: Error { case failed }
        func twice(_ action: () throws -> Void) rethrows {
            do { try action() } catch { throw Cleanup.failed }
        }
        do { try twice { throw Spill.milk } } catch { print(error) }
        """)
    #expect(printed == "failed\n")
    let own = try toolchain.check(
      "enum Cleanup: Error { case failed }\nfunc once(_ action: () throws -> Void) rethrows {\n    throw Cleanup.failed\n}\n"
    )
    #expect(!own.succeeded)
    #expect(own.diagnostics.contains("may only throw if its parameter does"))
  }

  /// protocols-and-extensions-summary, protocol-oriented-programming: an extension may add a
  /// static stored property, never an instance one.
  @Test func extensionsAddStaticButNotInstanceStoredProperties() throws {
    let printed = try output(
      of:
        "struct Recipe {}\nextension Recipe {\n    static let rating = 5\n}\nprint(Recipe.rating)\n"
    )
    #expect(printed == "5\n")
    let instance = try toolchain.check(
      "struct Recipe {}\nextension Recipe {\n    var rating = 5\n}\n")
    #expect(!instance.succeeded)
  }

  /// protocol-extensions: the type that adopts a protocol replaces a default with its own version;
  /// a subclass's version does not, when the class adopted the protocol through the default.
  @Test func onlyTheAdoptingTypesOwnVersionReplacesADefault() throws {
    let printed = try output(
      of: """
        protocol Greeter { func greet() }
        extension Greeter { func greet() { print("default") } }
        struct Host: Greeter { func greet() { print("host") } }
        class Base: Greeter {}
        class Guest: Base { func greet() { print("guest") } }
        let greeters: [any Greeter] = [Host(), Guest()]
        for greeter in greeters { greeter.greet() }
        """)
    #expect(printed == "host\ndefault\n")
  }

  /// equatable-and-hashable: an `==` written inside the type is `static`; one written outside
  /// it, at the top level, works too.
  @Test func equalsMayAlsoBeWrittenOutsideTheType() throws {
    let printed = try output(
      of: """
        struct Coin: Equatable {
            var value: Int
            var mint: () -> Void
        }
        func == (lhs: Coin, rhs: Coin) -> Bool { lhs.value == rhs.value }
        print(Coin(value: 5, mint: {}) == Coin(value: 5, mint: {}))
        """)
    #expect(printed == "true\n")
  }

  /// implicitly-unwrapped-optionals, missing-data: a `var` of an optional type written with `?`
  /// or `!` starts as nil; a `let` of type `Int!` and a `var` spelled `Optional<Double>` do not.
  @Test func onlyQuestionMarkAndBangVarsStartAsNil() throws {
    let printed = try output(
      of: """
        class Recording {
            var length: Int!
            init() {}
        }
        func start() {
            var reading: Double?
            print(reading as Any, Recording().length as Any)
            reading = 2
        }
        start()
        """)
    #expect(printed == "nil nil\n")
    let letBang = try toolchain.check("class Recording {\n    let length: Int!\n    init() {}\n}\n")
    #expect(!letBang.succeeded)
    let spelled = try toolchain.check(
      "func start() {\n    var reading: Optional<Double>\n    print(reading as Any)\n    reading = 2\n}\n"
    )
    #expect(!spelled.succeeded)
  }

  /// trailing-closures: a default for the later parameter does not let an earlier closure
  /// parameter trail the call. closure-return-values: a closure's type may be left unwritten.
  @Test func aTrailingClosureFillsOnlyALaterParameter() throws {
    let early = try toolchain.check(
      "func greet(action: () -> Void, name: String = \"x\") { action() }\ngreet(name: \"Ana\") { print(\"Hi\") }\n"
    )
    #expect(!early.succeeded)
    #expect(early.diagnostics.contains("incorrect argument label"), "\(early.diagnostics)")
    let printed = try output(of: "let isReady = { true }\nprint(type(of: isReady), isReady())\n")
    #expect(printed == "() -> Bool true\n")
  }

  /// sendable, concurrency-summary: the Swift 5 mode warns about Sendable problems, but misusing an
  /// actor's state from outside is an error there too.
  @Test func actorMisuseIsAnErrorEvenInTheSwift5Mode() throws {
    let misuse =
      "actor Jar {\n    var coins = 0\n}\nfunc fill(_ jar: Jar) {\n    jar.coins = 3\n}\n"
    #expect(try !compiles(misuse, flags: ["-swift-version", "5"]))
    let sendable = "final class Label: Sendable {\n    var text = \"\"\n}\n"
    #expect(try compiles(sendable, flags: ["-swift-version", "5"]))
    #expect(try !compiles(sendable, flags: []))
  }

  /// actors: a nonisolated method that is `async` is still awaited.
  @Test func aNonisolatedAsyncMethodIsStillAwaited() throws {
    let plain =
      "actor Bell {\n    nonisolated func name() -> String { \"bell\" }\n}\nprint(Bell().name())\n"
    #expect(try output(of: plain) == "bell\n")
    let async = try toolchain.check(
      "actor Bell {\n    nonisolated func name() async -> String { \"bell\" }\n}\nfunc ring(_ bell: Bell) async {\n    print(bell.name())\n}\n"
    )
    #expect(!async.succeeded)
  }

  /// value-and-reference-semantics: an `inout` struct parameter changes the caller's value.
  @Test func anInoutStructParameterChangesTheCallersValue() throws {
    let printed = try output(
      of: """
        struct Score { var points = 0 }
        func bonus(_ score: inout Score) { score.points += 10 }
        var mine = Score()
        bonus(&mine)
        print(mine.points)
        """)
    #expect(printed == "10\n")
  }

  /// regex-builder, modern-syntax-summary: `Capture` takes a transform too.
  @Test func captureTakesATransform() throws {
    let printed = try output(
      of: """
        import RegexBuilder
        let number = Regex { Capture { OneOrMore(.digit) } transform: { Int($0)! } }
        if let match = "room 43".firstMatch(of: number) {
            let value: Int = match.1
            print(value + 1)
        }
        """)
    #expect(printed == "44\n")
  }

  /// async-functions: `async throws` must be in that order in a declaration; at a call, the
  /// reverse of `try await` is only a warning. type-constraints: a `where` clause of a function
  /// with no return type follows the parameter list.
  @Test func awaitTryIsAWarningButThrowsAsyncIsAnError() throws {
    let call = try toolchain.check(
      "func f() async throws -> Int { 1 }\nfunc g() async throws {\n    print(await try f())\n}\n")
    #expect(call.succeeded, "\(call.diagnostics)")
    #expect(call.diagnostics.contains("'try' must precede 'await'"), "\(call.diagnostics)")
    #expect(!(try toolchain.check("func f() throws async -> Int { 1 }\n").succeeded))
    let printed = try output(
      of: "func same<T>(_ a: T, _ b: T) where T: Equatable {\n    print(a == b)\n}\nsame(1, 1)\n")
    #expect(printed == "true\n")
  }

  /// comparison-operators postscript: tuples compare with `<` when every item does, up to six.
  @Test func tuplesCompareWhenEveryItemDoesUpToSix() throws {
    #expect(
      try output(of: "print((2, \"b\") < (2, \"c\"), (1, 2, 3, 4, 5, 6) < (1, 2, 3, 4, 5, 7))\n")
        == "true true\n")
    #expect(!(try toolchain.check("print((1, true) < (1, false))\n").succeeded))
    #expect(
      !(try toolchain.check("print((1, 2, 3, 4, 5, 6, 7) < (1, 2, 3, 4, 5, 6, 8))\n").succeeded))
  }

  /// lazy-sequences postscript: `first(where:)` on an endless lazy map is optional, and only the
  /// squares up to the first match are worked out.
  @Test func anEndlessLazyMapWorksOutOnlyWhatFirstWhereNeeds() throws {
    let printed = try output(
      of: """
        var worked = 0
        let square = (1...).lazy.map { n -> Int in
            worked += 1
            return n * n
        }.first(where: { $0 > 50 })
        print(square as Any, worked)
        """)
    #expect(printed == "Optional(64) 8\n")
  }
}
