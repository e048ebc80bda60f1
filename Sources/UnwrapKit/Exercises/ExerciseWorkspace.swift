/// A folder of exercise files the learner edits in their own editor, found again from any folder
/// inside it by its marker file. It knows where each exercise's file, solution and backups live; it
/// never prints and never judges.
public struct ExerciseWorkspace: Sendable {
  /// One exercise's file in the workspace, by name, in syllabus order.
  public struct Entry: Codable, Equatable, Sendable {
    public var name: String
    /// Relative to the workspace's root: `exercises/01-change-a-variable.swift`.
    public var file: String

    /// The file's name without folder or `.swift`: `01-change-a-variable`.
    public var stem: String {
      let base = file.split(separator: "/").last.map(String.init) ?? file
      return base.hasSuffix(".swift") ? String(base.dropLast(".swift".count)) : base
    }
  }

  /// What the marker file holds.
  struct Marker: Codable {
    var version: Int
    var exercises: [Entry]
  }

  public static let markerName = ".unwrap-workspace.json"
  public static let exercisesFolder = "exercises"
  public static let solutionsFolder = "solutions"
  public static let backupFolder = "exercises/.backup"

  public let root: URL
  public let entries: [Entry]

  public init(root: URL, entries: [Entry]) {
    self.root = root
    self.entries = entries
  }

  /// The workspace holding `directory`: it or the nearest folder above it with a marker file.
  public static func find(from directory: URL) throws(WorkspaceError) -> ExerciseWorkspace {
    var folder = directory.standardizedFileURL
    while true {
      let marker = folder.appendingPathComponent(markerName)
      if FileManager.default.fileExists(atPath: marker.path) {
        return try load(root: folder, marker: marker)
      }
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { throw .notFound(from: directory.path) }
      folder = parent
    }
  }

  static func load(root: URL, marker: URL) throws(WorkspaceError) -> ExerciseWorkspace {
    let data: Data
    do {
      data = try Data(contentsOf: marker)
    } catch {
      // What is in the marker's place and holds no workspace is damaged; a file that is there and
      // cannot be read (permissions) is not.
      let type = try? FileManager.default.attributesOfItem(atPath: realPath(marker.path))[.type]
      if type as? FileAttributeType == .typeDirectory {
        throw .damagedMarker(path: marker.path, reason: "it is a folder, not a file")
      }
      if !FileManager.default.fileExists(atPath: marker.path) {
        throw .damagedMarker(path: marker.path, reason: "it is a link to nothing")
      }
      throw .unreadableMarker(
        path: marker.path,
        reason: FileErrorReason.describe(error, fallback: "it could not be read"))
    }
    let decoded: Marker
    do {
      decoded = try JSONDecoder().decode(Marker.self, from: data)
    } catch {
      throw .damagedMarker(path: marker.path, reason: "it is not a workspace file unwrap can read")
    }
    let workspace = ExerciseWorkspace(root: root, entries: decoded.exercises)
    for entry in decoded.exercises {
      if let problem = workspace.problem(with: entry) {
        throw .damagedMarker(path: marker.path, reason: problem)
      }
      try workspace.requireNoLinkOutside(workspace.url(of: entry).deletingLastPathComponent())
    }
    return workspace
  }

  /// The file name of the exercise at `index` (from 0) of `count`: numbered so names sort in order.
  public static func fileName(index: Int, of count: Int, name: String) -> String {
    let width = max(2, String(count).count)
    let number = String(index + 1)
    return String(repeating: "0", count: max(0, width - number.count)) + number + "-\(name).swift"
  }

  /// The entry an argument names: the exercise's name (`change-a-variable`), its file's stem
  /// (`01-change-a-variable`), its file (`exercises/01-change-a-variable.swift`) or its number (the
  /// one its file's name starts with).
  public func entry(named argument: String) -> Entry? {
    let base = argument.split(separator: "/").last.map(String.init) ?? argument
    let stem = base.hasSuffix(".swift") ? String(base.dropLast(".swift".count)) : base
    if let number = Int(stem) {
      // The number in its file's name; a workspace whose files have none counts by position.
      if let numbered = entries.first(where: { $0.number == number }) { return numbered }
      return entries.contains { $0.number != nil } || !entries.indices.contains(number - 1)
        ? nil : entries[number - 1]
    }
    return entries.first { $0.name == stem || $0.stem == stem }
  }

  public func url(of entry: Entry) -> URL { root.appendingPathComponent(entry.file) }

  public func solutionURL(of entry: Entry) -> URL {
    root.appendingPathComponent(Self.solutionsFolder).appendingPathComponent("\(entry.name).swift")
  }

  /// What changes when the file is saved: its modification time and size (nil when it is missing).
  public func stamp(of entry: Entry) -> FileStamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url(of: entry).path)
    else { return nil }
    return FileStamp(
      modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
      size: Self.size(attributes) ?? 0)
  }

  /// A file's size from its attributes: an `Int` from Foundation, a `UInt` from
  /// FoundationEssentials (on Linux), nil when neither.
  static func size(_ attributes: [FileAttributeKey: Any]) -> Int? {
    switch attributes[.size] {
    case let size as Int: size
    case let size as UInt: Int(size)
    case let size as UInt64: Int(size)
    default: nil
    }
  }

  /// Writes the reference solution beside the learner's files; only called after a pass.
  public func writeSolution(_ text: String, for entry: Entry) throws(WorkspaceError) {
    try requirePresent(writing: solutionURL(of: entry))
    let folder = root.appendingPathComponent(Self.solutionsFolder)
    try requireInside(folder)
    // Following a link: one to a folder inside the workspace is a folder.
    if let type = try? FileManager.default.attributesOfItem(atPath: Self.realPath(folder.path))[
      .type] as? FileAttributeType, type != .typeDirectory
    {
      throw .io(path: solutionURL(of: entry).path, reason: "\(folder.path) is a file, not a folder")
    }
    try Self.write(text, to: solutionURL(of: entry), creating: folder)
  }

  /// Puts the starting file back, after keeping a copy of the learner's file in
  /// `exercises/.backup/<file>.<time>`. Returns the copy's path (nil when there was no file). A file
  /// that is a link is never written through: the link itself is moved to the backup folder, as is
  /// what is no regular file (a folder; a named pipe, which a copy would wait on to read).
  @discardableResult
  public func reset(_ entry: Entry, to starter: String, now: Date = Date()) throws(WorkspaceError)
    -> URL?
  {
    let file = url(of: entry)
    // Never a lone file where a workspace was: reset writes only into one that is there.
    try requirePresent(writing: file)
    let folder = root.appendingPathComponent(Self.backupFolder)
    try requireInside(file.deletingLastPathComponent())
    try requireInside(folder)
    let moved = Self.isLink(file) || FileErrorReason.notRegularFile(file.path) != nil
    var backup: URL?
    if moved || FileManager.default.fileExists(atPath: file.path) {
      let base = file.lastPathComponent + ".\(Int(now.timeIntervalSince1970))"
      var candidate = folder.appendingPathComponent(base)
      var counter = 1
      while FileManager.default.fileExists(atPath: candidate.path) {
        counter += 1
        candidate = folder.appendingPathComponent("\(base)-\(counter)")
      }
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if moved {
          try FileManager.default.moveItem(at: file, to: candidate)
        } else {
          try FileManager.default.copyItem(at: file, to: candidate)
        }
      } catch {
        throw .io(
          path: candidate.path,
          reason: FileErrorReason.describe(error, fallback: "the copy could not be made"))
      }
      backup = candidate
    }
    try Self.write(starter, to: file, creating: file.deletingLastPathComponent())
    return backup
  }

  static func write(_ text: String, to file: URL, creating folder: URL) throws(WorkspaceError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw .io(
        path: file.path, reason: FileErrorReason.describe(error, fallback: "it could not be saved"))
    }
  }
}

/// A file's modification time and size: when either changes, the learner saved it.
public struct FileStamp: Equatable, Sendable {
  public var modified: Double
  public var size: Int
}

/// What can go wrong with a workspace, as one sentence each.
public enum WorkspaceError: Error, Equatable, Sendable, CustomStringConvertible {
  case alreadyExists(path: String)
  /// The folder already holds files or folders a workspace would write (not its marker).
  case inTheWay(path: String, names: [String])
  /// The folder to create names a file.
  case notAFolder(path: String)
  case notFound(from: String)
  /// None holds the current folder; the one the learner made (`WorkspaceRecord`) is at `path`.
  case elsewhere(path: String)
  /// None holds the current folder, and the one the learner made at `path` is gone.
  case recordedGone(path: String)
  /// The marker holds no workspace unwrap can read (cut short, empty, a folder): `init` mends it.
  case damagedMarker(path: String, reason: String)
  /// The marker is there but cannot be read (permissions).
  case unreadableMarker(path: String, reason: String)
  /// A folder the exercise files are in (`exercises/`) is a link to `target`, outside the
  /// workspace, which unwrap neither reads nor writes through.
  case linkedOutside(link: String, target: String)
  case io(path: String, reason: String)

  public var description: String { described(from: nil) }

  /// The sentence, naming the folder in a command to paste as typed in `here` (`.` for `here`
  /// itself); absolute when `here` is nil.
  public func described(from here: URL?) -> String {
    switch self {
    case .alreadyExists(let path):
      "\(path) already holds an exercise workspace; nothing was written. Use it with"
        + " `unwrap exercises`, or choose a new folder outside it."
    case .inTheWay(let path, let names):
      "\(path) already holds \(Self.list(names)), which a new workspace would replace; nothing was"
        + " written. Choose a new, empty folder."
    case .notAFolder(let path):
      "\(path) is a file, not a folder; nothing was written. Choose another folder for the workspace."
    case .notFound(let from):
      "No exercise workspace here: neither \(from) nor a folder above it holds"
        + " \(ExerciseWorkspace.markerName). Make one with `unwrap exercises init`."
    case .elsewhere(let path):
      "Your exercise workspace is \(path): cd there and run `unwrap exercises`."
    case .recordedGone(let path):
      "No exercise workspace here, and the one you made at \(path) is no longer there. Make a new"
        + " one with `unwrap exercises init`."
    case .damagedMarker(let path, let reason):
      "\(path) cannot be used: \(reason). Your exercise files are safe:"
        + " `\(ExerciseWorkspace.repairCommand(marker: path, from: here))` writes a new one and"
        + " keeps them."
    case .unreadableMarker(let path, let reason):
      "\(path) could not be read: \(reason)."
    case .linkedOutside(let link, let target):
      Self.linkedOutside(link: link, target: target, from: here)
    case .io(let path, let reason):
      "\(path) could not be written: \(reason)"
    }
  }

  /// A link out of the workspace, where it leads, and the way back: the folder itself in the link's
  /// place, or the whole workspace in the synced folder (a link to the workspace is followed).
  static func linkedOutside(link: String, target: String, from here: URL?) -> String {
    let url = URL(fileURLWithPath: link)
    let shown = here.map { url.shellArgument(from: $0) } ?? link.shellQuotedPath
    let name = here == nil ? link : shown
    return
      "\(name.escapingControlCharacters()) is a link to \(target.escapingControlCharacters()),"
      + " outside the workspace, and unwrap reads and writes exercise files only inside it, so it"
      + " does not follow the link. Your files there are safe. Put the folder itself in place of"
      + " the link: `rm \(shown) && mv \(target.shellQuotedPath) \(shown)`. To keep your"
      + " exercises in a synced folder, move the whole workspace there instead: a link to the"
      + " workspace's own folder is followed."
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ names: [String]) -> String {
    names.count < 2
      ? names.joined()
      : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }
}
