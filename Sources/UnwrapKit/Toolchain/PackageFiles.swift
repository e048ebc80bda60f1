/// The source files of package samples in a scratch folder, kept equal to a list: a file that changed
/// is written anew, an unchanged one is left as it is (so the package manager sees it unchanged and
/// does not rebuild it), and a file no longer listed is removed with any folder it leaves empty.
/// Hidden entries (`.build`, the package manager's caches) belong to the package manager and stay.
struct PackageFiles {
  let folder: URL

  func replace(with files: [PackageFile]) throws {
    let fileManager = FileManager.default
    var wanted: [String: String] = [:]
    for file in files { wanted[file.path] = file.contents }
    for path in existing(in: "") where wanted[path] == nil {
      try fileManager.removeItem(atPath: folder.appendingPathComponent(path).path)
    }
    removeEmptyFolders(in: folder.path)
    for (path, contents) in wanted {
      let url = folder.appendingPathComponent(path)
      if let old = fileManager.contents(atPath: url.path), old.elementsEqual(contents.utf8) {
        continue
      }
      try fileManager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      // A new file, never the old one changed in place: the package manager tells files apart by
      // more than their time, and a new inode is a change it cannot miss.
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// Every file below `relative` that is not hidden, as paths from the folder.
  func existing(in relative: String) -> [String] {
    let fileManager = FileManager.default
    let base = relative.isEmpty ? folder.path : folder.appendingPathComponent(relative).path
    guard let names = try? fileManager.contentsOfDirectory(atPath: base) else { return [] }
    var found: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : relative + "/" + name
      var isFolder = false
      guard fileManager.fileExists(atPath: base + "/" + name, isDirectory: &isFolder) else {
        continue
      }
      found += isFolder ? existing(in: path) : [path]
    }
    return found
  }

  /// Removes the folders below `path` that hold nothing; true when `path` itself is then empty.
  @discardableResult
  func removeEmptyFolders(in path: String) -> Bool {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: path) else { return false }
    var left = names.count
    for name in names where !name.hasPrefix(".") {
      var isFolder = false
      let child = path + "/" + name
      if fileManager.fileExists(atPath: child, isDirectory: &isFolder), isFolder,
        removeEmptyFolders(in: child), (try? fileManager.removeItem(atPath: child)) != nil
      {
        left -= 1
      }
    }
    return left == 0
  }
}
