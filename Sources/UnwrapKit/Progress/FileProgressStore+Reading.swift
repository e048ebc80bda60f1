#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading the progress file: decoding, checking bounds, and keeping a copy of a file that fails.
extension FileProgressStore {
  func read() throws(ProgressError) -> LearnerProgress {
    let path = fileURL.path
    guard FileManager.default.fileExists(atPath: path) else { return LearnerProgress() }
    let data: Data
    do {
      data = try Data(contentsOf: fileURL)
    } catch {
      throw .inaccessible(
        path: path, reason: Self.reason(for: error, fallback: "it cannot be read"))
    }
    // The usual case, a file unwrap wrote, without JSONDecoder; anything unusual takes the path below.
    if let progress = ProgressFastReader.read([UInt8](data)) {
      if let problem = progress.boundsViolation() {
        throw .damaged(path: path, reason: problem, backup: keepBackup(of: data))
      }
      return progress
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
    return progress
  }

  struct SchemaProbe: Decodable {
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
      case .dataCorrupted(let context) where !context.codingPath.isEmpty:
        // A value of the right kind that still cannot be used: a day that does not exist, or a
        // number too large for a whole number.
        let field = ContentError.fieldPath(context.codingPath)
        return "the field \(field) is \(context.debugDescription)"
      case .dataCorrupted:
        if let text = String(data: data, encoding: .utf8),
          JSONSyntaxCheck.firstProblem(in: text) == nil
        {
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
    let stamp = Self.timestamp()
    var url = folder.appendingPathComponent(prefix + stamp)
    var counter = 1
    while FileManager.default.fileExists(atPath: url.path) {
      counter += 1
      url = folder.appendingPathComponent(prefix + stamp + "-\(counter)")
    }
    do {
      try SafeFile.writeNew(data, to: url.path)
      return url.path
    } catch {
      return nil
    }
  }
}
