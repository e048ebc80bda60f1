/// Where the learner's exercise workspace is, so `unwrap exercises` run in another folder can say
/// where to go, and which exercise they were last on there, for `exercises solution` without a
/// name. It is a small file of its own in the data folder, not a field of the progress file, whose
/// schema is versioned and validated, and losing it loses nothing but these pointers.
public struct WorkspaceRecord: Sendable {
  public static let fileName = "exercise-workspace.json"

  /// What the file holds: the workspace's folder, as an absolute path, and the exercise last
  /// checked or watched there (absent in a record from before it was kept, which still loads).
  struct Stored: Codable {
    var version: Int
    var root: String
    var exercise: String?
  }

  public let fileURL: URL

  public init(dataDirectory: URL) {
    fileURL = dataDirectory.appendingPathComponent(Self.fileName)
  }

  /// The recorded workspace's folder, or nil when none is recorded or the file cannot be read.
  public func load() -> URL? {
    stored().map { URL(fileURLWithPath: $0.root, isDirectory: true) }
  }

  private func stored() -> Stored? {
    guard let data = FileManager.default.contents(atPath: fileURL.path),
      let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == 1,
      stored.root.hasPrefix("/")
    else { return nil }
    return stored
  }

  /// Records `root` (made by `init`, or used since), writing nothing when it is recorded already.
  /// The write is atomic and, like the progress file's, never follows a planted link.
  public func save(_ root: URL) throws {
    let path = root.standardizedFileURL.path
    guard stored()?.root != path else { return }
    try write(Stored(version: 1, root: path))
  }

  /// Records `name` as the exercise last checked or watched in the workspace at `root`, writing
  /// nothing when it is recorded already.
  public func saveExercise(_ name: String, in root: URL) throws {
    let recorded = Stored(version: 1, root: root.standardizedFileURL.path, exercise: name)
    guard let old = stored(), old.root == recorded.root, old.exercise == name else {
      return try write(recorded)
    }
  }

  /// The exercise last checked or watched in the workspace at `root`; nil when none is recorded
  /// for that workspace.
  public func exercise(in root: URL) -> String? {
    guard let stored = stored(), stored.root == root.standardizedFileURL.path else { return nil }
    return stored.exercise
  }

  private func write(_ stored: Stored) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(stored)
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
