#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps what a toolchain learned about replaying its driver's jobs (`CompilePlans`) in the
/// learner's cache folder, so each run of unwrap compiles its first program as fast as its later
/// ones: an exercise check, a challenge's Free Coding answer, a session's first verdict.
///
/// It is only a cache. A file written for other toolchain executables (a new install, a changed
/// file), another `swiftc` or another compiler environment is ignored, and so is one that cannot
/// be read; the next compile learns afresh and replaces it. A write that fails changes nothing.
/// Plans learned through a proxy `swiftc` (swiftly, `xcrun`) are never kept: see
/// `drivesItsOwnToolchain`.
public struct CompilePlanCache: Sendable {
  public let file: URL

  /// Changes whenever the stored form does; an older file is then ignored. 2: the frontend jobs
  /// name a module cache (`ModuleCache`), which those of 1 did not.
  static let version = 2
  /// A file larger than this is not ours (a snapshot is a few kilobytes).
  static let sizeLimit = 1 << 20

  public init(file: URL) {
    self.file = file
  }

  /// `$XDG_CACHE_HOME/unwrap/compile-plans.json`, else `~/.cache/unwrap/compile-plans.json`; nil
  /// when neither folder is known.
  public static func defaultFile(environment: [String: String]) -> URL? {
    unwrapCacheFolder(environment: environment)?.appendingPathComponent("compile-plans.json")
  }

  /// unwrap's cache folder, `$XDG_CACHE_HOME/unwrap`, else `~/.cache/unwrap` (an `XDG_CACHE_HOME`
  /// that is not an absolute path is passed over, as the XDG rules say); nil when neither is known.
  public static func unwrapCacheFolder(environment: [String: String]) -> URL? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("unwrap")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/unwrap")
  }

  /// A digest of the part of the environment the driver's jobs may depend on: where tools are
  /// found and every `SWIFT…` or `SDKROOT` setting. A file written under another one is not used.
  /// Only the digest is stored (64-bit FNV-1a), never the values, which may hold tokens.
  static func compilerEnvironment(_ environment: [String: String]) -> String {
    var digest: UInt64 = 14_695_981_039_346_656_037
    let relevant = environment.filter { key, _ in
      key == "PATH" || key == "SDKROOT" || key.hasPrefix("SWIFT")
    }
    for (key, value) in relevant.sorted(by: { $0.key < $1.key }) {
      for byte in Array(key.utf8) + [0] + Array(value.utf8) + [0] {
        digest = (digest ^ UInt64(byte)) &* 1_099_511_628_211
      }
    }
    return String(digest, radix: 16)
  }

  /// What an executable file is now: a file replaced or rewritten in place no longer matches.
  struct Fingerprint: Codable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: [Int64]

    init?(path: String) {
      var info = stat()
      guard path.hasPrefix("/"), stat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
      #else
        modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
      #endif
    }
  }

  /// The file's contents.
  struct Stored: Codable {
    var version: Int
    var swiftc: String
    var environment: String
    var executables: [String: Fingerprint]
    var plans: CompilePlans.Snapshot
  }

  /// The snapshot stored for this `swiftc` and environment, when every executable it would start
  /// is still exactly the file it was; nil otherwise, or when there is no readable file.
  func load(swiftc: String, environment: [String: String]) -> CompilePlans.Snapshot? {
    // `stat`, not FileManager's attributes: their size is a UInt that reads as Int only where
    // Foundation is loaded (the tests), never in the binary.
    var info = stat()
    guard stat(file.path, &info) == 0, info.st_size <= Self.sizeLimit,
      let data = try? Data(contentsOf: file),
      let stored = try? JSONDecoder().decode(Stored.self, from: data),
      stored.version == Self.version, stored.swiftc == swiftc,
      stored.environment == Self.compilerEnvironment(environment),
      Self.isReplayable(stored.plans), Self.drivesItsOwnToolchain(swiftc, stored.plans)
    else { return nil }
    for path in stored.plans.executables.union([swiftc]) {
      guard let known = stored.executables[path], known == Fingerprint(path: path) else {
        return nil
      }
    }
    return stored.plans
  }

  /// Writes the snapshot for this `swiftc` and environment, replacing the file in one step (a
  /// reader never sees half of it). Silently does nothing when the folder cannot be written.
  func save(_ plans: CompilePlans.Snapshot, swiftc: String, environment: [String: String]) {
    guard Self.drivesItsOwnToolchain(swiftc, plans) else { return }
    var executables: [String: Fingerprint] = [:]
    for path in plans.executables.union([swiftc]) {
      guard let fingerprint = Fingerprint(path: path) else { return }
      executables[path] = fingerprint
    }
    let stored = Stored(
      version: Self.version, swiftc: swiftc,
      environment: Self.compilerEnvironment(environment), executables: executables, plans: plans)
    guard let data = try? JSONEncoder().encode(stored) else { return }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }

  /// Whether `swiftc` is the driver of the toolchain its plans compile with: its real file is in
  /// the same folder as every plan's frontend. A proxy that picks a toolchain each time it starts
  /// (swiftly's `swiftc`, macOS's `xcrun` shims, a wrapper script) is not; its plans could belong to
  /// another toolchain after the learner switches, so they are never kept.
  static func drivesItsOwnToolchain(_ swiftc: String, _ plans: CompilePlans.Snapshot) -> Bool {
    let frontends = plans.kinds.compactMap { $0.jobs?.first?.first }
    guard let folder = realFolder(swiftc), !frontends.isEmpty else { return false }
    return frontends.allSatisfy { realFolder($0) == folder }
  }

  /// Whether `swiftc` is a toolchain's own driver, in the folder of its `swift-frontend`, rather
  /// than a proxy: only such a driver's plans are kept.
  public static func isDriver(_ swiftc: String) -> Bool {
    guard let folder = realFolder(swiftc) else { return false }
    return FileManager.default.isExecutableFile(atPath: folder + "/swift-frontend")
  }

  /// The folder of the file `path` finally names, every symbolic link followed.
  static func realFolder(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved)).deletingLastPathComponent().path
  }

  /// Whether every stored job starts an absolute path, as the ones learned from the driver do.
  static func isReplayable(_ plans: CompilePlans.Snapshot) -> Bool {
    let jobs = plans.kinds.flatMap { $0.jobs ?? [] } + plans.links.compactMap(\.job)
    return plans.kinds.allSatisfy { $0.jobs?.isEmpty != true }
      && jobs.allSatisfy { $0.first?.hasPrefix("/") == true }
      && plans.autolinks.allSatisfy { $0.extractor.hasPrefix("/") }
  }
}
