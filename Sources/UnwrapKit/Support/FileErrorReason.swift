#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file operation's error as a learner can read it ("Not a directory", "Permission denied"), never
/// Foundation's dump of the error value, which names types and user-info keys.
enum FileErrorReason {
  /// The system's words for the POSIX error behind `error`, or `fallback` when it carries none.
  static func describe(_ error: any Error, fallback: String) -> String {
    if let posix = error as? POSIXError {
      return String(cString: strerror(posix.code.rawValue))
    }
    if let cocoa = error as? CocoaError {
      if let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(posix.code.rawValue))
      }
      if cocoa.code == .fileReadNoPermission || cocoa.code == .fileWriteNoPermission {
        return "permission denied"
      }
    }
    return fallback
  }

  /// Why what is at `path` (links followed) is no file to read text from, or nil when it is a
  /// regular file or nothing: a folder, a named pipe, a socket or a device. Said before it is
  /// opened, as opening a named pipe waits for something to write to it.
  static func notRegularFile(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a named pipe"
    case S_IFSOCK: kind = "a socket"
    case S_IFCHR, S_IFBLK: kind = "a device"
    default: kind = "something else"
    }
    return "it is \(kind), not a regular file"
  }

  /// The words for `code` (an errno) met on a path: a file where a folder should be is said so,
  /// since the system's "Not a directory" does not say which part of the path is wrong.
  static func describe(errno code: Int32) -> String {
    code == ENOTDIR
      ? "a part of that path is a file, not a folder" : String(cString: strerror(code))
  }

  /// The words for `code` met making something inside `folder`: said of the folder itself when it
  /// is what is wrong (missing, or a file), as the system's words do not say which part of the
  /// path is.
  static func describe(errno code: Int32, folder: String) -> String {
    var status = stat()
    switch code {
    case ENOENT where lstat(folder, &status) != 0: return "there is no such folder"
    case ENOENT where status.st_mode & S_IFMT == S_IFLNK:
      return "it is a link to a folder that is not there"
    case ENOTDIR where stat(folder, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR:
      return "it is a file, not a folder"
    case ENOTDIR: return describe(errno: code)
    default:
      // Inside a sentence: "cannot be used: permission denied."
      let words = String(cString: strerror(code))
      return words.prefix(1).lowercased() + words.dropFirst()
    }
  }
}
