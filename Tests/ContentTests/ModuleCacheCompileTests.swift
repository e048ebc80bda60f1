import Foundation
import Testing

@testable import UnwrapKit

/// With the real compiler: a toolchain given a `ModuleCache` builds its Clang modules there, never
/// in the learner's own Clang cache (which a home that cannot be written, or `XDG_CACHE_HOME` naming
/// a file, makes fail every compile), keeps them there for the next run, and falls back to a
/// folder of the run's when unwrap's cache folder cannot be used.
@Suite(
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct ModuleCacheCompileTests {
  static let program = "print(\"cached\")\n"

  /// The module files (`.pcm`) under `folder`, with when each was last written.
  static func modules(in folder: String) -> [String: Date] {
    let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    var found: [String: Date] = [:]
    for file in files where file.hasSuffix(".pcm") {
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + file)
      found[file] = attributes?[.modificationDate] as? Date
    }
    return found
  }

  func ran(_ toolchain: SwiftToolchain) throws -> String? {
    guard case .ran(let outcome) = try toolchain.run(Self.program) else { return nil }
    return outcome.standardOutput
  }

  /// A second run (a new toolchain, as the next unwrap makes) finds the modules the first built
  /// and builds none again: what makes its compiles as fast as before.
  @Test func theModulesGoIntoUnwrapsFolderAndServeTheNextRun() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-modules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("unwrap/ModuleCache")
    var first = try #require(SwiftToolchain.find())
    first.moduleCache = ModuleCache(persistent: folder)
    #expect(try ran(first) == "cached\n")
    let built = Self.modules(in: folder.path)
    #expect(built.keys.contains { $0.contains("SwiftShims") }, "\(built)")
    var next = try #require(SwiftToolchain.find())
    next.moduleCache = ModuleCache(persistent: folder)
    #expect(try ran(next) == "cached\n")
    #expect(Self.modules(in: folder.path) == built)
  }

  /// `XDG_CACHE_HOME` naming a file: the compile still succeeds, with its modules in a folder of
  /// the run's under the temporary folder.
  @Test func aCacheFolderUnderAFileStillCompiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-modules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let scratch = root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("notadir")
    try "".write(to: file, atomically: true, encoding: .utf8)
    var toolchain = try #require(SwiftToolchain.find())
    toolchain.scratchRoot = scratch
    toolchain.moduleCache = ModuleCache(
      persistent: ModuleCache.defaultFolder(environment: ["XDG_CACHE_HOME": file.path]))
    #expect(try ran(toolchain) == "cached\n")
    let runFolders = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
    #expect(runFolders.count == 1, "\(runFolders)")
    let modules = runFolders.first.map { Self.modules(in: scratch.path + "/" + $0) } ?? [:]
    #expect(modules.keys.contains { $0.contains("SwiftShims") }, "\(modules)")
  }
}
