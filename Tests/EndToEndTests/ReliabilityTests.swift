import Foundation
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing a learner's machine does to a running unwrap may cost them progress.
@Suite struct ReliabilityTests {
  static let sections =
    (try? ContentLibrary.builtIn().syllabus
      .allSections) ?? []

  /// Kills `unwrap learn` processes with SIGKILL at random moments, 200 times: afterwards the progress
  /// file always loads, is consistent, and holds every award that was acknowledged (the process exited
  /// 0) and at most the one in flight.
  /// The median time of three whole `unwrap learn` runs that skip the review, in a throwaway folder.
  static func secondsForOneRun() throws -> Double {
    let probe = UnwrapBinary()
    defer { probe.removeDataDirectory() }
    var times: [Double] = []
    for slug in sections.prefix(3) {
      let started = Date()
      _ = try probe.run(["learn", slug], input: "s\n")
      times.append(Date().timeIntervalSince(started))
    }
    return times.sorted()[times.count / 2]
  }

  @Test func sigkillAtRandomMomentsNeverDamagesOrLosesProgress() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    var random = SeededGenerator(seed: 2026)
    var acknowledged: Set<String> = []
    var saved: Set<String> = []
    var killed = 0
    // Kill within twice the time a whole run takes on this machine, so about half the kills land
    // mid-way however fast unwrap starts (a fixed window went stale when start-up got faster).
    // The load changes while it runs (CI runs every suite side by side: one audit saw 134 kills in
    // one run and 48 in the next), so each round moves the window towards half the runs killed.
    var window = min(max(try Self.secondsForOneRun() * 2, 0.01), 0.5)
    for round in 0..<200 {
      let slug = Self.sections[round % Self.sections.count]
      let process = Process()
      process.executableURL = UnwrapBinary.executable
      process.arguments = ["learn", slug]
      var environment = ProcessInfo.processInfo.environment
      environment["UNWRAP_DATA_DIR"] = unwrap.dataDirectory.path
      environment["UNWRAP_DATE"] = "2026-04-01"
      process.environment = environment
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Skip the review at once: the process then saves its reading points and exits.
      input.fileHandleForWriting.write(Data("s\n".utf8))
      usleep(UInt32.random(in: 0...UInt32(window * 1_000_000), using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit, process.terminationStatus == 0 {
        acknowledged.insert(slug)
      }
      if process.terminationReason == .uncaughtSignal { killed += 1 }
      let wasKilled = process.terminationReason == .uncaughtSignal
      window = wasKilled ? min(window * 1.1, 0.5) : max(window / 1.1, 0.005)

      let progress = try unwrap.progress()
      let read = Set(progress.sections.filter { $0.value.read != nil }.keys)
      #expect(read.isSuperset(of: acknowledged), "round \(round): an acknowledged award was lost")
      #expect(read.isSuperset(of: saved), "round \(round): a saved award was lost")
      #expect(
        read.subtracting(saved).isSubset(of: [slug]),
        "round \(round): more than this round's award appeared")
      #expect(
        progress.points.learning == read.count * PointValues.reading,
        "round \(round): points and sections disagree")
      saved = read
    }
    #expect(
      !acknowledged.isEmpty,
      "no run finished before its kill: the delays are too short to test anything")
    #expect(
      killed >= 20,
      "only \(killed) runs were killed mid-way: the delays are too long to test anything")
    print(
      "sigkill: \(killed) of 200 runs killed mid-way, \(acknowledged.count) sections acknowledged, \(saved.count) saved"
    )
  }

  /// Eight processes award points at the same moment, fifty times each, through the real store:
  /// every award is counted exactly once. All eight are started before any is let go, and each reports
  /// when its awards began and ended, so the test fails if they did not overlap.
  /// The executable's owner claims every child, and `content validate --compile` runs checks side
  /// by side: no run's clean-up may take another run's new process for a stray.
  @Test func runsSideBySideUnderAnOwnerThatClaimsEveryChildNeverEndEachOther() throws {
    let worker = try RunningProcess(
      program: UnwrapBinary.built("ProgressAwardWorker"), arguments: ["--side-by-side-runs"],
      environment: ProcessInfo.processInfo.environment)
    let result = worker.finish()
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.hasPrefix("failed 0 of 240"))
  }

  @Test func eightProcessesAwardingFiftyTimesEachLoseNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-concurrent-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("progress.json")
    let workers = try (0..<8).map { worker in
      try RunningProcess(
        program: UnwrapBinary.built("ProgressAwardWorker"),
        arguments: [file.path, "w\(worker)", "50"],
        environment: ProcessInfo.processInfo.environment)
    }
    // Each waits for a line before its first award, so all eight are alive here at once.
    #expect(workers.allSatisfy { $0.isRunning }, "a worker ended before it was let go")
    for worker in workers { worker.send(Data("go\n".utf8)) }
    var acknowledged = 0
    var spans: [(start: UInt64, end: UInt64)] = []
    for worker in workers {
      let result = worker.finish()
      #expect(result.status == 0, "\(result.error)")
      let lines = result.output.split(separator: "\n")
      acknowledged += lines.filter { $0.hasPrefix("ack ") }.count
      if let ran = lines.last?.split(separator: " "), ran.count == 3, ran[0] == "ran",
        let start = UInt64(ran[1]), let end = UInt64(ran[2])
      {
        spans.append((start, end))
      } else {
        Issue.record("worker \(worker.processIdentifier) did not report its span: \(result.output)")
      }
    }
    #expect(acknowledged == 400)
    // Overlap: the last worker to start began before the first one to finish ended.
    let lastStart = spans.map(\.start).max() ?? 0
    let firstEnd = spans.map(\.end).min() ?? 0
    #expect(
      lastStart < firstEnd,
      "the workers ran one after another (last start \(lastStart), first end \(firstEnd))")
    let progress = try FileProgressStore(fileURL: file).load()
    #expect(progress.practice["stress"]?.sessions == 400)
    #expect(progress.points.practice == 400 * PointValues.practiceAnswer)
  }

  static let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
  static let dropPrivileges = ["--reuid=65534", "--regid=65534", "--clear-groups"]

  /// Whether this test can make a file unwrap may not read: always as a normal user; as root only if
  /// setpriv exists and `nobody` may run the built binary from where it lies.
  static var canMakeAFileUnreadable: Bool {
    guard geteuid() == 0 else { return true }
    guard FileManager.default.isExecutableFile(atPath: setpriv.path) else { return false }
    let probe = UnwrapBinary()
    defer { probe.removeDataDirectory() }
    let version = try? probe.run(
      dropPrivileges + [UnwrapBinary.executable.path, "--version"], program: setpriv)
    return version?.status == 0
  }

  /// A progress file unwrap may not read is reported with exit 74 and left exactly as it was. Root reads
  /// any file, so as root the binary is started as `nobody` through setpriv.
  @Test(
    .enabled(
      if: canMakeAFileUnreadable,
      "running as root, and setpriv is missing or nobody cannot run the built binary"))
  func anUnreadableProgressFileIsReportedAndLeftAlone() throws {
    let asNobody = geteuid() == 0
    // Run as nobody, the data folder must be where nobody can reach it: a private `TMPDIR` (made
    // by `mktemp -d`, mode 700) would turn this into a folder that cannot be reached.
    let unwrap = asNobody ? UnwrapBinary(in: URL(fileURLWithPath: "/tmp")) : UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let setpriv = Self.setpriv
    let dropPrivileges = Self.dropPrivileges
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let original = Data("{\"schemaVersion\": 3}".utf8)
    try original.write(to: unwrap.progressFile)
    chmod(unwrap.dataDirectory.path, 0o777)
    chmod(unwrap.progressFile.path, 0)
    defer { chmod(unwrap.progressFile.path, 0o644) }
    let result: UnwrapBinary.Result
    if asNobody {
      result = try unwrap.run(
        dropPrivileges + [UnwrapBinary.executable.path, "learn", "variables"], input: "s\n",
        program: setpriv)
    } else {
      result = try unwrap.run(["learn", "variables"], input: "s\n")
    }
    #expect(result.status == 74, "\(result.error)")
    #expect(result.error.contains("could not be used"), "\(result.error)")
    #expect(result.error.contains(unwrap.progressFile.path))
    chmod(unwrap.progressFile.path, 0o644)
    #expect(try Data(contentsOf: unwrap.progressFile) == original)
    let others = try FileManager.default.contentsOfDirectory(atPath: unwrap.dataDirectory.path)
      .filter { $0 != "progress.json" && $0 != "progress.json.lock" }
    #expect(others.isEmpty, "unwrap wrote \(others) beside a file it could not read")
  }
}

/// Start-up speed is part of the product: on Linux the binary must not load all of Foundation and ICU.
@Suite struct StartUpFootprintTests {
  static var isLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  @Test(
    .enabled(
      if: isLinux && FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"),
      "only Linux loads Foundation this way, and ldd is needed to see it"))
  func theBinaryLinksOnlyFoundationEssentials() throws {
    let ldd = Process()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [UnwrapBinary.executable.path]
    let output = Pipe()
    ldd.standardOutput = output
    try ldd.run()
    let libraries = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ldd.waitUntilExit()
    #expect(libraries.contains("libFoundationEssentials"))
    #expect(
      !libraries.contains("libFoundation.so") && !libraries.contains("ICU"),
      "something imports Foundation (or Bundle) again: \(libraries)")
  }
}
