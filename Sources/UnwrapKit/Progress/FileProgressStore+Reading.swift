import ContentSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the progress file: decoding, checking bounds, and keeping a copy of a file that fails.
extension FileProgressStore {
  func read() throws(ProgressError) -> LearnerProgress {
    try readFile().progress
  }

  /// Throws when the progress file is a link (through every link after it) to a file whose folder
  /// is not there, naming where it leads; a link to a file not made yet in a folder that is there
  /// is no file yet.
  func refuseLinkWithoutFolder() throws(ProgressError) {
    let path = fileURL.path
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
      let target = try? SafeFile.followingSymlinks(path)
    else { return }
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    guard stat(folder, &info) != 0 else { return }
    throw .inaccessible(
      path: path,
      reason: "it is a link to \(target), which is not there, nor is the folder \(folder)")
  }

  /// The progress, with the file's bytes and the schema version it was written in (nil for no file),
  /// so that `update` can keep an upgrade backup without reading and decoding the file again.
  func readFile() throws(ProgressError) -> (progress: LearnerProgress, data: Data?, version: Int?) {
    let path = fileURL.path
    // No file yet is fresh progress; a path that cannot hold one (the data folder is a file, or
    // cannot be searched) is not, or every command would look like a first run; nor is a link to a
    // file in a folder that is not there (a disk not mounted). A link to a file not made yet in a
    // folder that is there is no file yet: the first save makes it.
    var status = stat()
    if stat(path, &status) != 0 {
      let code = errno
      if code == ENOENT {
        try refuseLinkWithoutFolder()
        return (LearnerProgress(), nil, nil)
      }
      throw .inaccessible(path: path, reason: FileErrorReason.describe(errno: code))
    }
    let data: Data
    do {
      data = try files.read(fileURL)
    } catch {
      throw .inaccessible(
        path: path, reason: FileErrorReason.describe(error, fallback: "it cannot be read"))
    }
    // The very bytes this store last read or wrote: nothing to parse or check again.
    if let progress = remembered.progress(for: data) {
      return (progress, data, LearnerProgress.currentSchemaVersion)
    }
    /// Only a current file is remembered: an older one is upgraded (with a backup) on the next save.
    func remember(_ progress: LearnerProgress, version: Int) {
      if version == LearnerProgress.currentSchemaVersion { remembered.remember(progress, as: data) }
    }
    let bytes = [UInt8](data)
    // The usual case, a file unwrap wrote, without JSONDecoder; anything unusual takes the path below.
    if let (progress, version) = ProgressFastReader.read(bytes) {
      if let problem = progress.boundsViolation() {
        throw .damaged(path: path, reason: problem, backup: keepBackup(of: data))
      }
      remember(progress, version: version)
      return (progress, data, version)
    }
    // JSONDecoder keeps one copy of a field given twice, and the next save would drop the other:
    // the fast reader steps aside for one, and here it is damage.
    if let duplicate = JSONTreeParser.firstDuplicateKey(in: bytes) {
      throw .damaged(path: path, reason: duplicate.reason, backup: keepBackup(of: data))
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
    let progress: LearnerProgress
    do {
      progress = try JSONDecoder().decode(LearnerProgress.self, from: data)
    } catch {
      throw .damaged(
        path: path, reason: Self.damageReason(data: data, error: error),
        backup: keepBackup(of: data))
    }
    if let problem = progress.boundsViolation() {
      throw .damaged(path: path, reason: problem, backup: keepBackup(of: data))
    }
    remember(progress, version: version)
    return (progress, data, version)
  }

  struct SchemaProbe: Decodable {
    var schemaVersion: Int
  }

  private static func damageReason(data: Data, error: any Error) -> String {
    if data.isEmpty { return "the file is empty" }
    guard let text = String(data: data, encoding: .utf8) else { return "the file is not text" }
    // Not JSON at all (a bad escape, a raw tab or line break in a string, a file cut short): the
    // decoder says neither where nor why, and may blame a field or a number instead. A byte-order
    // mark is left to the decoder, which reads one.
    if !ContentTextRules.startsWithByteOrderMark(Array(data.prefix(3))),
      let problem = JSONSyntaxCheck.firstProblem(in: text), problem.kind == .syntax
    {
      return "the file is not valid JSON at \(problem.place): \(problem.message)"
    }
    if let error = error as? DecodingError {
      switch error {
      case .keyNotFound(let key, let context):
        let field = ContentError.fieldPath(context.codingPath + [key])
        return "the field \(field) is missing"
      case .typeMismatch(_, let context) where context.codingPath.isEmpty,
        .valueNotFound(_, let context) where context.codingPath.isEmpty:
        // The whole file is the wrong kind of value (`null`, a list): not any one field.
        break
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "the field \(ContentError.fieldPath(context.codingPath)) has the wrong kind of value"
      case .dataCorrupted(let context) where !context.codingPath.isEmpty:
        // A value of the right kind that still cannot be used: a day that does not exist, or a
        // number too large for a whole number.
        let field = ContentError.fieldPath(context.codingPath)
        return "the field \(field) is \(context.debugDescription)"
      case .dataCorrupted:
        if JSONSyntaxCheck.firstProblem(in: text) == nil {
          return "the file holds a number too large, or not whole, where a whole number belongs"
        }
        return "the file is not valid JSON; it may have been cut short"
      @unknown default:
        break
      }
    }
    return "the file is not in the expected format"
  }

  /// Copies a damaged file aside, reusing an identical earlier copy, and returns the copy's path.
  func keepBackup(of data: Data) -> String? {
    let folder = fileURL.deletingLastPathComponent()
    let prefix = fileURL.lastPathComponent + ".backup-"
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in existing.sorted() where name.hasPrefix(prefix) {
      let url = folder.appendingPathComponent(name)
      if let old = try? Data(contentsOf: url), old == data { return url.path }
    }
    return try? SafeFile.writeNumbered(
      data, to: folder.appendingPathComponent(prefix + Self.timestamp()).path)
  }
}
