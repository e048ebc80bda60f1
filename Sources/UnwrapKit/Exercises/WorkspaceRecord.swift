/// Where the learner's exercise workspace is, so `unwrap exercises` run in another folder can say
/// where to go. It is a small file of its own in the data folder, not a field of the progress file,
/// whose schema is versioned and validated, and losing it loses nothing but this pointer.
public struct WorkspaceRecord: Sendable {
  public static let fileName = "exercise-workspace.json"

  /// What the file holds: the workspace's folder, as an absolute path.
  struct Stored: Codable {
    var version: Int
    var root: String
  }

  public let fileURL: URL

  public init(dataDirectory: URL) {
    fileURL = dataDirectory.appendingPathComponent(Self.fileName)
  }

  /// The recorded workspace's folder, or nil when none is recorded or the file cannot be read.
  public func load() -> URL? {
    guard let data = FileManager.default.contents(atPath: fileURL.path),
      let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == 1,
      stored.root.hasPrefix("/")
    else { return nil }
    return URL(fileURLWithPath: stored.root, isDirectory: true)
  }

  /// Records `root` (made by `init`, or used since), writing nothing when it is recorded already.
  /// The write is atomic and, like the progress file's, never follows a planted link.
  public func save(_ root: URL) throws {
    let path = root.standardizedFileURL.path
    guard load()?.path != path else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Stored(version: 1, root: path))
    try SafeFile.makeFolders(fileURL.deletingLastPathComponent().path)
    try SafeFile.replace(fileURL.path, with: data + Data("\n".utf8), suffix: SafeFile.randomSuffix)
  }

  /// The workspace holding `directory`, as `ExerciseWorkspace.find` finds it; when there is none,
  /// an error that says where the recorded one is, or that it is gone.
  public func find(from directory: URL) throws(WorkspaceError) -> ExerciseWorkspace {
    do {
      return try ExerciseWorkspace.find(from: directory)
    } catch .notFound(let from) {
      guard let root = load() else { throw .notFound(from: from) }
      let marker = root.appendingPathComponent(ExerciseWorkspace.markerName)
      guard FileManager.default.fileExists(atPath: marker.path) else {
        throw .recordedGone(path: root.path)
      }
      // A damaged marker there is said so, with how to mend it, rather than sending them there.
      _ = try ExerciseWorkspace.load(root: root, marker: marker)
      throw .elsewhere(path: root.path)
    }
  }

  /// Where the learner's workspace is from `directory`, for the home screen's Next line.
  public func place(from directory: URL) -> WorkspacePlace {
    do {
      _ = try find(from: directory)
      return .here
    } catch {
      switch error {
      case .elsewhere, .unreadableMarker: return .elsewhere
      case .recordedGone: return .gone
      case .damagedMarker(let path, _):
        return .damaged(repair: ExerciseWorkspace.repairCommand(marker: path, from: directory))
      default: return .none
      }
    }
  }
}

/// Where the learner's exercise workspace is, seen from the current folder, so the home screen
/// sends them to one that exists, or says to make or mend one.
public enum WorkspacePlace: Equatable, Sendable {
  /// The current folder is in one.
  case here
  /// The one they made or last used is elsewhere (or cannot be read: `unwrap exercises` says why).
  case elsewhere
  /// The one they made is no longer there.
  case gone
  /// None here, and none recorded.
  case none
  /// Its marker is damaged; `repair` is the command that mends it, keeping their files.
  case damaged(repair: String)
}
