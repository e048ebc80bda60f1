import Foundation
import Testing
import UnwrapKit

/// The checker itself must catch each kind of false claim, or the content tests prove nothing.
@Suite(
  .timeLimit(.minutes(30)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct CodeSampleCheckerTests {
  let checker = CodeSampleChecker(runner: RecordedToolchain.find()!)

  func lesson(_ html: String) throws -> Lesson {
    try HTMLSubsetParser(file: "t.html").parse(html)
  }

  @Test func acceptsTrueClaimsIncludingContinuedChains() throws {
    let problems = try checker.checkLesson(
      lesson(
        """
        <pre class="swift">
        var total = 2
        print(total)
        </pre>
        <pre class="output">
        2
        </pre>
        <pre class="swift" data-continues>
        total += 3
        print(total)
        </pre>
        <pre class="output">
        5
        </pre>
        <pre class="swift" data-continues data-mistake="compile" data-error="cannot assign value of type 'String' to type 'Int'">
        total = "five"
        </pre>
        <pre class="swift" data-mistake="trap">
        let list = [1]
        print(list[3])
        </pre>
        """), file: "t.html")
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func catchesWrongOutputMistakesThatCompileAndExamplesThatFail() throws {
    let problems = try checker.checkLesson(
      lesson(
        """
        <pre class="swift">
        print("a")
        </pre>
        <pre class="output">
        b
        </pre>
        <pre class="swift" data-mistake="compile">
        let fine = 1
        </pre>
        <pre class="swift">
        let broken: Int = "no"
        </pre>
        <pre class="swift" data-mistake="trap">
        print("no crash")
        </pre>
        <pre class="swift" data-mistake="compile" data-error="'async' call in a function that does not support concurrency">
        func quickCup() -&gt; String {
            return await brew(cups: 1)
        }
        </pre>
        """), file: "t.html")
    #expect(
      problems.map(\.item) == [
        "line 1 (code block 1)", "line 7 (code block 2)", "line 10 (code block 3)",
        "line 13 (code block 4)", "line 16 (code block 5)",
      ])
    #expect(problems[0].message.contains("printed: \"a\""))
    #expect(
      problems[4].message
        == "fails to compile, but not with \"'async' call in a function that does not support concurrency\"; the compiler said: cannot find 'brew' in scope"
    )
  }

  @Test func checksTheCompilesFlagOfReviewCode() throws {
    let review = Review(
      reviewType: .single, question: "q", hint: "h",
      correct: [
        ReviewStatement(code: "let a = 1", compiles: true, reason: "r"),
        ReviewStatement(code: "let b = 1\nb = 2", compiles: true, reason: "r"),
      ],
      wrong: [ReviewStatement(code: "func f() -> Int { }", compiles: false, reason: "r")])
    let problems = try checker.checkReview(review, file: "r.json")
    #expect(problems.map(\.item) == ["correct[1].compiles"])
  }
}

/// Package samples against the real package manager: a good package builds, runs and tests, and each
/// false claim about one is reported. A package build takes far longer than a compile, hence the limit.
@Suite(
  .timeLimit(.minutes(30)),
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct PackageSampleCheckerTests {
  let checker = CodeSampleChecker(runner: RecordedToolchain.find()!)

  func lesson(_ html: String) throws -> Lesson {
    try HTMLSubsetParser(file: "t.html").parse(html)
  }

  /// A library, an executable that uses it and a Swift Testing test, as three blocks of one package.
  static let kitchenPackage = """
    <pre class="swift" data-package="Kitchen" data-file="Package.swift">
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "Kitchen",
        targets: [
            .target(name: "Kitchen"),
            .executableTarget(name: "timer", dependencies: ["Kitchen"]),
            .testTarget(name: "KitchenTests", dependencies: ["Kitchen"]),
        ]
    )
    </pre>
    <pre class="swift" data-package="Kitchen" data-file="Sources/Kitchen/Oven.swift">
    public func minutesLeft(baked: Int, of total: Int) -> Int {
        max(total - baked, 0)
    }
    </pre>
    <pre class="swift" data-package="Kitchen" data-file="Tests/KitchenTests/OvenTests.swift">
    import Testing
    import Kitchen

    @Test func neverBelowZero() {
        #expect(minutesLeft(baked: 50, of: 40) == 0)
    }
    </pre>
    <pre class="swift" data-package="Kitchen" data-file="Sources/timer/main.swift" data-expect="run">
    import Kitchen
    print(minutesLeft(baked: 25, of: 40))
    </pre>
    <pre class="output">
    15
    </pre>
    """

  @Test func buildsRunsAndTestsAPackageSample() throws {
    let problems = try checker.checkLesson(
      lesson(
        Self.kitchenPackage + """
          <pre class="swift" data-package="Kitchen" data-file="Sources/Kitchen/Oven.swift" data-mistake="compile" data-error="cannot convert value of type 'String' to expected argument type 'Int'">
          public func minutesLeft(baked: Int, of total: Int) -> Int {
              max(total - baked, "0")
          }
          </pre>
          <pre class="swift" data-package="Kitchen" data-file="Tests/KitchenTests/OvenTests.swift" data-expect="test-fail">
          import Testing
          import Kitchen

          @Test func neverBelowZero() {
              #expect(minutesLeft(baked: 50, of: 40) == -10)
          }
          </pre>
          """), file: "t.html")
    #expect(problems.isEmpty, "\(problems.map(\.description))")
  }

  @Test func reportsABrokenPackageSample() throws {
    let problems = try checker.checkLesson(
      lesson(
        Self.kitchenPackage + """
          <pre class="swift" data-package="Kitchen" data-file="Tests/KitchenTests/OvenTests.swift" data-expect="test-pass">
          import Testing
          import Kitchen

          @Test func neverBelowZero() {
              #expect(minutesLeft(baked: 50, of: 40) == -10)
          }
          </pre>
          <pre class="swift" data-package="Kitchen" data-file="Sources/Kitchen/Oven.swift" data-mistake="compile">
          public func minutesLeft(baked: Int, of total: Int) -> Int {
              total - baked
          }
          </pre>
          """), file: "t.html")
    #expect(
      problems.map { String($0.item.drop { $0 != "(" }) } == ["(code block 5)", "(code block 6)"],
      "\(problems.map(\.description))")
    #expect(problems.first?.message.contains("is marked test-pass but its tests fail") == true)
    #expect(
      problems.last?.message
        == "is marked as a compile error but every package of the lesson builds")
  }
}
