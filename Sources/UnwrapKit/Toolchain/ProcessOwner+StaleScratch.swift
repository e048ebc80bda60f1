#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scratch folders left by an unwrap that could not remove them (killed with `kill -9`, or by a power
/// cut): each folder's name carries the pid of the unwrap that made it (`unwrap-<pid>-XXXXXX`), and
/// the first scratch folder a process makes under a root removes those whose unwrap is gone.
extension ProcessOwner {
  /// The roots already swept by this process: once each is enough.
  private final class SweptRoots: @unchecked Sendable {
    let lock = Lock()
    var roots: Set<String> = []
  }
  private static let swept = SweptRoots()

  /// The template for a new scratch folder under `root`, naming this process.
  static func scratchTemplate(in root: String) -> String {
    root + "/unwrap-\(getpid())-XXXXXX"
  }

  /// The pid in a scratch folder's name, or nil when the name is not one of ours.
  static func scratchOwner(of name: String) -> pid_t? {
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "unwrap", parts[2].count == 6, !parts[1].isEmpty,
      parts[1].allSatisfy(\.isASCII), let pid = pid_t(parts[1]), pid > 0
    else { return nil }
    return pid
  }

  /// Removes, once per root, the scratch folders under `root` that this user's unwraps made and
  /// whose unwrap no longer runs. A pid that is alive, whoever has it now, keeps its folder.
  static func removeStaleScratchFolders(in root: String) {
    let first = swept.lock.withLock { swept.roots.insert(root).inserted }
    guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
      return
    }
    let me = getpid()
    for name in names {
      guard let pid = scratchOwner(of: name), pid != me, kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      let path = root + "/" + name
      var status = stat()
      // Root's program folders belong to the user its programs run as (ProgramLimits.user).
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
        status.st_uid == getuid()
          || status.st_uid == ProgramLimits.runUser(unwrapUser: getuid()) && getuid() == 0
      else { continue }
      removeTree(path)
    }
  }
}
