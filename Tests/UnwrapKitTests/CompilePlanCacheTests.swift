import Foundation
import Testing

@testable import UnwrapKit

/// The compile plan cache is only a cache: it hands back exactly what was stored while every
/// executable is the same file, and otherwise (a changed toolchain, another environment, a damaged
/// or foreign file) it hands back nothing, so the next compile asks the driver again.
@Suite struct CompilePlanCacheTests {
  /// A snapshot whose jobs start `tool` (a real file, so it has a fingerprint).
  static func snapshot(tool: String) -> CompilePlans.Snapshot {
    var snapshot = CompilePlans.Snapshot()
    snapshot.kinds = [
      .init(
        arguments: ["-Onone", "-o", "main"], jobs: [[tool, "-frontend", "-c"], [tool, "link"]]),
      .init(arguments: ["-emit-sil", "-o", "/dev/null"], jobs: nil),
    ]
    snapshot.links = [.init(arguments: ["-Onone", "-o", "main"], job: [tool, "-o", "main"])]
    snapshot.autolinks = [
      .init(extractor: tool, sections: Data([1, 2, 3]).base64EncodedString(), output: "-lm\n")
    ]
    return snapshot
  }

  /// A folder with an executable file `tool` and a cache file beside it.
  struct Setup {
    let folder = TemporaryFolder()
    var tool: String { folder.url.appendingPathComponent("tool").path }
    var cache: CompilePlanCache {
      CompilePlanCache(file: folder.url.appendingPathComponent("cache/unwrap/compile-plans.json"))
    }
    let environment = ["PATH": "/usr/bin:/bin", "HOME": "/home/learner"]

    init() throws {
      try folder.write("#!/bin/sh\n", to: "tool")
    }
  }

  @Test func whatIsSavedIsLoadedWhileEveryExecutableIsTheSameFile() throws {
    let setup = try Setup()
    let snapshot = Self.snapshot(tool: setup.tool)
    setup.cache.save(snapshot, swiftc: setup.tool, environment: setup.environment)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == snapshot)
    // Variables the driver never reads do not matter.
    var elsewhere = setup.environment
    elsewhere["HOME"] = "/home/other"
    #expect(setup.cache.load(swiftc: setup.tool, environment: elsewhere) == snapshot)
  }

  @Test func theEnvironmentIsKeptAsADigestNeverAsItsValues() throws {
    let setup = try Setup()
    var environment = setup.environment
    environment["SWIFT_REGISTRY_TOKEN"] = "s3cret-token"
    setup.cache.save(Self.snapshot(tool: setup.tool), swiftc: setup.tool, environment: environment)
    let text = try String(contentsOf: setup.cache.file, encoding: .utf8)
    #expect(!text.contains("s3cret-token"))
    #expect(!text.contains("/usr/bin:/bin"))
    #expect(setup.cache.load(swiftc: setup.tool, environment: environment) != nil)
    environment["SWIFT_REGISTRY_TOKEN"] = "another"
    #expect(setup.cache.load(swiftc: setup.tool, environment: environment) == nil)
  }

  @Test func aChangedToolchainAnotherSwiftcOrAnotherEnvironmentIsNotServed() throws {
    let setup = try Setup()
    // Another `swiftc`, even one whose file the stored jobs start too.
    var snapshot = Self.snapshot(tool: setup.tool)
    snapshot.links[0].job = ["/bin/sh", "-c", "true"]
    setup.cache.save(snapshot, swiftc: setup.tool, environment: setup.environment)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == snapshot)
    #expect(setup.cache.load(swiftc: "/bin/sh", environment: setup.environment) == nil)
    for (key, value) in [("PATH", "/opt/bin"), ("SDKROOT", "/sdk"), ("SWIFT_EXEC", "/x")] {
      var changed = setup.environment
      changed[key] = value
      #expect(setup.cache.load(swiftc: setup.tool, environment: changed) == nil, "\(key)")
    }
    // The tool rewritten in place (an upgrade): its size and time change.
    try setup.folder.write("#!/bin/sh\nexit 0\n", to: "tool")
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
  }

  @Test func aMissingExecutableIsNotServedAndNotSaved() throws {
    let setup = try Setup()
    let gone = setup.folder.url.appendingPathComponent("gone").path
    setup.cache.save(Self.snapshot(tool: gone), swiftc: setup.tool, environment: setup.environment)
    #expect(!FileManager.default.fileExists(atPath: setup.cache.file.path))
  }

  @Test(arguments: ["", "{", "[1, 2]", "{\"version\": 1}", "\u{FF}\u{FE}garbage"])
  func aDamagedFileIsIgnoredAndReplacedByTheNextSave(contents: String) throws {
    let setup = try Setup()
    try setup.folder.write(contents, to: "cache/unwrap/compile-plans.json")
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
    let snapshot = Self.snapshot(tool: setup.tool)
    setup.cache.save(snapshot, swiftc: setup.tool, environment: setup.environment)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == snapshot)
  }

  @Test func aFileLargerThanAnyCacheIsNotRead() throws {
    let setup = try Setup()
    setup.cache.save(
      Self.snapshot(tool: setup.tool), swiftc: setup.tool, environment: setup.environment)
    // Still valid JSON (trailing white space), but 2 MB: not a file this cache wrote.
    let text = try String(contentsOf: setup.cache.file, encoding: .utf8)
    try (text + String(repeating: " ", count: 2 << 20))
      .write(to: setup.cache.file, atomically: true, encoding: .utf8)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
  }

  @Test func aFileFromAnotherVersionOrWithRelativeJobsIsNotServed() throws {
    let setup = try Setup()
    setup.cache.save(
      Self.snapshot(tool: setup.tool), swiftc: setup.tool, environment: setup.environment)
    let text = try String(contentsOf: setup.cache.file, encoding: .utf8)
    #expect(text.contains("\"version\":\(CompilePlanCache.version)"))
    // 1: plans from before the module cache was named, whose frontend used the learner's own.
    for version in [1, 99] {
      try text.replacing(
        "\"version\":\(CompilePlanCache.version)", with: "\"version\":\(version)"
      ).write(to: setup.cache.file, atomically: true, encoding: .utf8)
      #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
    }
    var relative = Self.snapshot(tool: setup.tool)
    relative.kinds[0].jobs = [["tool", "-c"]]
    #expect(!CompilePlanCache.isReplayable(relative))
    relative.kinds[0].jobs = []
    #expect(!CompilePlanCache.isReplayable(relative))
    #expect(CompilePlanCache.isReplayable(Self.snapshot(tool: setup.tool)))
  }

  @Test func aFolderThatCannotBeWrittenChangesNothing() throws {
    let setup = try Setup()
    // The cache's folder is a file: nothing can be created under it.
    try setup.folder.write("not a folder", to: "cache")
    setup.cache.save(
      Self.snapshot(tool: setup.tool), swiftc: setup.tool, environment: setup.environment)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
  }

  @Test func plansLearnedThroughAProxyAreNeverKeptAndALinkToTheDriverIsTheDriver() throws {
    let setup = try Setup()
    // A toolchain in a folder of its own; `tool` stands for a proxy (swiftly, xcrun) that starts it.
    try setup.folder.write("#!/bin/sh\n", to: "toolchain/bin/swift-frontend")
    try setup.folder.write("#!/bin/sh\n", to: "toolchain/bin/swift-driver")
    let bin = setup.folder.url.appendingPathComponent("toolchain/bin")
    let frontend = bin.appendingPathComponent("swift-frontend").path
    let snapshot = Self.snapshot(tool: frontend)
    setup.cache.save(snapshot, swiftc: setup.tool, environment: setup.environment)
    #expect(!FileManager.default.fileExists(atPath: setup.cache.file.path))

    let link = setup.folder.url.appendingPathComponent("swiftc").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: bin.appendingPathComponent("swift-driver").path)
    setup.cache.save(snapshot, swiftc: link, environment: setup.environment)
    #expect(setup.cache.load(swiftc: link, environment: setup.environment) == snapshot)

    // The same file, claimed for the proxy (as a hand edit could): not served.
    var stored = try JSONDecoder().decode(
      CompilePlanCache.Stored.self, from: Data(contentsOf: setup.cache.file))
    stored.swiftc = setup.tool
    stored.executables[setup.tool] = CompilePlanCache.Fingerprint(path: setup.tool)
    try JSONEncoder().encode(stored).write(to: setup.cache.file)
    #expect(setup.cache.load(swiftc: setup.tool, environment: setup.environment) == nil)
  }

  @Test func theFileLivesInTheXDGCacheFolder() {
    #expect(
      CompilePlanCache.defaultFile(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path
        == "/c/unwrap/compile-plans.json")
    #expect(
      CompilePlanCache.defaultFile(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.path
        == "/h/.cache/unwrap/compile-plans.json")
    #expect(CompilePlanCache.defaultFile(environment: [:]) == nil)
  }

  @Test func plansAdoptAStoredSnapshotOnceAndReportOnlyWhatTheyLearnAfter() throws {
    let plans = CompilePlans()
    let stored = Self.snapshot(tool: "/t/tool")
    plans.adoptOnce { stored }
    #expect(plans.snapshot() == stored)
    #expect(plans.snapshotIfChanged() == nil)
    plans.adoptOnce {
      Issue.record("a second adoption read the cache again")
      return nil
    }
    plans[["-c", "-o", "main.o"]] = .driverOnly
    let learned = try #require(plans.snapshotIfChanged())
    #expect(learned.kinds.count == 3)
    #expect(plans.snapshotIfChanged() == nil)
    // Setting what is already known is not learning.
    plans[["-c", "-o", "main.o"]] = .driverOnly
    #expect(plans.snapshotIfChanged() == nil)
  }

  @Test func aSnapshotWithSectionsThatAreNotBase64IsNotAdopted() {
    let plans = CompilePlans()
    var stored = Self.snapshot(tool: "/t/tool")
    stored.autolinks[0].sections = "not base64!"
    plans.adoptOnce { stored }
    #expect(plans.snapshot() == CompilePlans.Snapshot())
  }
}
