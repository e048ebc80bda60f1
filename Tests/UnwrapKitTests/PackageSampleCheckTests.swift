import Testing

@testable import UnwrapKit

/// How the sample checker turns a lesson's package blocks into package checks, with a scripted runner:
/// which files it sends, when, what it asks for, and how it reads each answer.
@Suite struct PackageSampleCheckTests {
  func lesson(_ html: String) throws -> Lesson {
    try HTMLSubsetParser(file: "t.html").parse(html)
  }

  let manifest = """
    <pre class="swift" data-package="Jars" data-file="Package.swift">
    // manifest
    </pre>
    """

  func outcome(status: Int32, output: String = "") -> ProcessOutcome {
    ProcessOutcome(
      exitStatus: status, signal: nil, standardOutput: output, standardError: "",
      timedOut: false, outputLimitExceeded: false, seconds: 0.1)
  }

  @Test func aPackageIsCheckedOnceWithItsLastBlockAndTestedWhenItHasTests() throws {
    let runner = ScriptedCodeRunner(
      runs: [.ran(outcome(status: 0, output: "1\n__unwrap_block_boundary__\n"))],
      packages: [.finished(outcome(status: 0))])
    let problems = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        manifest + """
          <pre class="swift" data-package="Jars" data-file="Sources/Jars/Jar.swift">
          // first
          </pre>
          <pre class="swift">
          print(1)
          </pre>
          <pre class="swift" data-package="Jars" data-file="Sources/Jars/Jar.swift">
          // second
          </pre>
          <pre class="swift" data-package="Jars" data-file="Tests/JarsTests/JarTests.swift">
          // tests
          </pre>
          """), file: "t.html")
    #expect(problems.isEmpty, "\(problems)")
    let requests = runner.requestedPackages
    #expect(requests.count == 1)
    #expect(requests.first?.action == .test)
    #expect(requests.first?.package == "Jars")
    #expect(
      requests.first?.files.map(\.path) == [
        "Jars/Package.swift", "Jars/Sources/Jars/Jar.swift", "Jars/Tests/JarsTests/JarTests.swift",
      ])
    #expect(requests.first?.files[1].contents == "// second\n", "a later block replaces the file")
    #expect(runner.requestedSources.count == 1, "the plain program is still run on its own")
  }

  @Test func expectationsAreCheckpointsAndSiblingPackagesAreWrittenBeside() throws {
    let runner = ScriptedCodeRunner(
      runs: [.ran(outcome(status: 0))],
      packages: [.finished(nil), .finished(outcome(status: 0, output: "3 jars\n"))])
    let problems = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        manifest + """
          <pre class="swift" data-package="Jars" data-file="Sources/Jars/Jar.swift" data-expect="build">
          // library
          </pre>
          <pre class="swift" data-package="Shop" data-file="Package.swift">
          // depends on ../Jars
          </pre>
          <pre class="swift" data-package="Shop" data-file="Sources/Shop/main.swift" data-expect="run">
          // prints
          </pre>
          <pre class="output">
          3 jars
          </pre>
          """), file: "t.html")
    #expect(problems.isEmpty, "\(problems)")
    let requests = runner.requestedPackages
    #expect(requests.map(\.action) == [.build, .run])
    #expect(requests.map(\.package) == ["Jars", "Shop"])
    #expect(requests[1].files.map(\.path).first == "Jars/Package.swift")
  }

  @Test func aMistakeMayBreakAnotherPackageThatDependsOnIt() throws {
    let runner = ScriptedCodeRunner(
      runs: [.ran(outcome(status: 0))],
      packages: [
        .finished(nil), .finished(nil), .failed(.build, diagnostics: "error: product not found\n"),
        .finished(nil),
      ])
    let problems = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        manifest + """
          <pre class="swift" data-package="Shop" data-file="Package.swift" data-expect="build">
          // depends on ../Jars
          </pre>
          <pre class="swift" data-package="Jars" data-file="Package.swift" data-mistake="compile" data-error="product not found">
          // no products
          </pre>
          """), file: "t.html")
    #expect(problems.isEmpty, "\(problems)")
    #expect(runner.requestedPackages.map(\.package) == ["Shop", "Jars", "Shop", "Jars"])
    #expect(runner.requestedPackages[2].files.first?.contents == "// no products\n")
  }

  @Test func reportsEachWayAPackageSampleCanBeWrong() throws {
    let runner = ScriptedCodeRunner(
      runs: [.ran(outcome(status: 0))],
      packages: [
        .failed(.build, diagnostics: "/x/Jar.swift:1:1: error: cannot find 'jam' in scope\n"),
        .finished(nil),
        .finished(outcome(status: 1, output: "✘ Test lidCloses() recorded an issue\n")),
        .finished(outcome(status: 0)),
        .finished(outcome(status: 0, output: "2 jars\n")),
        .timedOut(seconds: 300),
        .failed(.manifest, diagnostics: "error: manifest parse error\n"),
        .finished(outcome(status: 0)),
      ])
    let problems = try CodeSampleChecker(runner: runner).checkLesson(
      lesson(
        """
        <pre class="swift" data-package="A" data-file="Package.swift" data-expect="build">
        x
        </pre>
        <pre class="swift" data-package="A" data-file="Sources/A/A.swift" data-mistake="compile">
        x
        </pre>
        <pre class="swift" data-package="A" data-file="Tests/ATests/T.swift" data-expect="test-pass">
        x
        </pre>
        <pre class="swift" data-package="A" data-file="Tests/ATests/T.swift" data-expect="test-fail">
        x
        </pre>
        <pre class="swift" data-package="A" data-file="Sources/a/main.swift" data-expect="run">
        x
        </pre>
        <pre class="output">
        3 jars
        </pre>
        <pre class="swift" data-package="B" data-file="Package.swift" data-expect="build">
        x
        </pre>
        <pre class="swift" data-package="C" data-file="Package.swift" data-expect="manifest">
        x
        </pre>
        """), file: "t.html")
    try #require(
      problems.map { String($0.item.drop { $0 != "(" }) } == (1...7).map { "(code block \($0))" },
      "\(problems)")
    #expect(problems.allSatisfy { $0.item.hasPrefix("line ") }, "\(problems)")
    let messages = problems.map(\.message)
    #expect(messages[0] == "(package A) does not build: cannot find 'jam' in scope")
    #expect(messages[1] == "is marked as a compile error but every package of the lesson builds")
    #expect(messages[2].hasSuffix("tests fail: ✘ Test lidCloses() recorded an issue"))
    #expect(messages[3] == "(package A) is marked test-fail but its tests pass")
    #expect(messages[4].contains("printed: \"2 jars\""))
    #expect(messages[5] == "(package B) did not build within 300 seconds")
    #expect(messages[6] == "(package C) its manifest does not load: manifest parse error")
    #expect(
      !runner.requestedPackages[2].files.map(\.path).contains("A/Sources/A/A.swift"),
      "a mistake never joins its package")
    #expect(
      runner.requestedPackages.map(\.action).last == .test,
      "A changed after its last test run, so it is tested once more at the end")
  }
}
