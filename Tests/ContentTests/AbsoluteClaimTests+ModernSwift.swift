import Testing
import UnwrapKit

/// Proofs for sentences of the modern Swift chapters narrowed after a fact-check against the
/// compiler: each was true of the lesson's example but not of Swift, because a counterexample the
/// course itself teaches broke it.
extension AbsoluteClaimTests {
  static let recipe = """
    final class Recipe {
        var steps: [String] = []
    }
    final class Book {
        var latest: Recipe? = nil
    }
    actor Kitchen {
        func cook(_ recipe: Recipe) {}
    }

    """

  /// sendable: a new instance may go to an actor only while nothing else refers to it; an ordinary
  /// parameter may not go at all, a `sending` one may.
  @Test func aNewInstanceIsHandedOverOnlyWhileNothingElseRefersToIt() throws {
    let alone = "func prepare() async {\n    await Kitchen().cook(Recipe())\n}\n"
    #expect(try compiles(Self.recipe + alone, flags: []))
    try rejects(
      Self.recipe + """
        func prepare(book: Book) async {
            let soup = Recipe()
            book.latest = soup
            await Kitchen().cook(soup)
        }
        """, saying: "sending 'soup' risks causing data races")
    try rejects(
      Self.recipe + "func pass(_ r: Recipe) async {\n    await Kitchen().cook(r)\n}\n",
      saying: "risks causing data races")
    #expect(
      try compiles(
        Self.recipe + "func pass(_ r: sending Recipe) async {\n    await Kitchen().cook(r)\n}\n",
        flags: []))
  }

  /// swift-testing-basics: a failing `try #require` throws, so a test marks itself `throws` or
  /// catches the error; doing neither does not compile.
  @Test func aRequireErrorIsThrownOnOrCaught() throws {
    let test = """
      import Testing
      @Test func oats() THROWS {
          let jars = ["oats": 4]
          OPEN let oats = try #require(jars["oats"])
          #expect(oats > 3) CLOSE
      }

      """
    func filled(_ throwing: String, _ open: String, _ close: String) -> String {
      test.replacingOccurrences(of: "THROWS", with: throwing)
        .replacingOccurrences(of: "OPEN", with: open)
        .replacingOccurrences(of: "CLOSE", with: close)
    }
    let library = ["-parse-as-library"]
    #expect(try compiles(filled("throws", "", ""), flags: library))
    #expect(try compiles(filled("", "do {", "} catch {}"), flags: library))
    #expect(try !compiles(filled("", "", ""), flags: library))
  }

  /// main-actor, tasks: a synchronous function cannot `await` in its own body, but may in a `Task`
  /// it starts.
  @Test func aSynchronousFunctionAwaitsOnlyInsideATaskItStarts() throws {
    let refresh = "@MainActor func refresh() {}\n"
    #expect(try compiles(refresh + "func later() {\n    Task { await refresh() }\n}\n", flags: []))
    try rejects(refresh + "func now() {\n    await refresh()\n}\n", saying: "async")
  }

  /// task-cancellation: the error `checkCancellation()` throws may be caught by a function that
  /// does not throw.
  @Test func checkCancellationNeedsTryAndACatchOrAThrowingFunction() throws {
    #expect(
      try compiles(
        "func check() {\n    do { try Task.checkCancellation() } catch {}\n}\n", flags: []))
    #expect(try compiles("func check() throws {\n    try Task.checkCancellation()\n}\n", flags: []))
    #expect(try !compiles("func check() {\n    try Task.checkCancellation()\n}\n", flags: []))
  }

  /// noncopyable-types: a noncopyable type is a struct or an enum, never a class.
  @Test func aNoncopyableTypeIsAStructOrAnEnum() throws {
    #expect(try compiles("struct Key: ~Copyable {\n    let room = 7\n}\n", flags: []))
    #expect(try compiles("enum Pass: ~Copyable {\n    case day, week\n}\n", flags: []))
    try rejects("class Key: ~Copyable {\n    let room = 7\n}\n", saying: "classes cannot be")
  }

  /// if-and-switch-expressions: an `if` expression is a function's or closure's whole body, which
  /// returns it, but not part of a bigger expression.
  @Test func anIfExpressionIsAWholeBodyButNotPartOfAnExpression() throws {
    let body = """
      func label(_ score: Int) -> String {
          if score > 50 { "high" } else { "low" }
      }
      let describe = { (score: Int) -> String in
          if score > 50 { "high" } else { "low" }
      }
      print(label(70), describe(10))

      """
    #expect(try output(of: body) == "high low\n")
    try rejects(
      "let score = 3\nlet bonus = 1 + if score > 2 { 10 } else { 0 }\n",
      saying:
        "'if' may only be used as expression in return, throw, or as the source of an assignment")
  }

  /// regex-literals: the Swift 5 mode takes the `#/…/#` form without any feature.
  @Test func theHashDelimitedRegexLiteralNeedsNoFeature() throws {
    let cups = "print(\"Add 3 cups\".contains(#/\\d+ cups/#))\n"
    #expect(try compiles(cups, flags: Self.swift5Mode))
  }

}
