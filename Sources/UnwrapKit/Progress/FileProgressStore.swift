#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps progress in a JSON file, written atomically (temp file, fsync, rename) under an exclusive lock.
///
/// Every `update` holds the lock from read to rename, so concurrent `unwrap` processes queue rather
/// than overwrite each other. A file that cannot be decoded, or holds a value out of
/// `ProgressBounds`, is never replaced: it is copied aside and reported as a `ProgressError`. Every
/// save runs inside `SaveGate`, so an interrupt lets a save that has begun finish before unwrap exits.
public final class FileProgressStore: ProgressStore, @unchecked Sendable {
  public let fileURL: URL
  /// Held from read to rename by every save.
  private func saveLock() throws(ProgressError) -> FileLock { try lock(named: ".lock") }
  /// The unpredictable part of each temp file's name; tests pass their own to plant files there.
  let temporarySuffix: @Sendable () -> String
  /// The last progress read or written, so reading the same bytes again parses nothing.
  let remembered = RememberedProgress()
  /// What an interrupt waits on before it exits, so a save that has begun always ends on disk.
  let gate: SaveGate
  /// Reads the file and says whether it may be written; tests pass their own.
  let files: FileAccess

  public convenience init(fileURL: URL) {
    self.init(fileURL: fileURL, temporarySuffix: SafeFile.randomSuffix)
  }

  init(
    fileURL: URL, temporarySuffix: @escaping @Sendable () -> String, gate: SaveGate = .shared,
    files: FileAccess = .system
  ) {
    self.fileURL = fileURL
    self.temporarySuffix = temporarySuffix
    self.gate = gate
    self.files = files
  }

  /// The progress file inside a data folder.
  public convenience init(directory: URL) {
    self.init(fileURL: directory.appendingPathComponent("progress.json"))
  }

  /// The data folder: `--data-dir`, else `UNWRAP_DATA_DIR`, else `$XDG_DATA_HOME/unwrap`, else
  /// `~/.local/share/unwrap`. An empty variable counts as unset (as XDG says); the command line
  /// refuses an empty `--data-dir` before it gets here.
  public static func dataDirectory(option: String?, environment: [String: String]) -> URL {
    if let option, !option.isEmpty { return URL(fileURLWithPath: option, isDirectory: true) }
    if let dir = environment["UNWRAP_DATA_DIR"], !dir.isEmpty {
      return URL(fileURLWithPath: dir, isDirectory: true)
    }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("unwrap")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/share/unwrap", isDirectory: true)
  }

  public func load() throws(ProgressError) -> LearnerProgress {
    try read()
  }

  @discardableResult
  public func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    try gate.during { () throws -> T in try locked(change) }
  }

  private func locked<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    let descriptor = try saveLock().acquire()
    defer { FileLock.release(descriptor) }
    var (progress, data, version) = try readFile()
    let original = progress
    let result = try change(&progress)
    // A change that changed nothing (a review with nothing due) leaves a current file untouched.
    if version == LearnerProgress.currentSchemaVersion, progress == original {
      return result
    }
    if let data, let version { try keepUpgradeBackup(of: data, version: version) }
    try write(progress)
    return result
  }

  /// Holds `session` with a lock file of its own beside the progress file
  /// (`progress.json.challenge.lock`), taken without waiting: nil when another unwrap holds it.
  public func claim(_ session: ExclusiveSession) throws(ProgressError) -> SessionClaim? {
    guard let descriptor = try lock(named: ".\(session.rawValue).lock").acquireIfFree() else {
      return nil
    }
    return SessionClaim { FileLock.release(descriptor) }
  }

  /// The lock file whose name is the progress file's and `suffix`, beside the file itself: a link
  /// at `fileURL` (a dotfile manager's) is followed, so every path to one file shares its locks.
  /// A link into a folder that is not there is refused first, so no lock ever makes that folder.
  private func lock(named suffix: String) throws(ProgressError) -> FileLock {
    try refuseLinkWithoutFolder()
    return FileLock(path: filePath + suffix)
  }

  /// The progress file itself: the file a link at `fileURL` leads to, or `fileURL` when it is no
  /// link (or one that cannot be followed, which the save then fails on, naming it).
  private var filePath: String {
    (try? SafeFile.followingSymlinks(fileURL.path)) ?? fileURL.path
  }

  /// Clears all progress, first copying the current file aside. Returns the copy's path (nil when there
  /// was no file). A damaged file can be reset too: that is the way out the damage message points to.
  /// One that is there but cannot be read (so no copy can be kept) or written is not reset.
  public func reset() throws(ProgressError) -> String? {
    try gate.during { () throws(ProgressError) -> String? in try resetLocked() }
  }

  /// Throws what `reset` would for a file it could not reset: one that is there but cannot be read
  /// (no copy of it could be kept) or written, or a folder that takes no new file. `unwrap reset`
  /// asks it before asking the learner to confirm, so no question is asked whose answer cannot be
  /// acted on; `reset` checks again under the lock.
  public func checkResettable() throws(ProgressError) {
    _ = try bytesToKeep()
    try checkWritable()
  }

  private func resetLocked() throws(ProgressError) -> String? {
    let descriptor = try saveLock().acquire()
    defer { FileLock.release(descriptor) }
    // Both checked before a copy is made, so a reset that cannot happen leaves nothing behind.
    let kept = try bytesToKeep()
    try refuseUnwritableFile()
    var backupPath: String?
    if let data = kept {
      let backup = fileURL.deletingLastPathComponent()
        .appendingPathComponent("\(fileURL.lastPathComponent).before-reset-\(Self.timestamp())")
      do {
        backupPath = try SafeFile.writeNumbered(data, to: backup.path)
      } catch {
        throw .inaccessible(
          path: backup.path, reason: "the backup could not be written, so nothing was reset")
      }
    }
    try write(LearnerProgress())
    return backupPath
  }

  /// The file's bytes for reset to keep, or nil when there is no file. A file that is there but
  /// cannot be read is not "no file": nothing could be kept of it, so nothing is reset.
  private func bytesToKeep() throws(ProgressError) -> Data? {
    var status = stat()
    if stat(fileURL.path, &status) != 0 {
      let code = errno
      if code == ENOENT { return nil }
      throw .inaccessible(path: fileURL.path, reason: FileErrorReason.describe(errno: code))
    }
    do {
      return try files.read(fileURL)
    } catch {
      let why = FileErrorReason.describe(error, fallback: "")
      let because = why.isEmpty ? "" : " (\(why.prefix(1).lowercased() + why.dropFirst()))"
      throw .inaccessible(
        path: fileURL.path,
        reason: "it cannot be read\(because), so no copy of it could be kept and nothing was reset")
    }
  }

  // MARK: Writing

  /// Throws when the file is there but this account may not write it (mode 0444): the rename that
  /// saves would replace it all the same, since a rename asks only the folder.
  private func refuseUnwritableFile() throws(ProgressError) {
    let file = filePath
    var status = stat()
    guard stat(file, &status) == 0, let code = files.refusesWriting(file) else { return }
    throw .inaccessible(
      path: fileURL.path, reason: "it cannot be written: \(FileErrorReason.describe(errno: code))")
  }

  /// Before the first write over a file from an older schema, keeps a copy that the older unwrap can read.
  private func keepUpgradeBackup(of data: Data, version: Int) throws(ProgressError) {
    guard version < LearnerProgress.currentSchemaVersion else { return }
    let backup = fileURL.deletingLastPathComponent()
      .appendingPathComponent("\(fileURL.lastPathComponent).schema-\(version)-backup")
    guard !FileManager.default.fileExists(atPath: backup.path) else { return }
    do {
      try SafeFile.writeNew(data, to: backup.path)
    } catch {
      throw .inaccessible(
        path: backup.path, reason: "a copy of the older progress file could not be kept")
    }
  }

  /// Opens the lock file as a save does, without locking it (another process may be saving), and
  /// checks that the file may be written and its folder takes the new file a save renames into place.
  public func checkWritable() throws(ProgressError) {
    close(try saveLock().open())
    try refuseUnwritableFile()
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    guard access(folder, W_OK | X_OK) == 0 else {
      throw .inaccessible(path: folder, reason: FileErrorReason.describe(errno: errno))
    }
  }

  /// Saves `progress` over the file (through a symlink to its target), first removing the temp
  /// files of writers that died. Called only under the lock.
  private func write(_ progress: LearnerProgress) throws(ProgressError) {
    let data: Data
    if let bytes = ProgressFastWriter.write(progress) {
      data = Data(bytes)
    } else {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      do {
        data = try encoder.encode(progress)
      } catch {
        throw .inaccessible(path: fileURL.path, reason: "progress could not be encoded")
      }
    }
    try refuseLinkWithoutFolder()
    try refuseUnwritableFile()
    SafeFile.removeStaleTemporaries(of: fileURL.path)
    do {
      try SafeFile.replace(fileURL.path, with: data, suffix: temporarySuffix)
    } catch {
      remembered.forget()
      throw .inaccessible(path: error.path, reason: error.reason)
    }
    remembered.remember(progress, as: data)
  }

  /// The local time as `yyyyMMdd-HHmmss`, for backup names that sort by age.
  static func timestamp() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return "\(Day.padded(Int(parts.tm_year) + 1900, 4))\(Day.padded(Int(parts.tm_mon) + 1, 2))"
      + "\(Day.padded(Int(parts.tm_mday), 2))-\(Day.padded(Int(parts.tm_hour), 2))"
      + "\(Day.padded(Int(parts.tm_min), 2))\(Day.padded(Int(parts.tm_sec), 2))"
  }

  /// The account's home folder from the password database, when HOME is not set.
  static func accountHome() -> String {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
    return String(cString: directory)
  }
}
