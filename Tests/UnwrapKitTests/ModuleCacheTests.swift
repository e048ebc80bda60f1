import Foundation
import Testing

@testable import UnwrapKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the compiler's Clang modules go (`ModuleCache`): unwrap's own cache folder, kept between
/// runs, or, when that cannot be used (a home that cannot be written, `XDG_CACHE_HOME` naming a
/// file), a private folder of the run's in the temporary folder; never the learner's own Clang
/// cache, which a compiler left to itself would fail to write. No compiler is started.
@Suite struct ModuleCacheTests {
  @Test func theFolderIsUnwrapsOwnBesideTheCompilePlans() {
    #expect(
      ModuleCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path
        == "/c/unwrap/ModuleCache")
    #expect(
      ModuleCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.path
        == "/h/.cache/unwrap/ModuleCache")
    #expect(ModuleCache.defaultFolder(environment: [:]) == nil)
    #expect(
      CompilePlanCache.defaultFile(environment: ["HOME": "/h"])?.path
        == "/h/.cache/unwrap/compile-plans.json")
  }

  @Test func aFolderThatCanBeWrittenIsMadeAndKept() throws {
    let folder = TemporaryFolder()
    let persistent = folder.url.appendingPathComponent("cache/unwrap/ModuleCache")
    let cache = ModuleCache(persistent: persistent)
    let path = try cache.path(scratchRoot: folder.url, owner: ProcessOwner())
    #expect(path == persistent.path)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    // Chosen once: every later compile of the run uses the same folder.
    #expect(try cache.path(scratchRoot: folder.url, owner: ProcessOwner()) == path)
  }

  /// The auditor's trigger: `XDG_CACHE_HOME` names a file. The modules go to a private folder of
  /// the run's in the temporary folder, named as a scratch folder is so that one a killed unwrap
  /// left is swept, and removed with the scratch folders when a signal ends unwrap.
  @Test(arguments: [true, false])
  func aCacheFolderThatCannotBeUsedGivesAFolderOfTheRuns(underAFile: Bool) throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("notadir")
    try "".write(to: file, atomically: true, encoding: .utf8)
    let scratch = folder.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let owner = ProcessOwner()
    let cache = ModuleCache(
      persistent: underAFile
        ? ModuleCache.defaultFolder(environment: ["XDG_CACHE_HOME": file.path]) : nil)
    let path = try cache.path(scratchRoot: scratch, owner: owner)
    let name = URL(fileURLWithPath: path).lastPathComponent
    #expect(URL(fileURLWithPath: path).deletingLastPathComponent().path == scratch.path)
    #expect(ProcessOwner.scratchOwner(of: name) == getpid(), "\(name)")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    #expect(try cache.path(scratchRoot: scratch, owner: owner) == path)
    owner.terminateEverything()
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func noFolderAtAllIsTheTemporaryFoldersProblem() {
    let folder = TemporaryFolder()
    let cache = ModuleCache(persistent: nil)
    #expect(throws: ProcessOwner.ScratchFolderError.self) {
      try cache.path(
        scratchRoot: folder.url.appendingPathComponent("missing"), owner: ProcessOwner())
    }
  }

  /// A plan kept under one module cache serves a run that uses another (the learner's cache folder
  /// one day, a folder of the run's the next): the folder is a placeholder in the stored jobs.
  @Test func thePlanHoldsTheModuleCacheAsAPlaceholder() throws {
    let output = """
      /t/swift-frontend -frontend -c -module-cache-path '/home/l/.cache/unwrap/Module Cache' -primary-file '/s/un wrap/main.swift' -o '/s/un wrap/main.o'
      /t/clang '/s/un wrap/main.o' -o '/s/un wrap/main'

      """
    let cache = "/home/l/.cache/unwrap/Module Cache"
    let plan = try #require(
      CompilePlan(driverOutput: output, folder: "/s/un wrap", moduleCache: cache))
    #expect(plan.jobs[0][4] == CompilePlan.moduleCacheToken)
    #expect(
      plan.jobs(in: "/r", moduleCache: "/tmp/unwrap-1-abcdef")[0]
        == [
          "/t/swift-frontend", "-frontend", "-c", "-module-cache-path", "/tmp/unwrap-1-abcdef",
          "-primary-file", "/r/main.swift", "-o", "/r/main.o",
        ])
  }
}
