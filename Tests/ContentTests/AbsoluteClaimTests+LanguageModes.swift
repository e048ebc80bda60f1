import Testing
import UnwrapKit

/// Proofs for sentences that hold in the Swift 6 language mode (every program in the course uses it)
/// but were written as if for Swift itself, and for the one version the content names for a feature.
extension AbsoluteClaimTests {
  static let swift5Mode = ["-swift-version", "5"]

  /// weak-references: the toolchain the course is checked with accepts a `weak let`, and clears it.
  @Test func aWeakLetIsAcceptedAndStillCleared() throws {
    let printed = try output(
      of: """
        final class Owner {}
        final class Pet {
            weak let owner: Owner?
            init(owner: Owner?) { self.owner = owner }
        }
        var owner: Owner? = Owner()
        let pet = Pet(owner: owner)
        print(pet.owner != nil)
        owner = nil
        print(pet.owner == nil)
        """)
    #expect(printed == "true\ntrue\n")
  }

  /// main-actor, glossary "main actor": top-level code is on the main actor in the Swift 6 mode; in
  /// the Swift 5 mode only once it awaits something.
  @Test func topLevelCodeIsOnTheMainActorInTheSwift6Mode() throws {
    let board = """
      @MainActor
      final class Scoreboard {
          var points = 0
          func add(_ amount: Int) { points += amount }
      }
      let board = Scoreboard()
      board.add(10)
      print(board.points)

      """
    #expect(try compiles(board, flags: []))
    #expect(try !compiles(board, flags: Self.swift5Mode))
    #expect(try compiles(board + "await Task.yield()\n", flags: Self.swift5Mode))
    // The lesson says "with its default checking": complete checking joins the main actor at once.
    #expect(try compiles(board, flags: Self.swift5Mode + ["-strict-concurrency=complete"]))
  }

  /// regex-literals, glossary "regex literal": the slash form needs the Swift 6 mode, or the
  /// `BareSlashRegexLiterals` feature in the Swift 5 mode.
  @Test func bareSlashRegexLiteralsNeedTheSwift6Mode() throws {
    let cups = "let step = \"Add 3 cups\"\nprint(step.firstMatch(of: /(\\d+) cups/)?.1 ?? \"\")\n"
    #expect(try compiles(cups, flags: []))
    #expect(try !compiles(cups, flags: Self.swift5Mode))
    #expect(
      try compiles(
        cups, flags: Self.swift5Mode + ["-enable-upcoming-feature", "BareSlashRegexLiterals"]))
  }

  /// static-properties-and-methods, glossary "global variable": a plain `static var` is refused by
  /// the Swift 6 mode, not by a Swift 6 compiler in the Swift 5 mode.
  @Test func aPlainStaticVarIsRefusedByTheSwift6Mode() throws {
    let visitors = "struct Visitors {\n    static var count = 0\n}\nVisitors.count += 1\n"
    try rejects(visitors, saying: "nonisolated global shared mutable state")
    #expect(try compiles(visitors, flags: Self.swift5Mode))
  }
}
