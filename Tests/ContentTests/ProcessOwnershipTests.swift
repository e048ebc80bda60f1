import Foundation
import TestSupport
import Testing
import UnwrapKit

/// Learner code that starts processes which try to escape: each must be gone when the verdict is in,
/// and the verdict must say a process was left running, not that a loop never ended.
@Suite(
  .timeLimit(.minutes(30)),
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(if: ProcessList.isAvailable, "no /proc to look for processes on this platform"))
struct ProcessOwnershipTests {
  /// A fresh scratch root per test, so the test can see that nothing is left in it.
  final class Scratch {
    let root: URL
    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "unwrap-test-owner-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: root) }
    var isEmpty: Bool {
      ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).isEmpty
    }
  }

  /// A run limit well past what these programs need (a chain of 400 shells, 3,000 folders) even
  /// under CI's parallel load, where a learner's program runs at nice 10 beside the other suites'
  /// compilers: with 10 s both were cut off there (a flakiness audit, 5 of 5 and 3 of 6 runs).
  func toolchain(_ scratch: Scratch) -> SwiftToolchain {
    var toolchain = SwiftToolchain.find()!
    toolchain.runTimeout = 30
    toolchain.scratchRoot = scratch.root
    return toolchain
  }

  /// A unique `sleep` argument, so the test can find exactly the process its program started.
  static func marker() -> String { "\(Int.random(in: 100_000...999_999)).5" }

  /// Swift that starts `/bin/sleep MARKER` with posix_spawn and the given spawn flags, optionally
  /// with its output sent to /dev/null, and does not wait for it.
  static func spawning(_ marker: String, flags: String, quiet: Bool = false) -> String {
    """
    import Glibc
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    posix_spawnattr_setflags(&attributes, Int16(\(flags)))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    if \(quiet) {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("\(marker)"), nil]
    let status = posix_spawn(&pid, "/bin/sleep", &actions, &attributes, arguments, environ)
    print(status == 0 ? "started" : "failed \\(status)")
    """
  }

  func expectLeftRunningAndGone(_ source: String, marker: String) throws {
    let scratch = try Scratch()
    let started = Date()
    let result = try toolchain(scratch).run(source)
    guard case .ran(let outcome) = result else {
      Issue.record("did not run: \(result)")
      return
    }
    #expect(outcome.standardOutput == "started\n")
    #expect(outcome.leftProcessesRunning, "the escaped process was not noticed")
    #expect(!outcome.timedOut, "a process left running was taken for a loop that never ends")
    // The escaped `sleep` would take days (`marker()`); a verdict that waited for it never comes.
    #expect(Date().timeIntervalSince(started) < 60, "the verdict waited for the escaped process")
    #expect(ProcessList.commandLines(containing: marker).isEmpty, "the escaped sleep still runs")
    #expect(scratch.isEmpty, "the scratch folder was left behind")
  }

  @Test func aChildInItsOwnSessionIsEnded() throws {
    let marker = Self.marker()
    // POSIX_SPAWN_SETSID is 0x80 in glibc; Swift does not import the GNU name.
    try expectLeftRunningAndGone(Self.spawning(marker, flags: "0x80"), marker: marker)
  }

  @Test func aChildInItsOwnProcessGroupIsEnded() throws {
    let marker = Self.marker()
    try expectLeftRunningAndGone(
      Self.spawning(marker, flags: "POSIX_SPAWN_SETPGROUP"), marker: marker)
  }

  @Test func aDetachedChildWithItsOutputClosedIsEnded() throws {
    let marker = Self.marker()
    try expectLeftRunningAndGone(
      Self.spawning(marker, flags: "0x80", quiet: true), marker: marker)
  }

  @Test func aChildStartedWithFoundationProcessIsEnded() throws {
    let marker = Self.marker()
    let source = """
      import Foundation
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sleep")
      process.arguments = ["\(marker)"]
      try process.run()
      print("started")
      """
    try expectLeftRunningAndGone(source, marker: marker)
  }

  @Test func theJudgeSaysAProcessWasLeftRunning() throws {
    let scratch = try Scratch()
    let marker = Self.marker()
    let question = FreeCodingQuestion(
      id: "free-larger", section: "return-values", prompt: "p", hint: nil, startingCode: nil,
      signature: "(Int, Int) -> Int", references: [],
      tests: [.init(code: "print(solution(3, 9))", expected: "9")],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    let answer =
      Self.spawning(marker, flags: "0x80").replacingOccurrences(
        of: "print(status", with: "_ = (status")
      + "\nfunc larger(_ a: Int, _ b: Int) -> Int { max(a, b) }"
    let verdict = try FreeCodingJudge(runner: toolchain(scratch)).judge(answer, question: question)
    #expect(verdict == .leftProcessRunning)
    #expect(FreeCodingVerdicts.explain(verdict).contains("another program"))
    #expect(ProcessList.commandLines(containing: marker).isEmpty)
  }

  @Test func aCompilePastItsLimitEndsDriverFrontendAndTemporaryFiles() throws {
    let scratch = try Scratch()
    var runner = toolchain(scratch)
    runner.compileTimeout = 3
    // Thousands of functions of the right type: the judge first type-checks them all to choose one,
    // then compiles the tests; together they take far longer than the limit.
    let answer = (0..<5000).map { "func f\($0)(_ a: Int, _ b: Int) -> Int { a &+ b &+ \($0) }" }
      .joined(separator: "\n")
    let question = FreeCodingQuestion(
      id: "free-larger", section: "return-values", prompt: "p", hint: nil, startingCode: nil,
      signature: "(Int, Int) -> Int", references: [],
      tests: [.init(code: "print(solution(3, 9))", expected: "12")],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    let started = Date()
    let verdict = try FreeCodingJudge(runner: runner).judge(answer, question: question)
    let seconds = Date().timeIntervalSince(started)
    #expect(verdict == .compileTimedOut(seconds: 3))
    #expect(seconds < 3 + 2, "the verdict took \(seconds) s under a 3 s limit")
    #expect(
      ProcessList.commandLines(containing: scratch.root.path).isEmpty, "a compiler still runs")
    #expect(scratch.isEmpty, "the scratch folder or the driver's temporary folder was left")
  }

  /// A stand-in compiler: it cannot print its jobs (`-###`), so the toolchain compiles through it as
  /// a driver; its type-check (`-emit-sil`) takes 2 s and succeeds; its build behaves like a stuck driver that makes its temporary folder in $TMPDIR, says where, starts a "frontend"
  /// in a session of its own, and never finishes.
  static func stuckCompiler(in folder: URL, log: URL, marker: String) throws -> URL {
    let script = folder.appendingPathComponent("swiftc")
    try """
    #!/bin/sh
    case "$*" in *-###*) exit 1;; *-emit-sil*) /bin/sleep 2; exit 0;; esac
    mkdir "$TMPDIR/TemporaryDirectory.stuck"
    echo "$TMPDIR" > "\(log.path)"
    setsid /bin/sleep \(marker) &
    exec /bin/sleep \(marker)
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid"), "no setsid"))
  func oneCompileLimitCoversTheWholeAnswerAndEndsTheWholeCompilerTree() throws {
    let scratch = try Scratch()
    let tools = try Scratch()
    let marker = Self.marker()
    let log = tools.root.appendingPathComponent("tmpdir.txt")
    var runner = SwiftToolchain(
      swiftc: try Self.stuckCompiler(in: tools.root, log: log, marker: marker).path)
    runner.scratchRoot = scratch.root
    runner.compileTimeout = 4
    let question = FreeCodingQuestion(
      id: "free-larger", section: "return-values", prompt: "p", hint: nil, startingCode: nil,
      signature: "(Int, Int) -> Int", references: [],
      tests: [.init(code: "print(solution(3, 9))", expected: "9")],
      wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
    // Two functions: the judge type-checks first to choose one, then compiles; one limit for both.
    let answer = "func a(_ x: Int, _ y: Int) -> Int { x }\nfunc b(_ x: Int, _ y: Int) -> Int { y }"
    let started = Date()
    let verdict = try FreeCodingJudge(runner: runner).judge(answer, question: question)
    let seconds = Date().timeIntervalSince(started)
    #expect(verdict == .compileTimedOut(seconds: 4))
    // A limit for each step would end the build at 2 + 4 s; the build has 2 s to start under load.
    #expect(seconds < 5.5, "the verdict took \(seconds) s under a 4 s limit for both steps")
    #expect(ProcessList.commandLines(containing: marker).isEmpty, "a compiler process still runs")
    let temporary = try String(contentsOf: log, encoding: .utf8)
    #expect(temporary.hasPrefix(scratch.root.path + "/unwrap-"), "TMPDIR was \(temporary)")
    #expect(scratch.isEmpty, "the scratch folder or the compiler's temporary folder was left")
  }

  @Test func aLearnersProgramRunsInItsScratchFolderWithAnExplicitEnvironment() throws {
    let scratch = try Scratch()
    // The test process's own variables stand for unwrap's: at least one of them must be one the
    // program may not see. Not one set here: `setenv` can move `environ` while the suites running
    // beside this one read it.
    let passed: Set = [
      "HOME", "LANG", "LC_ALL", "PATH", "SWIFT_BACKTRACE", "TERM", "UNWRAP_RUN_MARKER",
    ]
    try #require(
      !Set(ProcessInfo.processInfo.environment.keys).isSubset(of: passed),
      "the test process has no variable of its own to keep from the program")
    let source = """
      import Glibc
      print(String(cString: getcwd(nil, 0)))
      var names: [String] = []
      var entry = environ
      while let pointer = entry.pointee {
        names.append(String(String(cString: pointer).split(separator: "=")[0]))
        entry += 1
      }
      print(names.sorted().joined(separator: ","))
      print(readLine() == nil ? "no input" : "input")
      print((3..<256).filter { fcntl($0, F_GETFD) >= 0 }.count, "inherited descriptors")
      """
    // A descriptor of ours that is not close-on-exec must still not reach the learner's program.
    let leaked = open("/dev/null", O_RDONLY)
    defer { close(leaked) }
    guard case .ran(let outcome) = try toolchain(scratch).run(source) else {
      Issue.record("did not run")
      return
    }
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix(scratch.root.path + "/unwrap-") == true, "\(lines)")
    #expect(
      lines.dropFirst().first == "HOME,LANG,LC_ALL,PATH,SWIFT_BACKTRACE,TERM,UNWRAP_RUN_MARKER")
    #expect(lines.dropFirst(2).first == "no input")
    #expect(lines.last == "0 inherited descriptors")
  }

  @Test func scratchFoldersArePrivateAndUnpredictable() throws {
    let scratch = try Scratch()
    let source = """
      import Glibc
      var info = stat()
      stat(String(cString: getcwd(nil, 0)), &info)
      print(String(info.st_mode & 0o777, radix: 8))
      print(String(cString: getcwd(nil, 0)))
      """
    let runner = toolchain(scratch)
    guard case .ran(let first) = try runner.run(source),
      case .ran(let second) = try runner.run(source)
    else {
      Issue.record("did not run")
      return
    }
    let firstLines = first.standardOutput.split(separator: "\n")
    let secondLines = second.standardOutput.split(separator: "\n")
    #expect(firstLines.first == "700")
    #expect(firstLines.last != secondLines.last)
  }
}
