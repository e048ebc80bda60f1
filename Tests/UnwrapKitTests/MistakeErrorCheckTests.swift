import Testing

@testable import UnwrapKit

/// A compile mistake must fail for the reason the lesson gives: one of the compiler's errors holds
/// its `data-error` text. Driven by a scripted runner that answers with diagnostics as swiftc 6.3
/// prints them, so the rules are checked without a compiler.
@Suite struct MistakeErrorCheckTests {
  func lesson(_ html: String) throws -> Lesson {
    try HTMLSubsetParser(file: "t.html").parse(html)
  }

  /// What swiftc prints for a call to an async function from a synchronous one, with its excerpt.
  static let asyncCallDiagnostics = """
    main.swift:2:12: error: 'async' call in a function that does not support concurrency
    1 | func quickCup() -> String {
      |      `- note: add 'async' to function 'quickCup()' to make it asynchronous
    2 |     return await brew(cups: 1)
      |            `- error: 'async' call in a function that does not support concurrency
    3 | }

    """

  /// What it prints when the function called does not exist at all: the wrong reason.
  static let notInScopeDiagnostics = """
    main.swift:2:18: error: cannot find 'brew' in scope
    2 |     return await brew(cups: 1)
      |                  `- error: cannot find 'brew' in scope

    """

  static let quickCup = """
    func quickCup() -&gt; String {
        return await brew(cups: 1)
    }
    """

  func problems(_ html: String, diagnostics: String) throws -> [ContentError] {
    let runner = ScriptedCodeRunner(
      checks: [CompileResult(succeeded: false, diagnostics: diagnostics)], runs: [])
    return try CodeSampleChecker(runner: runner).checkLesson(lesson(html), file: "t.html")
  }

  @Test func aMistakeThatFailsWithTheNamedErrorPasses() throws {
    let html = """
      <pre class="swift" data-mistake="compile" data-error="'async' call in a function that does not support concurrency">
      \(Self.quickCup)
      </pre>
      """
    #expect(try problems(html, diagnostics: Self.asyncCallDiagnostics).isEmpty)
  }

  @Test func aMistakeThatFailsForAnotherReasonIsReportedWithTheCompilersFirstError() throws {
    let html = """
      <pre class="swift" data-mistake="compile" data-error="'async' call in a function">
      \(Self.quickCup)
      </pre>
      """
    #expect(
      try problems(html, diagnostics: Self.notInScopeDiagnostics) == [
        ContentError(
          file: "t.html", item: "line 1 (code block 1)",
          message:
            "fails to compile, but not with \"'async' call in a function\"; the compiler said: cannot find 'brew' in scope"
        )
      ])
  }

  @Test func aMistakeWithoutDataErrorIsReportedWithTheErrorItFailsWith() throws {
    let html = """
      <pre class="swift" data-mistake="compile">
      \(Self.quickCup)
      </pre>
      """
    let found = try problems(html, diagnostics: Self.asyncCallDiagnostics)
    #expect(found.map(\.item) == ["line 1 (code block 1)"])
    #expect(found.first?.message.hasPrefix("is a compile mistake without data-error") == true)
    #expect(
      found.first?.message.hasSuffix(
        "(the compiler said: 'async' call in a function that does not support concurrency)")
        == true)
  }

  /// Only an error counts: the same words in a warning, a note or a line of the excerpt do not.
  @Test func textInAWarningANoteOrTheExcerptIsNotAnError() throws {
    let diagnostics = """
      main.swift:1:5: warning: variable 'cups' was never used
      main.swift:2:12: error: cannot find 'brew' in scope
      1 | let cups = 1 // error: variable 'cups' was never used
        |     `- note: add 'async' to function 'quickCup()'
        |            `- error: add 'async' to function

      """
    for text in ["variable 'cups' was never used", "add 'async' to function"] {
      let html = """
        <pre class="swift" data-mistake="compile" data-error="\(text)">
        let cups = 1
        </pre>
        """
      let found = try problems(html, diagnostics: diagnostics)
      #expect(found.first?.message.hasPrefix("fails to compile, but not with") == true, "\(text)")
    }
    #expect(
      CodeSampleChecker.errorMessages(diagnostics) == ["cannot find 'brew' in scope"])
  }

  /// The package manager puts the driver's own failure first; the compiler's error is quoted.
  @Test func thePackageManagersFirstErrorAtAPlaceIsQuoted() {
    let output = """
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      /p/Sources/Climate/Check.swift:1:1: error: expressions are not allowed at the top level
      1 | print(heatingNeeded(room: 18, target: 20))
        | `- error: expressions are not allowed at the top level

      """
    #expect(CodeSampleChecker.mainError(output) == "expressions are not allowed at the top level")
    #expect(CodeSampleChecker.mainError("error: no such product\n") == "no such product")
  }

  @Test func aMistakeWhoseCompileTimesOutIsReportedAsThat() throws {
    let runner = ScriptedCodeRunner(
      checks: [CompileResult(succeeded: false, diagnostics: "", timedOut: true)], runs: [],
      compileTimeout: 30)
    let found = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        """
        <pre class="swift" data-mistake="compile" data-error="x">
        let a = 1
        </pre>
        """), file: "t.html")
    #expect(found.map(\.message) == ["did not compile within 30 seconds"])
  }

  /// A package mistake is held to its text the same way, in what the package manager printed
  /// building the package that failed.
  @Test(arguments: [
    ("product 'Units' required by package 'traillog'", nil),
    (
      "cannot find 'meters' in scope",
      "makes package TrailLog fail to build, but not with \"cannot find 'meters' in scope\"; the package manager said: 'traillog': product 'Units' required by package 'traillog' target 'TrailLog' not found in package 'Units'."
    ),
  ])
  func aPackageMistakeIsHeldToItsErrorInTheBuildThatFailed(text: String, expected: String?)
    throws
  {
    let runner = ScriptedCodeRunner(
      runs: [],
      packages: [
        .finished(nil), .finished(nil), .finished(nil),
        .failed(
          .build,
          diagnostics:
            "error: 'traillog': product 'Units' required by package 'traillog' target 'TrailLog' not found in package 'Units'.\n"
        ),
      ])
    let found = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        """
        <pre class="swift" data-package="Units" data-file="Package.swift" data-expect="build">
        // with products
        </pre>
        <pre class="swift" data-package="TrailLog" data-file="Package.swift" data-expect="build">
        // depends on ../Units
        </pre>
        <pre class="swift" data-package="Units" data-file="Package.swift" data-mistake="compile" data-error="\(text)">
        // no products
        </pre>
        """), file: "t.html")
    #expect(found.map(\.message) == (expected.map { [$0] } ?? []))
    #expect(runner.requestedPackages.map(\.package) == ["Units", "TrailLog", "Units", "TrailLog"])
  }

  /// A trap that never crashes is told how it ended: stopped at the time limit (`while true {}`)
  /// or at the output limit is not "runs without crashing".
  @Test(arguments: [
    (
      true, false, 9 as Int32?,
      "is marked as a trap but ran past the 5-second time limit without crashing; a trap must stop with a runtime error"
    ),
    (
      false, true, 9,
      "is marked as a trap but printed past the output limit without crashing; a trap must stop with a runtime error"
    ),
    (false, false, nil, "is marked as a trap but runs without crashing"),
  ])
  func aTrapThatDoesNotCrashSaysHowItEnded(
    timedOut: Bool, outputLimit: Bool, signal: Int32?, message: String
  ) throws {
    let outcome = ProcessOutcome(
      exitStatus: signal == nil ? 0 : nil, signal: signal, standardOutput: "", standardError: "",
      timedOut: timedOut, outputLimitExceeded: outputLimit, seconds: 5)
    let runner = ScriptedCodeRunner(runs: [.ran(outcome)], runTimeout: 5)
    let found = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        """
        <pre class="swift" data-mistake="trap">
        while true {}
        </pre>
        """), file: "t.html")
    #expect(found.map(\.message) == [message])
  }

  /// Plain validation names a mistake without `data-error`, and so does the compile check, with the
  /// error it fails with: `--compile` lists it once, in the compile check's words (it was listed
  /// twice and counted as two problems).
  @Test func aMistakeWithoutDataErrorIsListedOnceUnderCompile() throws {
    let html = """
      <pre class="swift" data-mistake="compile">
      \(Self.quickCup)
      </pre>
      """
    let shape = ContentValidator(source: .builtIn).validateLesson(try lesson(html), file: "t.html")
      .filter { $0.message.contains("without data-error") }
    #expect(shape.count == 1)
    let compiled = try problems(html, diagnostics: Self.asyncCallDiagnostics)
    let listed = ContentValidator.merging(shape: shape, compiled: compiled)
    #expect(listed.count == 1, "\(listed)")
    #expect(
      listed.first?.message
        == "is a compile mistake without data-error: add data-error=\"…\" with the part of the"
        + " compiler's error the lesson teaches (the compiler said: 'async' call in a function"
        + " that does not support concurrency)")
  }
}
