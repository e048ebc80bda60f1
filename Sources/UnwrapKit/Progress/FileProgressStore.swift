#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps progress in a JSON file, written atomically (temp file, fsync, rename) under an exclusive lock.
///
/// Every `update` holds the lock from read to rename, so concurrent `unwrap` processes queue rather
/// than overwrite each other. A file that cannot be decoded is never replaced: it is copied aside
/// and reported as a `ProgressError`.
public final class FileProgressStore: ProgressStore, @unchecked Sendable {
  public let fileURL: URL
  private var lockURL: URL { fileURL.appendingPathExtension("lock") }

  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  /// The progress file inside a data folder.
  public convenience init(directory: URL) {
    self.init(fileURL: directory.appendingPathComponent("progress.json"))
  }

  /// The data folder: `--data-dir`, else `UNWRAP_DATA_DIR`, else `$XDG_DATA_HOME/unwrap`, else `~/.local/share/unwrap`.
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

  public func update<T>(_ change: (inout LearnerProgress) throws -> T) throws -> T {
    let descriptor = try lock()
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    var progress = try read()
    let result = try change(&progress)
    try keepUpgradeBackup()
    try write(progress)
    return result
  }

  /// Clears all progress, first copying the current file aside. Returns the copy's path (nil when there
  /// was no file). A damaged file can be reset too: that is the way out the damage message points to.
  public func reset() throws(ProgressError) -> String? {
    let descriptor = try lock()
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    var backupPath: String?
    if let data = try? Data(contentsOf: fileURL) {
      let backup = fileURL.deletingLastPathComponent()
        .appendingPathComponent("\(fileURL.lastPathComponent).before-reset-\(Self.timestamp())")
      do {
        try data.write(to: backup, options: .withoutOverwriting)
      } catch {
        throw .inaccessible(
          path: backup.path, reason: "the backup could not be written, so nothing was reset")
      }
      backupPath = backup.path
    }
    try write(LearnerProgress())
    return backupPath
  }

  // MARK: Reading

  private func read() throws(ProgressError) -> LearnerProgress {
    let path = fileURL.path
    guard FileManager.default.fileExists(atPath: path) else { return LearnerProgress() }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      throw .inaccessible(
        path: path, reason: Self.reason(for: error, fallback: "it cannot be read"))
    }
    let version: Int
    do {
      version = try JSONDecoder().decode(SchemaProbe.self, from: data).schemaVersion
    } catch {
      throw .damaged(
        path: path, reason: Self.damageReason(data: data, error: error),
        backup: keepBackup(of: data))
    }
    if version > LearnerProgress.currentSchemaVersion {
      throw .newerVersion(
        path: path, found: version, supported: LearnerProgress.currentSchemaVersion,
        backup: keepBackup(of: data))
    }
    do {
      return try JSONDecoder().decode(LearnerProgress.self, from: data)
    } catch {
      throw .damaged(
        path: path, reason: Self.damageReason(data: data, error: error),
        backup: keepBackup(of: data))
    }
  }

  private struct SchemaProbe: Decodable {
    var schemaVersion: Int
  }

  private static func damageReason(data: Data, error: any Error) -> String {
    if data.isEmpty { return "the file is empty" }
    if String(data: data, encoding: .utf8) == nil { return "the file is not text" }
    if let error = error as? DecodingError {
      switch error {
      case .keyNotFound(let key, let context):
        let field = ContentError.fieldPath(context.codingPath + [key])
        return "the field \(field) is missing"
      case .typeMismatch(_, let context) where context.codingPath.isEmpty:
        break
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "the field \(ContentError.fieldPath(context.codingPath)) has the wrong kind of value"
      case .dataCorrupted:
        return "the file is not valid JSON; it may have been cut short"
      @unknown default:
        break
      }
    }
    return "the file is not in the expected format"
  }

  /// Copies a damaged file aside, reusing an identical earlier copy, and returns the copy's path.
  private func keepBackup(of data: Data) -> String? {
    let folder = fileURL.deletingLastPathComponent()
    let prefix = fileURL.lastPathComponent + ".backup-"
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in existing.sorted() where name.hasPrefix(prefix) {
      let url = folder.appendingPathComponent(name)
      if let old = try? Data(contentsOf: url), old == data { return url.path }
    }
    let stamp = Self.timestamp()
    var url = folder.appendingPathComponent(prefix + stamp)
    var counter = 1
    while FileManager.default.fileExists(atPath: url.path) {
      counter += 1
      url = folder.appendingPathComponent(prefix + stamp + "-\(counter)")
    }
    do {
      try data.write(to: url, options: .withoutOverwriting)
      return url.path
    } catch {
      return nil
    }
  }

  // MARK: Writing

  /// Before the first write over a file from an older schema, keeps a copy that the older unwrap can read.
  private func keepUpgradeBackup() throws(ProgressError) {
    guard let data = try? Data(contentsOf: fileURL),
      let version = try? JSONDecoder().decode(SchemaProbe.self, from: data).schemaVersion,
      version < LearnerProgress.currentSchemaVersion
    else { return }
    let backup = fileURL.deletingLastPathComponent()
      .appendingPathComponent("\(fileURL.lastPathComponent).schema-\(version)-backup")
    guard !FileManager.default.fileExists(atPath: backup.path) else { return }
    do {
      try data.write(to: backup, options: .withoutOverwriting)
    } catch {
      throw .inaccessible(
        path: backup.path, reason: "a copy of the older progress file could not be kept")
    }
  }

  private func lock() throws(ProgressError) -> Int32 {
    let folder = fileURL.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .inaccessible(
        path: folder.path, reason: Self.reason(for: error, fallback: "the folder cannot be created")
      )
    }
    let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .inaccessible(path: lockURL.path, reason: String(cString: strerror(errno)))
    }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw .inaccessible(path: lockURL.path, reason: reason)
    }
    return descriptor
  }

  private func write(_ progress: LearnerProgress) throws(ProgressError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(progress)
    } catch {
      throw .inaccessible(path: fileURL.path, reason: "progress could not be encoded")
    }
    let temporary = fileURL.deletingLastPathComponent()
      .appendingPathComponent(".\(fileURL.lastPathComponent).tmp-\(getpid())")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .inaccessible(path: temporary.path, reason: String(cString: strerror(errno)))
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    if failure == nil, rename(temporary.path, fileURL.path) != 0 {
      failure = String(cString: strerror(errno))
    }
    if let failure {
      unlink(temporary.path)
      throw .inaccessible(path: fileURL.path, reason: failure)
    }
    let folder = open(fileURL.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  private static func reason(for error: any Error, fallback: String) -> String {
    if let posix = error as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let cocoa = error as? CocoaError {
      if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(posix.code.rawValue))
      }
      if cocoa.code == .fileReadNoPermission { return "permission denied" }
    }
    return fallback
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

/// `write(2)`, named so it does not clash with the many Swift `write` methods.
@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
  #else
    Darwin.write(fd, buffer, count)
  #endif
}
