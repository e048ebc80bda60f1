/// A workspace lives on: exercises that came to unwrap after it was made are added to it, at its end
/// with the next numbers, so no file is ever renamed and every number still matches its file. And a
/// workspace that was moved or deleted is never written again at the old place.
extension ExerciseWorkspace.Entry {
  /// The number its file starts with (`7` for `exercises/007-name.swift`), or nil when it has none.
  public var number: Int? {
    let digits = stem.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, stem.dropFirst(digits.count).first == "-" else { return nil }
    return Int(digits)
  }
}

extension ExerciseWorkspace {
  /// Whether the workspace is still where it was found: its marker file is there.
  public var isPresent: Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(Self.markerName).path)
  }

  /// Refuses, as a write error on `file`, a workspace that is no longer there: writing would make
  /// its folders again, holding one stray file.
  func requirePresent(writing file: URL) throws(WorkspaceError) {
    guard isPresent else {
      throw .io(
        path: file.path, reason: "the workspace is no longer there (it was moved or deleted)")
    }
  }

  /// The content's exercises the workspace does not have yet, in syllabus order.
  public func missingExercises(in library: ContentLibrary) throws(ContentError) -> [Exercise] {
    let have = Set(entries.map(\.name))
    var missing: [Exercise] = []
    for outline in try library.exerciseOutlines() where !have.contains(outline.name) {
      missing.append(try library.exercise(outline.name))
    }
    return missing
  }

  /// Adds `exercises`: each one's numbered file already in `exercises/` (a marker that lost its
  /// entry) is taken as it is; the others get files at the end, numbered after the last, with
  /// their starting code (never replacing a file that is there). Then writes the marker, in the
  /// files' order, and their entries in `compile_commands.json` (left alone when it is not the
  /// list unwrap wrote). Returns the workspace as it now is and the entries added.
  public func adding(_ exercises: [Exercise]) throws(WorkspaceError) -> (
    workspace: ExerciseWorkspace, added: [Entry]
  ) {
    guard !exercises.isEmpty else { return (self, []) }
    try requirePresent(writing: root.appendingPathComponent(Self.markerName))
    let used = Set(entries.map(\.file))
    let files =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(Self.exercisesFolder).path)) ?? []
    var last = entries.enumerated().map { $0.element.number ?? $0.offset + 1 }.max() ?? 0
    let width = max(2, entries.first?.stem.prefix { $0.isNumber }.count ?? 0)
    let added = exercises.map { exercise in
      let found = files.sorted().map {
        Entry(name: exercise.name, file: "\(Self.exercisesFolder)/\($0)")
      }
      .first { $0.number != nil && $0.stem.drop { $0 != "-" }.dropFirst() == exercise.name }
      if let found, !used.contains(found.file) { return found }
      last += 1
      let number = String(last)
      let padded = String(repeating: "0", count: max(0, width - number.count)) + number
      return Entry(
        name: exercise.name, file: "\(Self.exercisesFolder)/\(padded)-\(exercise.name).swift")
    }
    let all = (entries + added).enumerated().sorted {
      ($0.element.number ?? Int.max, $0.offset) < ($1.element.number ?? Int.max, $1.offset)
    }.map(\.element)
    let workspace = ExerciseWorkspace(root: root, entries: all)
    let folder = root.appendingPathComponent(Self.exercisesFolder)
    try requireInside(folder)
    for (entry, exercise) in zip(added, exercises) {
      let file = workspace.url(of: entry)
      let there = (try? FileManager.default.attributesOfItem(atPath: file.path)) != nil
      if !there { try Self.write(exercise.starter, to: file, creating: folder) }
    }
    try Self.write(
      Self.markerText(workspace.entries), to: root.appendingPathComponent(Self.markerName),
      creating: root)
    try workspace.addCompileCommands(for: added)
    return (workspace, added)
  }

  /// What the marker file holds for `entries`.
  static func markerText(_ entries: [Entry]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return
      ((try? encoder.encode(Marker(version: 1, exercises: entries))).map {
        String(decoding: $0, as: UTF8.self)
      } ?? "{}") + "\n"
  }

  /// Appends `added` to `compile_commands.json`, with the compiler its first entry names.
  private func addCompileCommands(for added: [Entry]) throws(WorkspaceError) {
    let file = root.appendingPathComponent("compile_commands.json")
    guard !Self.isLink(file), let data = FileManager.default.contents(atPath: file.path),
      let existing = try? JSONDecoder().decode([CompileCommand].self, from: data)
    else { return }
    let swiftc = existing.first?.arguments.first ?? "swiftc"
    let text = Self.compileCommands(root: root, entries: added, swiftc: swiftc)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let more = try? JSONDecoder().decode([CompileCommand].self, from: Data(text.utf8)),
      case let listed = Set(existing.map(\.file)),
      let joined = try? encoder.encode(existing + more.filter { !listed.contains($0.file) })
    else { return }
    try Self.write(String(decoding: joined, as: UTF8.self) + "\n", to: file, creating: root)
  }

  /// One entry of `compile_commands.json`, as `compileCommands` writes it.
  private struct CompileCommand: Codable {
    var directory: String
    var file: String
    var arguments: [String]
  }
}
