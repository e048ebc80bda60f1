import Foundation
import Testing
import UnwrapKit

/// Proofs for claims the lessons make after they were narrowed from "always", "never", "only" and
/// "must": each test compiles or runs a small program and checks what the lesson now says. If a
/// toolchain changes the rule, the test fails and the sentence must be checked again.
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct AbsoluteClaimTests {
  let toolchain = RecordedToolchain.find()!

  /// Runs `source` and returns what it printed, or records why it did not run.
  func output(of source: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String?
  {
    switch try toolchain.run(source) {
    case .ran(let outcome):
      #expect(outcome.succeeded, "\(outcome.standardError)", sourceLocation: sourceLocation)
      return outcome.standardOutput
    case .compileFailed(let diagnostics):
      Issue.record("did not compile:\n\(diagnostics)", sourceLocation: sourceLocation)
    case .compileTimedOut(let seconds):
      Issue.record("compile timed out after \(seconds) s", sourceLocation: sourceLocation)
    }
    return nil
  }

  /// switch: an `Int` switch needs a catch-all case, but `default` is not the only one.
  @Test func intSwitchIsExhaustiveWithACatchAllCaseAndNoDefault() throws {
    let printed = try output(
      of: """
        let floor = 2
        switch floor {
        case 0:
            print("Lobby")
        case let other:
            print("Floor \\(other)")
        }
        switch floor {
        case 1:
            print("Gym")
        case _:
            print("Somewhere")
        }
        """)
    #expect(printed == "Floor 2\nSomewhere\n")
  }

  /// switch: single values alone, with no catch-all case, do not make an `Int` switch exhaustive.
  @Test func intSwitchWithOnlySingleValuesDoesNotCompile() throws {
    let result = try toolchain.check(
      """
      let hour = 9
      switch hour {
      case 9:
          print("Opening")
      case 17:
          print("Closing")
      }
      """)
    #expect(!result.succeeded)
    #expect(result.diagnostics.contains("must be exhaustive"))
  }

  /// protocol-extensions: a method the protocol does not list is chosen by the static type, so
  /// through `any Alarm` the extension's version runs; a listed requirement runs the type's own.
  @Test func unlistedExtensionMethodIsDispatchedStaticallyThroughAny() throws {
    let printed = try output(
      of: """
        protocol Alarm {
            func sound()
        }
        extension Alarm {
            func sound() { print("default sound") }
            func snooze() { print("default snooze") }
        }
        struct Rooster: Alarm {
            func sound() { print("own sound") }
            func snooze() { print("own snooze") }
        }
        let alarm: any Alarm = Rooster()
        alarm.sound()
        alarm.snooze()
        Rooster().snooze()
        """)
    #expect(printed == "own sound\ndefault snooze\nown snooze\n")
  }

  /// access-control: `private` also reaches extensions of the type in the same file, but not
  /// top-level code.
  @Test func privatePropertyIsUsableFromAnExtensionInTheSameFile() throws {
    let printed = try output(
      of: """
        struct Safe {
            private var code = 1234
        }
        extension Safe {
            func peek() -> Int { code }
        }
        print(Safe().peek())
        """)
    #expect(printed == "1234\n")
    let outside = try toolchain.check(
      """
      struct Safe {
          private var code = 1234
      }
      print(Safe().code)
      """)
    #expect(!outside.succeeded)
    #expect(outside.diagnostics.contains("inaccessible due to 'private' protection level"))
  }

  /// your-own-structs: the memberwise initializer leaves out a `let` that already has a value.
  @Test func memberwiseInitializerOmitsAnInitializedLet() throws {
    let printed = try output(
      of: """
        struct S {
            let a = 1
            var b: Int
        }
        print(S(b: 2))
        """)
    #expect(printed == "S(a: 1, b: 2)\n")
    let withA = try toolchain.check(
      """
      struct S {
          let a = 1
          var b: Int
      }
      let s = S(a: 1, b: 2)
      """)
    #expect(!withA.succeeded)
    #expect(withA.diagnostics.contains("extra argument 'a' in call"))
  }

  /// returning-closures: the parentheses are a grammar rule, and this is the diagnostic we quote.
  @Test func singleArgumentFunctionTypeWithoutParenthesesGivesTheQuotedError() throws {
    let result = try toolchain.check(
      """
      func makeDiscount(percent: Int) -> Int -> Int {
          return { price in price - price * percent / 100 }
      }
      """)
    #expect(!result.succeeded)
    #expect(result.diagnostics.contains("single argument function types require parentheses"))
  }

  /// operator-overloading and the summary: "same type on both sides" is the rule for arithmetic on
  /// the numbers taught, not for every operator.
  @Test func someOperatorsTakeTwoDifferentTypes() throws {
    let printed = try output(
      of: """
        let small: UInt8 = 1
        let shift: Int = 3
        print(small << shift)
        print([1, 2] + Set([3]))
        let tiny: Int8 = 1
        let big: Int = 2
        print(tiny < big)
        """)
    #expect(printed == "8\n[1, 2, 3]\ntrue\n")
    let mixed = try toolchain.check("let count = 2\nprint(count + 1.5)")
    #expect(!mixed.succeeded, "Int + Double still needs a conversion")
  }

  /// guard-let: calling a function that never returns, such as `fatalError()`, is a way out of
  /// `else`.
  @Test func guardElseMayEndWithFatalError() throws {
    let printed = try output(
      of: """
        func cabin(_ number: Int?) -> Int {
            guard let number else {
                fatalError("no cabin")
            }
            return number
        }
        print(cabin(7))
        """)
    #expect(printed == "7\n")
  }

  /// variables: ordinary names cannot hold spaces, but backtick-wrapped names (Swift 6.2) can.
  @Test func onlyBacktickNamesMayContainSpaces() throws {
    let printed = try output(of: "let `pet name` = \"Rex\"\nprint(`pet name`)")
    #expect(printed == "Rex\n")
    let spaced = try toolchain.check("let pet name = \"Rex\"")
    #expect(!spaced.succeeded)
  }

  /// doubles-and-booleans: an everyday whole-number Double prints `.0`, a huge one does not.
  @Test func doublePrintsItsDecimalPartOnlyAtEverydaySizes() throws {
    let printed = try output(of: "print(8.0)\nprint(1e16)")
    #expect(printed == "8.0\n1e+16\n")
  }

  /// multi-line-strings: an empty line needs no indentation, a line with text does.
  @Test func emptyLineInMultiLineStringNeedsNoIndentation() throws {
    let printed = try output(
      of: "let text = \"\"\"\n    one\n\n    two\n    \"\"\"\nprint(text)")
    #expect(printed == "one\n\ntwo\n")
    let outdented = try toolchain.check("let text = \"\"\"\n    one\n  two\n    \"\"\"")
    #expect(!outdented.succeeded)
  }

  /// comparison-operators: only A to Z come before a to z; an accented capital sorts after them.
  @Test func onlyPlainCapitalsSortBeforeLowercase() throws {
    let printed = try output(of: "print(\"Zurich\" < \"amsterdam\")\nprint(\"É\" < \"a\")")
    #expect(printed == "true\nfalse\n")
  }

  /// calling-throwing-functions: one `try` covers every throwing call in its expression.
  @Test func oneTryCoversEveryCallInItsExpression() throws {
    let source = """
      func a() throws -> Int { 1 }
      func b() throws -> Int { 2 }
      do {
          let sum = try a() + b()
          print(sum)
      } catch {
          print(error)
      }
      """
    let result = try toolchain.check(source)
    #expect(result.succeeded)
    #expect(!result.diagnostics.contains("warning"), "\(result.diagnostics)")
    #expect(try output(of: source) == "3\n")
  }

  /// writing-functions: naming a function without calling it is an error, but an unused value is
  /// only a warning.
  @Test func onlyAnUnusedFunctionNameIsAnError() throws {
    let function = try toolchain.check("func ringBell() {}\nringBell")
    #expect(!function.succeeded)
    #expect(function.diagnostics.contains("function is unused"))
    let value = try toolchain.check("let bells = 3\nbells")
    #expect(value.succeeded)
    #expect(value.diagnostics.contains("is unused"))
  }

  /// closures: function types may not have argument labels, but `_ name:` is allowed, and one
  /// expression spread over two lines still returns without `return`.
  @Test func closureTypesForbidLabelsNotNamesAndLinesAreNotStatements() throws {
    let printed = try output(
      of: """
        let double: (_ amount: Int) -> Int = { $0 * 2 }
        let shout: (String) -> String = { text in
            text
                .uppercased()
        }
        print(double(3), shout("hi"))
        """)
    #expect(printed == "6 HI\n")
    let labelled = try toolchain.check("let double: (amount: Int) -> Int = { $0 * 2 }")
    #expect(!labelled.succeeded)
    #expect(labelled.diagnostics.contains("function types cannot have argument labels"))
  }

  /// shorthand-parameter-names: a closure with a capture list uses `in` and `$0` together.
  @Test func shorthandNamesMayFollowACaptureListAndIn() throws {
    let printed = try output(of: "let step = 2\nlet add = { [step] in $0 + step }\nprint(add(5))")
    #expect(printed == "7\n")
  }

  /// trailing-closures: a closure that is not the last parameter can trail when the later ones
  /// have defaults.
  @Test func nonLastClosureCanTrailWhenLaterParametersHaveDefaults() throws {
    let printed = try output(
      of: """
        func greet(action: () -> Void, times: Int = 1) {
            for _ in 1...times { action() }
        }
        greet { print("Hi") }
        """)
    #expect(printed == "Hi\n")
  }

  /// self: in a static method `self` is the type; a local constant can hide a property too.
  @Test func selfInAStaticMethodIsTheType() throws {
    let printed = try output(
      of: """
        struct Tank {
            var litres = 5
            static let maxLitres = 9
            static func describe() { print(self) }
            func show() {
                let litres = 1
                print(litres, self.litres, Self.maxLitres)
            }
        }
        Tank.describe()
        Tank().show()
        """)
    #expect(printed == "Tank\n1 5 9\n")
  }

  /// extensions: a type's extension may add a static stored property, never an instance one, and
  /// a protocol extension may add neither.
  @Test func extensionsMayAddStaticStoredPropertiesOnly() throws {
    #expect(try output(of: "extension Int { static let answer = 42 }\nprint(Int.answer)") == "42\n")
    let instance = try toolchain.check("extension Int { var answer = 42 }")
    #expect(!instance.succeeded)
    #expect(instance.diagnostics.contains("extensions must not contain stored properties"))
    let onProtocol = try toolchain.check("protocol P {}\nextension P { static let x = 1 }")
    #expect(!onProtocol.succeeded)
  }

  /// failable-initializers: `init!` may also return nil.
  @Test func implicitlyUnwrappedFailableInitializerMayReturnNil() throws {
    let printed = try output(
      of: """
        struct Rating {
            var stars: Int
            init!(stars: Int) {
                if stars > 5 { return nil }
                self.stars = stars
            }
        }
        print(Rating(stars: 9) == nil)
        """)
    #expect(printed == "true\n")
  }

  /// Type-checks `source` in Swift 6 mode with extra compiler flags (the content checks never pass
  /// any), returning whether it compiled with no error.
  func compiles(_ source: String, flags: [String]) throws -> Bool {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-claim-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: SwiftToolchain.find()!.swiftc)
    process.arguments =
      SwiftToolchain.languageMode + flags + ["-emit-sil", "-o", "/dev/null", file.path]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// approachable-concurrency: the lesson's two "does not compile" samples compile under the Swift 6.2
  /// settings it names, and `@concurrent` brings the error back.
  @Test func swift62SettingsChangeWhatTheApproachableConcurrencyLessonSays() throws {
    let visitors = "struct Visitors {\n    static var count = 0\n}\nVisitors.count += 1\n"
    #expect(try !compiles(visitors, flags: []))
    #expect(try compiles(visitors, flags: ["-default-isolation", "MainActor"]))
    #expect(
      try compiles(
        visitors.replacingOccurrences(of: "static var", with: "nonisolated(unsafe) static var"),
        flags: []))
    let farm = """
      final class Basket {
          var eggs = 0
      }
      FUNC countEggs(in basket: Basket) async -> Int {
          basket.eggs
      }
      @MainActor
      final class Farm {
          let basket = Basket()
          func report() async -> Int {
              basket.eggs = 6
              return await countEggs(in: basket)
          }
      }

      """
    let feature = ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
    let plain = farm.replacingOccurrences(of: "FUNC", with: "func")
    #expect(try !compiles(plain, flags: []))
    #expect(try compiles(plain, flags: feature))
    let concurrent = farm.replacingOccurrences(of: "FUNC", with: "@concurrent func")
    #expect(try !compiles(concurrent, flags: feature))
    let nonsending = farm.replacingOccurrences(
      of: "FUNC", with: "nonisolated(nonsending) func")
    #expect(try compiles(nonsending, flags: []))
  }
}
