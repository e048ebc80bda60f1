import Testing
import UnwrapKit

/// Proofs for the glossary definitions corrected when all 312 entries were fact-checked against
/// Swift 6.3 in the Swift 6 language mode: each compiles or runs what the definition now says.
extension AbsoluteClaimTests {
  /// Glossary, synthesized conformance: a struct gets no `Comparable`, an enum does.
  @Test func comparableIsSynthesizedForEnumsButNotStructs() throws {
    let structure = try toolchain.check(
      "struct Seat: Comparable {\n    var row: Int\n}\nprint(Seat(row: 1) < Seat(row: 2))\n")
    #expect(!structure.succeeded)
    #expect(structure.diagnostics.contains("not supported for struct"), "\(structure.diagnostics)")
  }

  /// Glossary, property observer: assignments in the type's own initializer run no observer.
  @Test func observersDoNotRunDuringTheTypesOwnInitializer() throws {
    let printed = try output(
      of: """
        struct Thermostat {
            var target: Int {
                didSet { print("from \\(oldValue) to \\(target)") }
            }
            init() {
                target = 19
                target = 21
            }
        }
        var home = Thermostat()
        home.target = 25
        """)
    #expect(printed == "from 21 to 25\n")
  }

  /// Glossary, child task: a group's body that returns early waits for its children without
  /// cancelling them; an `async let` never awaited is cancelled when its scope ends.
  @Test func onlyAnUnawaitedAsyncLetIsCancelledWhenItsScopeEnds() throws {
    let printed = try output(
      of: """
        func nap() async -> Bool {
            try? await Task.sleep(for: .milliseconds(50))
            return Task.isCancelled
        }
        let grouped = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await nap() }
            return "returned early"
        }
        print(grouped)
        func leaveEarly() async {
            async let napping = nap()
        }
        await leaveEarly()
        let cancelled = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await nap() }
            return await group.next()!
        }
        print(cancelled)
        """)
    #expect(printed == "returned early\nfalse\n")
  }

  /// Glossary, consuming: a copyable argument is copied, so the caller's name stays usable.
  @Test func aConsumingParameterCopiesACopyableValue() throws {
    let printed = try output(
      of: """
        func keep(_ word: consuming String) -> Int { word.count }
        func use() {
            let name = "Ada"
            print(keep(name), name)
        }
        use()
        """)
    #expect(printed == "3 Ada\n")
  }

  /// Glossary, memberwise initializer: a `var` with a default may be left out, and a `let` with a
  /// value is not an argument at all.
  @Test func memberwiseInitializerSkipsDefaultsAndSetLets() throws {
    let printed = try output(
      of: """
        struct Config {
            let version = 1
            var name: String
            var beta = false
        }
        let config = Config(name: "trial")
        print(config.version, config.name, config.beta)
        """)
    #expect(printed == "1 trial false\n")
    let passed = try toolchain.check(
      "struct Config {\n    let version = 1\n    var name: String\n}\n_ = Config(version: 2, name: \"beta\")\n"
    )
    #expect(!passed.succeeded)
  }

  /// Glossary, identifier: a plain name has no spaces and no leading digit; one in backticks may
  /// have both (Swift 6.2 and later).
  @Test func backtickNamesMayHoldSpacesAndLeadingDigits() throws {
    let printed = try output(
      of:
        "let `3rd place` = \"bronze\"\nfunc `adds two numbers`() -> Int { 1 + 1 }\nprint(`3rd place`, `adds two numbers`())\n"
    )
    #expect(printed == "bronze 2\n")
    #expect(!(try toolchain.check("let 3rdPlace = \"bronze\"\n").succeeded))
  }
}
