extension ExerciseWorkspace {
  /// Writes a new workspace in `root`: every exercise's starting file, numbered in syllabus order,
  /// a README, a `compile_commands.json` for the editor's language server, and the marker written
  /// last. Refuses, writing nothing, a folder that already holds a workspace, or any file or folder
  /// it would write (a learner's own README.md is never replaced), or that lies inside a workspace;
  /// a workspace whose marker is damaged is `.damagedMarker`, for `repair`.
  public static func create(at root: URL, exercises: [Exercise], swiftc: String)
    throws(WorkspaceError) -> ExerciseWorkspace
  {
    let root = root.standardizedFileURL
    let marker = root.appendingPathComponent(markerName)
    let folder = root.appendingPathComponent(exercisesFolder)
    // Not following links: a link where a file would go is in the way too, even a broken one.
    let taken = [markerName, exercisesFolder, "README.md", "compile_commands.json"].filter {
      (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent($0).path))
        != nil
    }
    if taken.contains(markerName) {
      // A damaged marker is said so: `init` mends it (`repair`) rather than refusing.
      _ = try load(root: root, marker: marker)
      throw .alreadyExists(path: root.path)
    }
    if !taken.isEmpty {
      throw .inTheWay(path: root.path, names: taken.map { $0 == exercisesFolder ? $0 + "/" : $0 })
    }
    if let type = try? FileManager.default.attributesOfItem(atPath: root.path)[.type]
      as? FileAttributeType, type != .typeDirectory, type != .typeSymbolicLink
    {
      throw .notAFolder(path: root.path)
    }
    // Inside another workspace, the commands would find that one first from every subfolder.
    do throws(WorkspaceError) {
      throw .alreadyExists(path: try find(from: root).root.path)
    } catch .notFound {}
    let entries = exercises.enumerated().map { index, exercise in
      Entry(
        name: exercise.name,
        file: "\(exercisesFolder)/"
          + fileName(index: index, of: exercises.count, name: exercise.name))
    }
    let workspace = ExerciseWorkspace(root: root, entries: entries)
    for (entry, exercise) in zip(entries, exercises) {
      try write(exercise.starter, to: workspace.url(of: entry), creating: folder)
    }
    try write(
      readme(count: exercises.count), to: root.appendingPathComponent("README.md"), creating: root)
    try write(
      compileCommands(root: root, entries: entries, swiftc: swiftc),
      to: root.appendingPathComponent("compile_commands.json"), creating: root)
    try write(markerText(entries), to: marker, creating: root)
    return workspace
  }

  /// A folder name in `directory` that `create` would accept, for a refusal to suggest:
  /// `unwrap-exercises`, else `unwrap-exercises-2`, `-3`, … (the first with nothing there yet, not
  /// even a link); nil inside a workspace, where every folder is refused, or when all are taken.
  public static func unusedFolderName(in directory: URL) -> String? {
    let directory = directory.standardizedFileURL
    if (try? find(from: directory)) != nil { return nil }
    let base = "unwrap-exercises"
    return ([base] + (2...99).map { "\(base)-\($0)" }).first {
      (try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent($0).path)) == nil
    }
  }

  /// One entry per exercise file, each a standalone Swift 6 program with its own module, so
  /// sourcekit-lsp checks every file alone, as the judge compiles it (a Package.swift cannot hold
  /// several files of top-level code in one target).
  public static func compileCommands(root: URL, entries: [Entry], swiftc: String) -> String {
    let commands: [[String: JSONValue]] = entries.enumerated().map { index, entry in
      let path = root.appendingPathComponent(entry.file).path
      let module = "Exercise" + String(entry.number ?? index + 1)
      return [
        "directory": .string(root.path),
        "file": .string(path),
        "arguments": .array(
          ([swiftc] + SwiftToolchain.languageMode + ["-module-name", module, path]).map(
            JSONValue.string)),
      ]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(commands)).map { String(decoding: $0, as: UTF8.self) } ?? "[]")
      + "\n"
  }

  static func readme(count: Int) -> String {
    """
    # Swift exercises from unwrap

    `exercises/` holds \(count) small Swift programs, numbered in the order the lessons teach.
    Each has a `TODO`: open it in your editor, finish it, and save.

    - `unwrap exercises` watches the current exercise and checks it every time you save.
      Keys: h hint, n next and s our solution (after it passes), l list, r reset, q quit.
    - `unwrap exercises check [NAME]` checks one exercise once; `unwrap exercises list` lists them.
    - `unwrap exercises hint NAME` gives a hint; `unwrap exercises reset NAME` starts one again
      (your file is kept in `exercises/.backup/`).
    - An exercise opens when you have read its lesson (`unwrap learn`).
    - Once an exercise passes, our solution appears in `solutions/` to compare with yours.

    Editors that use sourcekit-lsp (VS Code's Swift extension, Neovim, Helix, Zed, Emacs and others)
    read `compile_commands.json`, so each file gets its own errors and completions as you type.

    """
  }
}

/// Just enough JSON to write `compile_commands.json` with the encoder.
enum JSONValue: Encodable {
  case string(String)
  case array([JSONValue])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .array(let values): try container.encode(values)
    }
  }
}
