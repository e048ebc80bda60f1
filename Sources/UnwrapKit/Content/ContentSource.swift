import ContentSyntax
import UnwrapContent

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where content is read from: the copy compiled into the binary (what learners use), or a folder on
/// disk (`UNWRAP_CONTENT_DIR`, for authors and for tests that damage a copy on purpose).
public enum ContentSource: Sendable, Equatable, CustomStringConvertible {
  case builtIn
  case folder(URL)

  /// The `Content` folder of the checkout this binary was built from.
  public static var checkoutFolder: URL {
    URL(fileURLWithPath: UnwrapContent.checkoutPath, isDirectory: true)
  }

  public var description: String {
    switch self {
    case .builtIn: "the content built into unwrap"
    case .folder(let url): url.path
    }
  }

  /// The text of a file such as `Sections/variables/lesson.html`.
  public func read(_ file: String) throws(ContentError) -> String {
    switch self {
    case .builtIn:
      guard let text = UnwrapContent.file(file) else {
        throw ContentError(file: file, message: "is missing")
      }
      return text
    case .folder(let folder):
      let url = folder.appendingPathComponent(file)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw ContentError(file: file, message: Self.whyUnreadable(url.path))
      }
      guard let text = String(validating: data, as: UTF8.self) else {
        let problem = InvalidUTF8.contentProblem(in: Array(data))
        throw ContentError(
          file: file, item: problem?.place ?? "",
          message: problem?.sentence ?? InvalidUTF8.contentMessage)
      }
      return text
    }
  }

  /// Why the file at `path` could not be read, in words: missing only when nothing is there, not
  /// for a link that loops or leads nowhere (`fileExists` follows links, and said both were missing).
  static func whyUnreadable(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 else { return "is missing" }
    if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
      guard errno != ELOOP else {
        return
          "cannot be read: it is a link that leads round in a loop of links; put the file itself here"
      }
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      return "is a link to a file that is not there (\(target))"
    }
    // `status` is now what a link leads to, or the file itself.
    if status.st_mode & S_IFMT == S_IFDIR { return "is a folder, not a file" }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor < 0 else {
      close(descriptor)
      return "could not be read"
    }
    let words = FileErrorReason.describe(errno: errno)
    return "cannot be read: " + words.prefix(1).lowercased() + words.dropFirst()
  }

  /// The names of the folders inside `Sections/`.
  public func sectionFolders() -> [String] {
    switch self {
    case .builtIn:
      return Array(
        Set(
          UnwrapContent.paths.compactMap { path -> String? in
            let parts = path.split(separator: "/")
            return parts.count == 3 && parts[0] == "Sections" ? String(parts[1]) : nil
          })
      ).sorted()
    case .folder(let folder):
      let sections = folder.appendingPathComponent("Sections").path
      return ((try? FileManager.default.contentsOfDirectory(atPath: sections)) ?? []).sorted()
    }
  }

  /// The names of the folders inside `Exercises/` (none when there is no such folder).
  public func exerciseFolders() -> [String] {
    switch self {
    case .builtIn:
      return Array(
        Set(
          UnwrapContent.paths.compactMap { path -> String? in
            let parts = path.split(separator: "/")
            return parts.count == 3 && parts[0] == "Exercises" ? String(parts[1]) : nil
          })
      ).sorted()
    case .folder(let folder):
      let exercises = folder.appendingPathComponent("Exercises").path
      return ((try? FileManager.default.contentsOfDirectory(atPath: exercises)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()
    }
  }
}
