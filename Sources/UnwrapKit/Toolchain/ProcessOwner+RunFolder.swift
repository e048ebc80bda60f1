#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders that last a whole run of unwrap, where a scratch folder lasts one compile: the module
/// cache when the learner's cache folder cannot be used (`ModuleCache`).
extension ProcessOwner {
  /// Makes a private folder under `root` (mode 0700, an unpredictable name after this process's pid,
  /// as a scratch folder's) that is kept until the process ends: removed when it exits, or by the
  /// signal hand-off with the scratch folders (`terminateEverything`); one a `kill -9` left is
  /// removed by the next unwrap's first scratch folder (`removeStaleScratchFolders`).
  public func makeRunFolder(in root: URL) throws(ScratchFolderError) -> URL {
    let path = try makeTrackedFolder(in: root)
    RunFolders.removedAtExit.add(path)
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}

/// The run folders to remove when the process exits: `atexit` takes a function that captures
/// nothing, so they are kept here, for the whole process.
final class RunFolders: @unchecked Sendable {
  static let removedAtExit = RunFolders()

  private let lock = Lock()
  private var paths: [String] = []
  private var registered = false

  func add(_ path: String) {
    let first = lock.withLock {
      paths.append(path)
      defer { registered = true }
      return !registered
    }
    if first { atexit { RunFolders.removedAtExit.removeAll() } }
  }

  private func removeAll() {
    for path in lock.withLock({ paths }) { ProcessOwner.removeTree(path) }
  }
}
