#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The marker is a file anyone can edit (or send): every path it names is checked before it is used,
/// so no command reads or writes outside the workspace's own folders, whatever the marker says and
/// whichever of its folders are links.
extension ExerciseWorkspace {
  /// Why `entry` cannot be used, or nil when its name is a plain name and its file a plain relative
  /// path inside `exercises/` (where its folder leads is `requireNoLinkOutside`'s to check).
  func problem(with entry: Entry) -> String? {
    let name = entry.name
    if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.contains("\0") {
      return
        "an exercise is called \"\(name.escapingControlCharacters())\", which is not a plain name"
    }
    let parts = entry.file.split(separator: "/", omittingEmptySubsequences: false)
    let plain =
      parts.count >= 2 && parts[0] == Self.exercisesFolder
      && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }
    let file = "the entry for \(name) names the file \"\(entry.file.escapingControlCharacters())\""
    guard plain else { return file + ", which is not a plain path inside \(Self.exercisesFolder)/" }
    return nil
  }

  /// Refuses `folder` when, links resolved, it is outside the workspace, naming the link that leads
  /// there (`exercises/` moved to a synced folder and linked back) rather than the marker, which is
  /// not what is wrong. Not followed, whoever made it: a workspace someone sent may hold a link to
  /// any folder of the learner's, which `reset`, `init` and new exercises would write in.
  func requireNoLinkOutside(_ folder: URL) throws(WorkspaceError) {
    guard !contains(folder) else { return }
    let base = root.standardizedFileURL.path
    let path = folder.standardizedFileURL.path
    var part = root.standardizedFileURL
    if path.hasPrefix(base + "/") {
      for name in path.dropFirst(base.count + 1).split(separator: "/") {
        part = part.appendingPathComponent(String(name))
        if Self.isLink(part), !contains(part) { break }
      }
    } else {
      part = folder.standardizedFileURL
    }
    throw .linkedOutside(link: part.path, target: Self.realPath(part.path))
  }

  /// Whether `folder`, with every link resolved, is the workspace's root or inside it.
  func contains(_ folder: URL) -> Bool {
    let base = Self.realPath(root.path)
    let path = Self.realPath(folder.path)
    return path == base || path.hasPrefix(base == "/" ? "/" : base + "/")
  }

  /// Whether the file at `url` is a symbolic link (not following it).
  static func isLink(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType)
      == .typeSymbolicLink
  }

  /// `path` with every link resolved: the deepest part of it that exists, resolved by the system,
  /// then the rest as written (callers check that the rest holds no `..`).
  static func realPath(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL
    var rest: [String] = []
    while true {
      if let resolved = realpath(existing.path, nil) {
        defer { free(resolved) }
        let base = String(cString: resolved)
        return rest.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
      }
      let parent = existing.deletingLastPathComponent()
      if parent.path == existing.path { return path }
      rest.append(existing.lastPathComponent)
      existing = parent
    }
  }

  /// Refuses, as a write error, a folder that leads outside the workspace through a link.
  func requireInside(_ folder: URL) throws(WorkspaceError) {
    guard contains(folder) else {
      throw .io(path: folder.path, reason: "it leads outside the workspace through a link")
    }
  }
}
