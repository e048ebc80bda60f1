import Testing

@testable import UnwrapKit

@Suite struct AnswerMatcherTests {
  func same(_ a: String, _ b: String) -> Bool {
    AnswerMatcher(references: [a]).match(b) == .matched(reference: 0)
  }

  let larger =
    "func larger(_ a: Int, _ b: Int) -> Int {\n    if a > b {\n        return a\n    }\n    return b\n}"

  @Test func renamesEveryNameTheLearnerChose() {
    #expect(
      same(
        larger,
        "func biggest(_ x: Int, _ y: Int) -> Int {\n if x > y {\n return x\n }\n return y\n}"))
    #expect(
      same(
        larger,
        "func larger(first a: Int, second b: Int) -> Int { if a > b { return a }; return b }"))
    #expect(
      same("for (key, value) in pairs { print(key, value) }", "for (k, v) in pairs { print(k, v) }")
    )
    #expect(
      same(
        "let total = [1, 2].reduce(0) { sum, next in sum + next }",
        "let t = [1, 2].reduce(0) { a, b in a + b }"))
    #expect(same("struct Box { var width: Int }", "struct Crate { var width: Int }"))
    #expect(same("outer: for i in 1...3 { break outer }", "loop: for j in 1...3 { break loop }"))
  }

  /// A reference followed by a comment left open does not compile, so it is no match; with the
  /// comment closed it is one.
  @Test func aCommentLeftOpenIsNoMatch() {
    #expect(!same(larger, larger + "\n/* tidy up later"))
    #expect(!same(larger, larger + " /* outer /* inner */"))
    #expect(same(larger, larger + "\n/* tidy up later */"))
  }

  /// An operator that Swift reads as prefix right after an operand starts a new statement, so it
  /// is not the binary operator of the reference, however the tokens line up; spacing that keeps
  /// an operator binary, or an operator that is prefix in both, still matches.
  @Test func anOperatorThatStartsANewStatementIsNotTheReferencesBinaryOne() {
    let subtract = "let left = minutes - wholeHours * 60"
    #expect(!same(subtract, "let left = minutes\n    -wholeHours * 60"))
    #expect(!same(subtract, "let left = minutes -wholeHours * 60"))
    #expect(!same("total = total + score", "total = total\n+score"))
    #expect(!same("let n = list[0] - 1", "let n = list[0] -1"))
    #expect(same(subtract, "let left = minutes-wholeHours*60"))
    #expect(same(subtract, "let left = minutes\n    - wholeHours * 60"))
    #expect(same(subtract, "let left = minutes -\n    wholeHours * 60"))
    for prefix in [
      "x = -1", "return -x", "print(max(-1, x))", "let a = [-1, -2]", "f(x: -1)", "let b = !flag",
      "let c = a ? -1 : 1", "if !done { print(-n) }",
    ] {
      #expect(same(prefix, prefix.replacingOccurrences(of: " -", with: "  -")), "\(prefix)")
    }
    #expect(same("print(-a)", "print( -a)"))
  }

  @Test func matchesAsyncAnswersWhateverTheirNames() {
    let reference =
      "func total(_ n: Int) async -> Int {\n    async let a = double(n)\n    return await a + 1\n}"
    #expect(
      same(
        reference,
        "func sum(_ x: Int) async -> Int {\n    async let d = double(x)\n    return await d + 1\n}")
    )
    #expect(
      !same(reference, "func sum(_ x: Int) -> Int {\n    let d = double(x)\n    return d + 1\n}"))
    // The loop variable of `for await` and `for try await` is the learner's own name.
    #expect(
      same(
        "var sum = 0\nfor await reading in stream { sum += reading }",
        "var total = 0\nfor await value in stream { total += value }"))
    #expect(
      same(
        "for try await line in lines { print(line) }", "for try await row in lines { print(row) }"))
    #expect(
      !same("for await line in lines { print(line) }", "for try await row in lines { print(row) }"))
  }

  @Test func aKeywordAsAnArgumentLabelIsDroppedLikeAnyLabel() {
    let reference =
      "func beans(forCups cups: Int) -> Int {\n    cups * 12\n}\nprint(beans(forCups: 2))"
    #expect(
      same(
        reference, "func beans(for count: Int) -> Int {\n    count * 12\n}\nprint(beans(for: 2))"))
    #expect(
      same(reference, "func beans(in count: Int) -> Int {\n    count * 12\n}\nprint(beans(in: 2))"))
    #expect(
      !same(
        reference, "func beans(for count: Int) -> Int {\n    count * 10\n}\nprint(beans(for: 2))"))
  }

  @Test func leavesKeywordsLibraryNamesMembersStringsAndCommentsAlone() {
    #expect(!same("let name = \"name\"", "let who = \"who\""))
    #expect(same("let name = \"name\" // name", "let who = \"name\" // who cares"))
    #expect(same("let n = s.count", "let m = s.count"))
    #expect(!same("let n = s.count", "let n = s.first"))
    #expect(!same("print(a)", "dump(a)"))
    #expect(same("let n = 3\nprint(\"n is \\(n)\")", "let k = 3\nprint(\"n is \\(k)\")"))
  }

  @Test func homogenizesStyle() {
    #expect(same("let x = 5", "let x=5"))
    #expect(same("let x = 5", "var  x   =   5"))
    #expect(same("let x = 5", "let x: Int = 5"))
    #expect(same("let d = 2.5", "let d: Double = 2.5"))
    #expect(same("let s = \"hi\"", "let s: String = \"hi\""))
    #expect(!same("let d = 2", "let d: Double = 2"), "2 alone would be an Int")
    #expect(same("var list = [Int]()", "var list: [Int] = []"))
    #expect(same("var list = [Int]()", "var list: Array<Int> = []"))
    #expect(same("var map = [String: Int]()", "var map: Dictionary<String, Int> = [:]"))
    #expect(same("var maybe: Int? = nil", "var maybe: Optional<Int> = nil"))
    #expect(same("var grid = [[Int]]()", "var grid: Array<Array<Int>> = []"))
    #expect(same("if a > b { print(a) }", "if (a > b) {\n    print(a)\n}"))
    #expect(same("while n < 3 { n += 1 }", "while (n < 3)\n{\n n += 1\n}"))
    #expect(same("let even = n.isMultiple(of: 2)", "let even = n % 2 == 0"))
    #expect(same("let a = 1; let b = 2", "let a = 1\nlet b = 2"))
    #expect(same("for _ in 1...3 { print(\"hi\") }", "for i in 1...3 { print(\"hi\") }"))
    #expect(same("let f = { (_: Int) in print(1) }", "let f = { (unused: Int) in print(1) }"))
  }

  @Test func explicitAndImplicitReturnMatchOnlyForSingleExpressionBodies() {
    let implicit = "func double(_ n: Int) -> Int {\n    n * 2\n}"
    #expect(same(implicit, "func double(_ n: Int) -> Int {\n    return n * 2\n}"))
    #expect(
      same("let f = { (n: Int) -> Int in n + 1 }", "let f = { (n: Int) -> Int in return n + 1 }"))
    #expect(same("let d = list.map { $0 * 2 }", "let d = list.map { return $0 * 2 }"))
    #expect(
      !same(
        larger,
        "func larger(_ a: Int, _ b: Int) -> Int {\n    if a > b {\n        a\n    }\n    b\n}"))
  }

  @Test func theOriginalMatchersKnownMistakesAreFixed() {
    // Rejecting an explicit return where the reference omitted it.
    #expect(same("func f() -> Int { 1 }", "func f() -> Int { return 1 }"))
    // Missing `let x=5` and declarations with extra spaces.
    #expect(same("let x = 5", "let x=5"))
    #expect(same("let x = 5", "let   x  =  5"))
    // Renaming inside strings and comments.
    #expect(!same("let a = \"a\"", "let b = \"b\""))
    // Ignoring tuple loop patterns and multi-parameter closures.
    #expect(!same("for (a, b) in pairs { print(a) }", "for (a, b) in pairs { print(b) }"))
    #expect(!same("let f = { (a: Int, b: Int) in a - b }", "let f = { (a: Int, b: Int) in b - a }"))
    // Accepting an answer anywhere inside longer input.
    #expect(!same("let x = 5", "let x = 5\nprint(\"extra\")"))
    #expect(!same("let x = 5", "let y = 4\nlet x = 5"))
  }

  @Test func rejectsDifferentLogic() {
    #expect(
      !same(
        larger,
        "func larger(_ a: Int, _ b: Int) -> Int {\n    if a < b {\n        return a\n    }\n    return b\n}"
      ))
    #expect(!same("for i in 1...5 { print(i) }", "for i in 1..<5 { print(i) }"))
    #expect(!same("let x = 5", ""))
  }

  @Test func reportsWhichReferenceMatched() {
    let matcher = AnswerMatcher(references: ["let x = 1", "let x = 2"])
    #expect(matcher.match("var y = 2") == .matched(reference: 1))
    #expect(matcher.match("let y = 3") == .noMatch)
  }

  @Test func neverCrashesOnGarbageOrMutations() {
    var random = SeededGenerator(seed: 11)
    let matcher = AnswerMatcher(references: [larger])
    let pieces = Array(larger) + Array("\"\\(#`@{}[]()<>?!:;,.$_0x1e")
    for _ in 0..<400 {
      var chars = Array(larger)
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let position = Int.random(in: 0..<chars.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: chars.remove(at: position)
        case 1: chars.insert(pieces.randomElement(using: &random)!, at: position)
        default: chars[position] = pieces.randomElement(using: &random)!
        }
      }
      _ = matcher.match(String(chars))
      let bytes = (0..<Int.random(in: 0..<60, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      _ = matcher.match(String(decoding: bytes, as: UTF8.self))
    }
  }
}
