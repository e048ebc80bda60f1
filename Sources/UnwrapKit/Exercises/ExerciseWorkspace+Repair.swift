/// A marker cut short, emptied or made a folder would leave a learner's exercises with no way back
/// in: `unwrap exercises init` on that folder mends it, keeping every file the learner wrote.
extension ExerciseWorkspace {
  /// What `repair` did, for `init` to tell.
  public struct Repair: Sendable {
    public var workspace: ExerciseWorkspace
    /// Exercise files that were there and are kept as they are.
    public var kept: Int
    /// Starting files written for exercises that had none.
    public var written: Int
    /// Where the damaged marker now is (nil when it was an empty file, which holds nothing to keep).
    public var damagedCopy: URL?
  }

  /// The command that mends the workspace whose damaged marker is at `marker`, as typed in `here`
  /// (the folder named absolutely when `here` is nil).
  public static func repairCommand(marker: String, from here: URL?) -> String {
    let root = URL(fileURLWithPath: marker).deletingLastPathComponent()
    return "unwrap exercises init "
      + (here.map { root.shellArgument(from: $0) } ?? root.standardizedFileURL.path.shellQuotedPath)
  }

  /// Writes a new marker for the workspace in `root`, whose marker is damaged. Each exercise keeps
  /// the file in `exercises/` that carries its name (`07-town-sign.swift`, whatever its number); one
  /// with no file gets its starting file; a missing README or `compile_commands.json` is written
  /// again. No file is replaced: the damaged marker is moved aside (an empty file is dropped).
  public static func repair(at root: URL, exercises: [Exercise], swiftc: String)
    throws(WorkspaceError) -> Repair
  {
    let root = root.standardizedFileURL
    let marker = root.appendingPathComponent(markerName)
    let folder = root.appendingPathComponent(exercisesFolder)
    let draft = ExerciseWorkspace(root: root, entries: [])
    try draft.requireNoLinkOutside(folder)
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
    var kept = 0
    var written = 0
    var entries: [Entry] = []
    for (index, exercise) in exercises.enumerated() {
      let fresh = fileName(index: index, of: exercises.count, name: exercise.name)
      let own = files.filter { carries($0, name: exercise.name) }
      let file = own.contains(fresh) ? fresh : own.first ?? fresh
      let entry = Entry(name: exercise.name, file: "\(exercisesFolder)/\(file)")
      entries.append(entry)
      if exists(draft.url(of: entry)) {
        kept += 1
      } else {
        try write(exercise.starter, to: draft.url(of: entry), creating: folder)
        written += 1
      }
    }
    let readmeFile = root.appendingPathComponent("README.md")
    if !exists(readmeFile) {
      try write(readme(count: exercises.count), to: readmeFile, creating: root)
    }
    let commands = root.appendingPathComponent("compile_commands.json")
    if !exists(commands) {
      try write(
        compileCommands(root: root, entries: entries, swiftc: swiftc), to: commands, creating: root)
    }
    let damagedCopy = try moveAside(marker)
    try write(markerText(entries), to: marker, creating: root)
    return Repair(
      workspace: try load(root: root, marker: marker), kept: kept, written: written,
      damagedCopy: damagedCopy)
  }

  /// Whether `file` is an exercise file for `name`: its number, a dash, the name, `.swift`.
  static func carries(_ file: String, name: String) -> Bool {
    let stem = file.dropLast(".swift".count)
    guard stem.hasSuffix("-" + name) else { return false }
    let number = stem.dropLast(name.count + 1)
    return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
  }

  /// Whether anything is at `url`, not following links (a link to nothing is something).
  static func exists(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
  }

  /// Moves the damaged marker to `.unwrap-workspace.json.damaged` (`-2`, `-3`, … when taken) and
  /// returns where; an empty file is removed instead, and nothing there returns nil.
  static func moveAside(_ marker: URL) throws(WorkspaceError) -> URL? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: marker.path) else {
      return nil
    }
    do {
      if attributes[.type] as? FileAttributeType == .typeRegular,
        size(attributes) == 0
      {
        try FileManager.default.removeItem(at: marker)
        return nil
      }
      let base = marker.lastPathComponent + ".damaged"
      var copy = marker.deletingLastPathComponent().appendingPathComponent(base)
      var counter = 1
      while exists(copy) {
        counter += 1
        copy = marker.deletingLastPathComponent().appendingPathComponent("\(base)-\(counter)")
      }
      try FileManager.default.moveItem(at: marker, to: copy)
      return copy
    } catch {
      throw .io(
        path: marker.path,
        reason: FileErrorReason.describe(error, fallback: "it could not be moved aside"))
    }
  }
}
