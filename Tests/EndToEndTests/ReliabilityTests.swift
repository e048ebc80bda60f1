import Foundation
import Testing
import UnwrapKit

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing a learner's machine does to a running unwrap may cost them progress.
@Suite struct ReliabilityTests {
  static let sections =
    (try? ContentLibrary(directory: ContentLibrary.defaultDirectory(environment: [:])).syllabus
      .allSections) ?? []

  /// Kills `unwrap learn` processes with SIGKILL at random moments, 200 times: afterwards the progress
  /// file always loads, is consistent, and holds every award that was acknowledged (the process exited
  /// 0) and at most the one in flight.
  @Test func sigkillAtRandomMomentsNeverDamagesOrLosesProgress() throws {
    let unwrap = UnwrapBinary()
    var random = SeededGenerator(seed: 2026)
    var acknowledged: Set<String> = []
    var saved: Set<String> = []
    var killed = 0
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
      usleep(UInt32.random(in: 0...250_000, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .exit, process.terminationStatus == 0 {
        acknowledged.insert(slug)
      }
      if process.terminationReason == .uncaughtSignal { killed += 1 }

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

  @Test func anUnreadableProgressFileIsReportedAndLeftAlone() throws {
    guard geteuid() != 0 else {
      // Root reads any file whatever its permissions, so this cannot be staged here.
      return
    }
    let unwrap = UnwrapBinary()
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    try Data("{\"schemaVersion\": 3}".utf8).write(to: unwrap.progressFile)
    chmod(unwrap.progressFile.path, 0)
    defer { chmod(unwrap.progressFile.path, 0o644) }
    let result = try unwrap.run(["learn", "variables"], input: "s\n")
    #expect(result.status == 74)
    #expect(result.error.contains("could not be used"))
  }
}
