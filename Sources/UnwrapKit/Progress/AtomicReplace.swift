#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SafeFile {
  /// Replaces the file at `path` with `data` atomically: a new temp file beside it, fsync, rename, fsync
  /// of the folder. A symlink at `path` is written through (it stays a link; its target is replaced).
  /// An existing file keeps its permissions (and, when the system allows it, its owner); a new one is
  /// 0600. The temp file is `.<name>.tmp-<pid>-<suffix()>`, created exclusively and never through a
  /// symlink; a name that is taken is skipped for the next suffix. A failure names `path`, the file
  /// the learner knows, never the temp file or the link's target.
  static func replace(
    _ path: String, with data: Data, suffix: () -> String
  ) throws(FileFailure) {
    do {
      try replaceNamingNothing(path, with: data, suffix: suffix)
    } catch {
      throw FileFailure(path: path, reason: error.reason)
    }
  }

  private static func replaceNamingNothing(
    _ path: String, with data: Data, suffix: () -> String
  ) throws(FileFailure) {
    let target = try followingSymlinks(path)
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    let prefix = temporaryPrefix(for: target)
    var existing = stat()
    let exists = stat(target, &existing) == 0
    var temporary = ""
    var opened: Int32?
    for _ in 0..<8 where opened == nil {
      temporary = folder + "/" + prefix + "\(getpid())-\(suffix())"
      opened = try createExclusively(temporary)
    }
    guard let descriptor = opened else {
      throw FileFailure(path: temporary, reason: "every temporary file name tried was taken")
    }
    if exists, existing.st_uid != geteuid() || existing.st_gid != getegid() {
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
    var failure: FileFailure?
    let mode = exists ? existing.st_mode & 0o7777 : newFileMode
    if fchmod(descriptor, mode) != 0 { failure = FileFailure(path: temporary) }
    if failure == nil { failure = writeAll(data, to: descriptor, path: temporary) }
    close(descriptor)
    if failure == nil, rename(temporary, target) != 0 { failure = FileFailure(path: target) }
    if let failure {
      unlink(temporary)
      throw failure
    }
    let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The name every temp file for `path` starts with: `.<name>.tmp-`, then the writer's pid.
  static func temporaryPrefix(for path: String) -> String {
    ".\(URL(fileURLWithPath: path).lastPathComponent).tmp-"
  }

  /// Removes the temp files of `path` (in its folder, and beside its symlink target) whose writer is
  /// gone: a process killed between creating and renaming one leaves it behind. A pid that is alive,
  /// or that this process may not signal, keeps its files. Call it under the store's lock.
  static func removeStaleTemporaries(of path: String) {
    var paths = [path]
    if let target = try? followingSymlinks(path), target != path { paths.append(target) }
    for file in paths {
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
      let prefix = temporaryPrefix(for: file)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      for name in names where name.hasPrefix(prefix) {
        guard let pid = writerPID(name.dropFirst(prefix.count)) else { continue }
        if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + name) }
      }
    }
  }

  /// The pid in a temp file name's tail (`<pid>` or `<pid>-<suffix>`), or nil when it is not one.
  private static func writerPID(_ tail: Substring) -> pid_t? {
    let digits = tail.prefix { $0 != "-" }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let pid = pid_t(digits), pid > 0
    else {
      return nil
    }
    return pid
  }
}
