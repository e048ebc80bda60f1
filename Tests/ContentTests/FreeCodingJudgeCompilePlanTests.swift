import Foundation
import Testing

@testable import UnwrapKit

/// The judge replays the driver's jobs instead of starting the driver for every answer: the plan must
/// read the driver's quoting exactly, move its temporary files into each scratch folder, refuse what
/// cannot be replayed, and leave compile errors, link errors and limits as they were.
struct FreeCodingJudgeCompilePlanTests {
  @Test func wordsAreSplitAsAShellWould() {
    #expect(
      CompilePlan.words(#"/bin/a -o '/x y'\''z/m' "q\"r" s\ t  ''"#)
        == ["/bin/a", "-o", "/x y'z/m", "q\"r", "s t", ""])
    #expect(CompilePlan.words("/bin/a 'unfinished") == nil)
    #expect(CompilePlan.words(#"/bin/a "unfinished"#) == nil)
  }

  @Test func theDriversTemporaryFolderBecomesTheScratchFolder() throws {
    let output = """
      /t/swift-frontend -frontend -c -primary-file '/s/un wrap/main.swift' -o '/s/un wrap/TemporaryDirectory.aB3x_9/main-1.o'
      /t/swift-autolink-extract '/s/un wrap/TemporaryDirectory.aB3x_9/main-1.o' -o '/s/un wrap/TemporaryDirectory.aB3x_9/main-2.autolink'
      /t/clang '/s/un wrap/TemporaryDirectory.aB3x_9/main-1.o' '@/s/un wrap/TemporaryDirectory.aB3x_9/main-2.autolink' -o '/s/un wrap/main'

      """
    let plan = try #require(CompilePlan(driverOutput: output, folder: "/s/un wrap"))
    #expect(
      plan.jobs(in: "/r/next") == [
        [
          "/t/swift-frontend", "-frontend", "-c", "-primary-file", "/r/next/main.swift", "-o",
          "/r/next/main-1.o",
        ],
        ["/t/swift-autolink-extract", "/r/next/main-1.o", "-o", "/r/next/main-2.autolink"],
        ["/t/clang", "/r/next/main-1.o", "@/r/next/main-2.autolink", "-o", "/r/next/main"],
      ])
  }

  @Test func whatCannotBeReplayedIsRefused() {
    let folder = "/s/unwrap-1"
    // A response file the driver wrote while planning is gone by the next compile.
    #expect(
      CompilePlan(
        driverOutput:
          "/t/swift-frontend -c @\(folder)/TemporaryDirectory.ab/args.resp -o \(folder)/main",
        folder: folder) == nil)
    #expect(
      CompilePlan(driverOutput: "swift-frontend -c \(folder)/main.swift", folder: folder) == nil)
    #expect(CompilePlan(driverOutput: "\n", folder: folder) == nil)
    #expect(CompilePlan(driverOutput: "/t/clang 'unfinished", folder: folder) == nil)
  }

  @Test func theLinkerJobIsReadFromClangWithThisProgramsEntriesInPlaceOfTheResponseFile() throws {
    let folder = "/s/un wrap"
    let link = [
      "/t/clang", "-pie", "\(folder)/main-1.o", "@\(folder)/main-2.autolink", "-lswiftCore", "-o",
      "\(folder)/main",
    ]
    let clang = #"""
      clang version 21.0.0
      Target: x86_64-unknown-linux-gnu
      InstalledDir: /t
       "/t/ld.lld" "-pie" "-o" "/s/un wrap/main" "/s/un wrap/main-1.o" "-lswiftCore" "-lswift_Concurrency" "-lswiftCore" "-lc"
      """#
    let replay = try #require(
      LinkReplay(
        clangOutput: clang, link: link, entries: ["-lswiftCore", "-lswift_Concurrency"],
        folder: folder))
    #expect(
      replay.job(in: "/r/next", entries: ["-lFoundation", "-lswiftCore"]) == [
        "/t/ld.lld", "-pie", "-o", "/r/next/main", "/r/next/main-1.o", "-lFoundation",
        "-lswiftCore", "-lswiftCore", "-lc",
      ])
    // The entries must be where the response file was, and clang must plan exactly one job.
    #expect(
      LinkReplay(clangOutput: clang, link: link, entries: ["-lFoundation"], folder: folder) == nil)
    #expect(
      LinkReplay(
        clangOutput: clang + "\n \"/t/objcopy\" \"x\"", link: link, entries: [], folder: folder)
        == nil)
    #expect(LinkReplay.entries(ofAutolinkFile: "-lswiftCore\n-lm\n") == ["-lswiftCore", "-lm"])
    #expect(LinkReplay.entries(ofAutolinkFile: "-lswiftCore\n-framework Foundation\n") == nil)
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func afterTheFirstLinkTheLinkerIsStartedDirectlyWithEachProgramsOwnLibraries() throws {
    let toolchain = SwiftToolchain.find()!
    let programs = [
      ("print(1 + 1)\n", "2\n"),
      (
        "import Foundation\nprint(Date.distantPast < Date(), String(format: \"%.1f\", 2.25))\n",
        "true 2.2\n"
      ),
      ("actor A { var n = 3 }\nprint(await A().n)\n", "3\n"),
    ]
    try Self.expectPrinted(programs, by: toolchain)
    let kind =
      SwiftToolchain.programFlags + toolchain.linkerChoice + SwiftToolchain.mathLibrary + [
        "-o", "main",
      ]
    guard case .replay(let replay)? = toolchain.plans[link: kind] else {
      Issue.record(
        "the linker job was not learned: \(String(describing: toolchain.plans[link: kind]))")
      return
    }
    #expect(!replay.job[0].hasSuffix("clang"), "\(replay.job)")
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func theAutolinkExtractorRunsOncePerSetOfImportsAndItsOutputIsReused() throws {
    let toolchain = SwiftToolchain.find()!
    let programs = [
      ("print(1)\n", "1\n"), ("print(2 * 3)\n", "6\n"),
      ("import Foundation\nprint(Date.distantFuture > Date())\n", "true\n"),
      ("import Foundation\nprint(URL(fileURLWithPath: \"/a/b\").lastPathComponent)\n", "b\n"),
    ]
    try Self.expectPrinted(programs, by: toolchain)
    let learned = toolchain.plans.autolinkKeys
    #expect(learned.count == 2, "\(learned.count) sets of autolink sections")
    // The link takes the stored output: a library that does not exist there breaks the next link.
    for key in learned { toolchain.plans[autolink: key] = "-lunwrap_no_such_library\n" }
    guard case .compileFailed(let link) = try toolchain.run("print(4)\n") else {
      Issue.record("the stored extractor output was not used")
      return
    }
    #expect(link.contains("unwrap_no_such_library"), "\(link)")
  }

  /// Runs each program and expects it to compile, link and print what it is paired with.
  static func expectPrinted(_ programs: [(String, String)], by toolchain: SwiftToolchain) throws {
    for (source, printed) in programs {
      guard case .ran(let outcome) = try toolchain.run(source) else {
        Issue.record("did not compile and link: \(source)")
        continue
      }
      #expect(outcome.standardOutput == printed, "\(source)")
    }
  }

  /// A `swiftc` that logs every time it is started, then is the real one.
  static func loggingCompiler(in folder: URL, log: URL, real: String) throws -> URL {
    let script = folder.appendingPathComponent("swiftc")
    try """
    #!/bin/sh
    echo "$*" >> '\(log.path)'
    exec '\(real)' "$@"
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func theDriverIsStartedOncePerKindOfCompileEvenInAFolderWithSpacesAndQuotes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-plan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let log = root.appendingPathComponent("driver.log")
    var toolchain = SwiftToolchain(
      swiftc: try Self.loggingCompiler(in: root, log: log, real: SwiftToolchain.find()!.swiftc).path
    )
    let scratch = root.appendingPathComponent("learner's \"scratch\" $HOME")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    toolchain.scratchRoot = scratch
    for greeting in ["hello", "again"] {
      let result = try toolchain.run("print(\"\(greeting)\")\n")
      guard case .ran(let outcome) = result else {
        Issue.record("did not run: \(result)")
        return
      }
      #expect(outcome.standardOutput == "\(greeting)\n")
      #expect(try toolchain.check("let x = 1\nprint(x)\n").succeeded)
    }
    let started = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(started.count == 2, "\(started)")
    #expect(started.allSatisfy { $0.hasSuffix("-###") }, "\(started)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }

  @Test(
    .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
    .enabled(
      if: CompilePlanCache.isDriver(SwiftToolchain.find()?.swiftc ?? ""),
      "swiftc here is a proxy (swiftly, xcrun, a wrapper), whose plans are never kept"))
  func aLaterRunOfUnwrapReplaysThePlansAnEarlierOneKept() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-plan-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let swiftc = SwiftToolchain.find()!.swiftc
    let cache = CompilePlanCache(file: root.appendingPathComponent("cache/compile-plans.json"))
    // Each toolchain stands for one run of unwrap: it starts with nothing learned.
    func nextRun() -> SwiftToolchain {
      var toolchain = SwiftToolchain(swiftc: swiftc)
      toolchain.planCache = cache
      return toolchain
    }
    let program = "#if UNWRAP_REPLAYED\nprint(\"replayed\")\n#else\nprint(\"planned\")\n#endif\n"
    try Self.expectPrinted([(program, "planned\n")], by: nextRun())
    #expect(try nextRun().check("let x = 1\nprint(x)\n").succeeded)

    // Mark the kept frontend job, as the driver never would: a later run that prints "replayed"
    // compiled with the kept plan, not one it asked the driver for.
    let environment = ProcessInfo.processInfo.environment
    var kept = try #require(cache.load(swiftc: swiftc, environment: environment))
    #expect(kept.kinds.count == 2)
    let run = try #require(kept.kinds.firstIndex { $0.arguments.contains("main") })
    kept.kinds[run].jobs?[0] += ["-D", "UNWRAP_REPLAYED"]
    cache.save(kept, swiftc: swiftc, environment: environment)

    let later = nextRun()
    try Self.expectPrinted([(program, "replayed\n")], by: later)
    guard case .compileFailed(let errors) = try later.run("let x: Int = \"a\"\n") else {
      Issue.record("a type error compiled from a kept plan")
      return
    }
    #expect(errors.contains("main.swift:1:14: error: cannot convert"), "\(errors)")
    #expect(!(try later.check("func f() -> Int {\n}\n").succeeded))
  }

  @Test(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
  func replayedCompilesReportCompileAndLinkErrorsAsTheDriverDid() throws {
    let toolchain = SwiftToolchain.find()!
    for _ in 0..<2 {
      guard case .compileFailed(let errors) = try toolchain.run("let x: Int = \"a\"\n") else {
        Issue.record("a type error compiled")
        return
      }
      #expect(errors.contains("main.swift:1:14: error: cannot convert"), "\(errors)")
      let check = try toolchain.check("func f() -> Int {\n}\n")
      #expect(!check.succeeded)
      #expect(check.diagnostics.contains("missing return"), "\(check.diagnostics)")
      let unlinked = "@_silgen_name(\"unwrap_not_defined\") func f() -> Int\nprint(f())\n"
      guard case .compileFailed(let link) = try toolchain.run(unlinked) else {
        Issue.record("an undefined symbol linked")
        return
      }
      #expect(link.contains("unwrap_not_defined"), "\(link)")
      #expect(link.contains("error: link command failed with exit code 1"), "\(link)")
    }
  }
}
