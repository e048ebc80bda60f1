import Testing

@testable import UnwrapKit

/// Practice only asks about what a learner has read: bank items wait for every section they use,
/// the Type Checker's types for the sections that teach them, and the construct check proves it.
@Suite struct SyllabusOrderTests {
  static let simpleTypes: Set<String> = [
    "variables", "strings-and-integers", "multi-line-strings", "doubles-and-booleans",
    "string-interpolation", "constants", "type-annotations", "simple-types-summary",
  ]

  @Test func afterSimpleTypesTheTypeCheckerAsksOnlyAboutSimpleTypes() throws {
    let activity = TypeCheckerPractice()
    let hasRead = { (slug: String) in Self.simpleTypes.contains(slug) }
    let items = activity.availableItems(hasRead: hasRead)
    #expect(!items.isEmpty)
    let forbidden = ["?", "Set", "[", "Float", "nil", ":]"]
    for item in items {
      #expect(!forbidden.contains { item.contains($0) }, "offered \(item)")
    }
    for seed in UInt64(1)...300 {
      var random = SeededGenerator(seed: seed)
      let item = items[Int(seed) % items.count]
      let question = try activity.makeQuestion(itemID: item, hasRead: hasRead, random: &random)
      for declaration in question.screen.items {
        #expect(
          !forbidden.contains { declaration.contains($0) },
          "seed \(seed), \(item): \(declaration)")
      }
    }
  }

  @Test func everyTypeCheckerDeclarationUsesOnlyWhatItsTypeNeeds() {
    let generator = DeclarationGenerator()
    let order = ShippedContent.sections
    for type in SwiftValueType.all {
      guard let sections = type.teachingSections else { continue }
      // The declarations are shown only once the Type Checker is open, at "type-annotations".
      let unlock = order.firstIndex(of: TypeCheckerPractice.info.unlockSection) ?? -1
      let reached = max(sections.compactMap { order.firstIndex(of: $0) }.max() ?? -1, unlock)
      for seed in UInt64(1)...40 {
        var random = SeededGenerator(seed: seed)
        let declaration = generator.declaration(of: type, random: &random)
        for construct in SyllabusConstructs.find(in: declaration.source) {
          #expect(
            (order.firstIndex(of: construct.section) ?? .max) <= reached,
            "\(declaration.source) uses \(construct.name) (\(construct.section))")
        }
      }
    }
  }

  @Test func freeCoinValueWaitsForEnumsAndSwitch() throws {
    let library = try #require(ShippedContent.library)
    let activity = try FreeCodingPractice.registration.make(library, nil)
    let order = library.syllabus.allSections
    let labels = try #require(order.firstIndex(of: "parameter-labels"))
    let withoutEnumsAndSwitch = Set(order[...labels]).subtracting(["enums", "switch"])
    #expect(
      !activity.availableItems { withoutEnumsAndSwitch.contains($0) }.contains("free-coin-value"))
    let withoutEnums = Set(order[...labels]).subtracting(["enums"])
    #expect(!activity.availableItems { withoutEnums.contains($0) }.contains("free-coin-value"))
    #expect(activity.availableItems { _ in true }.contains("free-coin-value"))
  }

  @Test func theConstructCheckReportsAPlantedViolation() throws {
    let library = try #require(ShippedContent.library)
    let item = RearrangeTheLinesQuestion(
      id: "planted", section: "variables", prompt: "Count the names.",
      lines: ["let names = [\"Ana\", \"Bo\"]", "for name in names {", "    print(name)", "}"])
    let problems = BankValidator.constructProblems(
      [item], path: "Practice/RearrangeTheLines.json", syllabus: library.syllabus,
      taught: TaughtNames(library: library))
    let messages = problems.map(\.message)
    #expect(problems.allSatisfy { $0.item == "planted" })
    #expect(messages.contains { $0.contains("a for loop") && $0.contains("\"for-loops\"") })
    #expect(messages.contains { $0.contains("an array") && $0.contains("\"arrays\"") })
    let fixed = RearrangeTheLinesQuestion(
      id: "planted", section: "variables", prompt: "Count the names.", lines: item.lines,
      needs: ["arrays", "constants", "for-loops"])
    #expect(
      BankValidator.constructProblems(
        [fixed], path: "Practice/RearrangeTheLines.json", syllabus: library.syllabus,
        taught: TaughtNames(library: library)
      ).isEmpty)
  }

  @Test func theConstructCheckFindsConstructsByTokensNotText() {
    // Chapter 1's `let` and type annotations are left out here: SyllabusChapterOneTests has them.
    let names = { (code: String) in
      Set(SyllabusConstructs.find(in: code).map(\.section))
        .subtracting(["constants", "type-annotations"])
    }
    #expect(names("let forecast = \"for while nil\"\nprint(forecast) // if let x") == [])
    #expect(names("let x: Int? = nil") == ["missing-data"])
    #expect(names("let y = a ? 1 : 2") == ["ternary-operator"])
    #expect(names("print(!isOpen)") == [])
    #expect(names("print(name!)") == ["force-unwrapping"])
    #expect(names("for i in 1...3 {\n}") == ["for-loops", "range-operators"])
    #expect(
      names("try await Task.sleep(for: .seconds(1))")
        == ["throwing-functions", "async-functions", "tasks"])
    // `do` alone is a scope; `catch` is what a lesson teaches. `.lazy` is a sequence, `lazy var`
    // a property; a method is a construct only when called on a value.
    #expect(names("do {\n    let a = 1\n}") == [])
    #expect(names("do {\n} catch {\n}") == ["calling-throwing-functions"])
    #expect(names("let l = numbers.lazy.filter(isEven)") == ["lazy-sequences", "map-and-filter"])
    #expect(names("lazy var total = 0") == ["lazy-properties"])
    #expect(names("let map = 1\nfunc reduce() {}") == ["writing-functions"])
    #expect(names("async let first = load()") == ["async-functions", "async-let"])
    #expect(
      names("func f() throws(E) {}") == ["writing-functions", "throwing-functions", "typed-throws"])
    #expect(names("let n = count(for: x, in: y)") == [])
    #expect(names("let r = try? load()") == ["throwing-functions", "optional-try"])
    #expect(names("let s = scores.map { $0 * 2 }").contains("shorthand-parameter-names"))
    #expect(names("let ages = [\"Ana\": 3]") == ["dictionaries"])
    #expect(names("switch c {\ncase .penny: break\n}") == ["switch", "enums"])
    // A colon belongs to the innermost bracket: an array of dictionaries, a dictionary of arrays,
    // a ternary inside an array, and nesting many thousands deep (read in one pass).
    #expect(names("let a = [[\"x\": 1]]") == ["arrays", "dictionaries"])
    #expect(names("let d = [1: [2]]") == ["dictionaries", "arrays"])
    #expect(names("let t = [f(b ? 1 : 2)]") == ["arrays", "ternary-operator"])
    let deep = String(repeating: "[", count: 20_000) + "1" + String(repeating: "]", count: 20_000)
    #expect(names("let x = " + deep) == ["arrays"])
  }

  @Test func everyConstructIsTiedToASectionThatExists() throws {
    let sections = Set(ShippedContent.sections)
    #expect(SyllabusConstructs.sections.subtracting(sections).isEmpty)
    let code =
      "enum A { case b }\nlet s: Set = [1]\nlet d = [1: 2]\nlet x = y ?? z?.w ?? v!\n"
      + "if let q { }\nguard let r else { }\nswitch a { case .b: break }\n"
      + "for i in 1..<2 { }\nwhile true { }\nrepeat { } while false\nlet f = { a in a }\n"
      + "let g = $0\nlet h = try? k()\nstruct S { mutating func m() throws { } }\n"
      + "class C { }\nprotocol P { }\nextension C { }\nlet t = a is B && c || d ? 1 : 2\n"
      + "func h(_ x: inout Int) { }\nlet n: Int? = nil\nlet arr: Array<Int> = [1]\n"
      + "do { } catch { }\nfor i in a { continue }\ndefer { }\nfinal class D { deinit { } }\n"
      + "subscript(i: Int) -> Int { 0 }\nfunc r(_ f: () throws -> Void) rethrows { }\n"
      + "protocol Q { associatedtype T }\noverride func o() { }\nstatic var s = 1\n"
      + "weak var w: C?\nunowned let u: C\nprivate var p = 1\nvar o = 1 { didSet { } }\n"
      + "func op() -> some P { }\nlet e: any P\nactor A { }\nasync let al = f()\n"
      + "func c(_ v: consuming V) { }\nTask { }\nwithTaskGroup(of: Int.self) { g in }\n"
      + "@MainActor func m() { }\nstruct T: Sendable, Equatable, Comparable { }\n"
      + "let res: Result<Int, E>\nlet m2 = a.map(f).filter(g).reduce(0, +)\n"
      + "let c2 = a.compactMap(f)\nlet l2 = a.lazy\nlazy var lv = 1\nfunc t() throws(E) { }\n"
      + "var area: Int { 1 }"
    let found = Set(SyllabusConstructs.find(in: code).map(\.section))
    #expect(
      found == SyllabusConstructs.sections,
      "\(found.symmetricDifference(SyllabusConstructs.sections))")
  }

  @Test func theShippedBanksUseNothingBeforeItIsTaught() throws {
    let library = try #require(ShippedContent.library)
    let taught = TaughtNames(library: library)
    let problems = ActivityRegistry.all.flatMap { $0.validate(library, { taught }) }
      .filter { $0.message.contains("teach") }
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  /// Each review, read in syllabus order, uses only what its lesson and the earlier ones teach.
  @Test func theShippedReviewsUseNothingBeforeItIsTaught() throws {
    let library = try #require(ShippedContent.library)
    let taught = TaughtNames(library: library)
    var allowance = ReviewAllowance(syllabus: library.syllabus)
    var problems: [ContentError] = []
    for slug in library.syllabus.allSections {
      let review = try library.review(slug)
      let postscript = try review.postscript.map {
        try HTMLSubsetParser(file: ContentLibrary.reviewFile(slug)).parse($0)
      }
      allowance.read(slug, lesson: try library.lesson(slug), postscript: postscript)
      problems += ContentValidator.reviewConstructProblems(
        review, postscript: postscript, file: ContentLibrary.reviewFile(slug),
        allowance: allowance, taught: taught)
    }
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }
}

@Suite struct SpotTheErrorSyllabusTests {
  @Test func beforeLabelsAndOptionalsSpotTheErrorPlantsNeitherMistake() throws {
    let library = try #require(ShippedContent.library)
    let activity = try SpotTheErrorPractice.registration.make(library, nil)
    let order = library.syllabus.allSections
    let unlock = try #require(order.firstIndex(of: "return-values"))
    let read = Set(order[...unlock])
    let items = activity.availableItems { read.contains($0) }
    #expect(!items.isEmpty)
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed)
      let item = items[Int(seed) % items.count]
      let question = try activity.makeQuestion(
        itemID: item, hasRead: { read.contains($0) }, random: &random)
      let code = question.screen.code ?? ""
      #expect(!code.contains("Int(\""), "seed \(seed): \(code)")
      #expect(!code.contains("(_ "), "seed \(seed): \(code)")
    }
  }
}

@Suite struct SpotTheErrorAlsoRightTests {
  /// Where the compiler reports a mistake on another line (a `return` the signature does not
  /// declare, a `+=` on a constant), or the mistake was written on another line than the one the
  /// compiler reports (the `_` of a label the call still writes), answering that line is right too,
  /// and the verdict says which (BankCompileChecker holds the first to the compiler).
  @Test func theLineTheCompilerReportsIsAlsoRight() throws {
    let library = try #require(ShippedContent.library)
    let activity = try SpotTheErrorPractice.registration.make(library, nil)
    let items = activity.availableItems { _ in true }
    var checked = 0
    for seed in UInt64(1)...300 {
      var random = SeededGenerator(seed: seed)
      let question = try activity.makeQuestion(
        itemID: items[Int(seed) % items.count], hasRead: { _ in true }, random: &random)
      let marked = try #require(Int(question.expectedAnswer))
      let others = try (1...40).filter {
        try $0 != marked && question.judge(.numbers([$0])).isCorrect
      }
      guard let other = others.first else { continue }
      checked += 1
      let verdict = try question.judge(.numbers([other]))
      #expect(verdict.explanation?.contains("Line \(marked):") == true)
      let explanation = verdict.explanation ?? ""
      // The signature whose `_` the call still labels: the compiler reports only the call.
      let reason =
        explanation.contains("has no label (`_`)")
        ? SpotTheErrorKind.anonymousFirstParameter.alsoRightReason
        : SpotTheErrorKind.assignToConstant.alsoRightReason
      #expect(explanation.contains("too: \(reason)"), "\(explanation)")
    }
    #expect(checked >= 10, "only \(checked) of 300 questions had a second right line")
  }
}
