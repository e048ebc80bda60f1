#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the compiler keeps the Clang modules it builds for a program (`-module-cache-path`): the
/// standard library's C shims on every compile, Glibc's and Foundation's when a program imports
/// them. Left to itself the compiler uses Clang's default, `$XDG_CACHE_HOME/clang/ModuleCache` or
/// `~/.cache/clang/ModuleCache`, so a learner whose cache folder cannot be written (a home of
/// /nonexistent, a read-only home, `XDG_CACHE_HOME` naming a file) could compile nothing: every
/// answer failed with "unable to open output file '….pcm'", in no line of theirs.
///
/// The folder is unwrap's own, beside the compile plans (`$XDG_CACHE_HOME/unwrap/ModuleCache`, else
/// `~/.cache/unwrap/ModuleCache`), so it lasts between runs: building the modules again costs each
/// compile about 60 ms, and more than a second for a program that imports Foundation. When that
/// folder cannot be made or written, a private folder of this run's under the temporary folder is
/// used instead (`ProcessOwner.makeRunFolder`), removed when unwrap ends: the modules are then
/// built once a run. The choice is made on the first compile and shared by every copy of the
/// toolchain.
public final class ModuleCache: @unchecked Sendable {
  /// The folder kept between runs; nil when no cache folder is known.
  public let persistent: URL?
  private let lock = Lock()
  private var chosen: String?

  public init(persistent: URL?) {
    self.persistent = persistent
  }

  /// `$XDG_CACHE_HOME/unwrap/ModuleCache`, else `~/.cache/unwrap/ModuleCache`; nil when neither
  /// folder is known (`CompilePlanCache.unwrapCacheFolder`).
  public static func defaultFolder(environment: [String: String]) -> URL? {
    CompilePlanCache.unwrapCacheFolder(environment: environment)?
      .appendingPathComponent("ModuleCache")
  }

  /// The folder to give the compiler, chosen on the first call: `persistent` when it can be made
  /// and written, else a new folder of this run's under `scratchRoot`. Throws `ScratchFolderError`
  /// when neither can be used (then no scratch folder can be made there either).
  func path(scratchRoot: URL, owner: ProcessOwner) throws -> String {
    try lock.withLock { () throws -> String in
      if let chosen { return chosen }
      let path = try Self.usable(persistent) ?? owner.makeRunFolder(in: scratchRoot).path
      chosen = path
      return path
    }
  }

  /// `folder`'s path when it is, or can be made, a folder this user can write in; nil otherwise.
  static func usable(_ folder: URL?) -> String? {
    guard let folder else { return nil }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var info = stat()
    guard stat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      access(folder.path, W_OK | X_OK) == 0
    else { return nil }
    return folder.path
  }
}
