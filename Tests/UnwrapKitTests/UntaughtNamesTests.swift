import Testing

@testable import UnwrapKit

/// The construct check reports a standard-library name no lesson shows, with the lessons' own
/// names as the list of what is taught: a call or a member the code does not declare itself.
@Suite struct UntaughtNamesTests {
  let taught = TaughtNames(["print", "append", "count", "removeLast", "Int"])

  func untaught(_ code: String) -> [String] {
    SyllabusConstructs.untaughtNames(in: code, taught: taught)
  }

  @Test func aMethodOrMemberNoLessonShowsIsReported() {
    #expect(
      untaught("var items = [1]\nitems.append(2)\nprint(items.popLast() ?? 0)") == ["popLast()"])
    #expect(untaught("print(items.last, items.count)") == [".last"])
    #expect(untaught("for n in stride(from: 3, to: 0, by: -1) {\n    print(n)\n}") == ["stride()"])
    #expect(untaught("print(name?.uppercased())") == ["uppercased()"])
    #expect(untaught("print(\"\\(items.popLast())\")") == ["popLast()"])
  }

  @Test func whatTheCodeDeclaresIsItsOwn() {
    let stack =
      "struct Stack {\n    var items = [Int]()\n    mutating func popLast() -> Int {\n"
      + "        items.removeLast()\n    }\n}\nvar s = Stack()\nprint(s.popLast(), s.items.count)"
    #expect(untaught(stack) == [])
    #expect(untaught("enum Coin {\n    case penny, dime\n}\nprint(Coin.dime)") == [])
    #expect(
      untaught(
        "enum Seat {\n    case table(Int), counter(seat: Int)\n}\nprint(Seat.counter(seat: 2))")
        == [])
    // A pattern's `case .table(let n)` declares nothing: the enum does.
    #expect(untaught("switch seat {\ncase .table(let n): print(n)\n}") == ["table()"])
    #expect(untaught("var record = (NAME_1: 1, NAME_2: 2)\nrecord.NAME_2 = RANDOM_SMALL_INT") == [])
    #expect(untaught("func apply(_ operation: (Int) -> Int) {\n    print(operation(1))\n}") == [])
    #expect(untaught("let point = (x: 1, y: 2)\nprint(point.x)") == [])
    #expect(untaught("print([1].map { $0.count })") == [".map"])
    #expect(untaught("// items.popLast()\nprint(\"stride(\")") == [])
    // The tokenizer reads a regex literal as code: `Table (` in it is no call.
    #expect(untaught("print(\"Table 12\".firstMatch(of: /Table (\\d+)/))") == ["firstMatch()"])
  }

  @Test func theLessonsCodeAndInlineCodeAreTaughtButNotAMistake() throws {
    let lesson = try HTMLSubsetParser(file: "lesson.html").parse(
      "<p>Call <code>removeLast()</code> or <code>names.sorted()</code>.</p>\n"
        + "<pre class=\"swift\">\nvar names = [\"Bo\"]\nprint(names.popLast() ?? \"\")\n</pre>\n"
        + "<pre class=\"swift\" data-mistake=\"compile\" data-error=\"has no member\">\n"
        + "names.push(\"Ana\")\n</pre>")
    let names = TaughtNames(lessons: [lesson]).names
    #expect(["removeLast", "names", "sorted", "popLast", "print"].allSatisfy(names.contains))
    #expect(!names.contains("push"))
  }
}
