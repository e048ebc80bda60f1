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

  /// The words for `code` (an errno) met on a path: a file where a folder should be is said so,
  /// since the system's "Not a directory" does not say which part of the path is wrong.
  static func describe(errno code: Int32) -> String {
    code == ENOTDIR
      ? "a part of that path is a file, not a folder" : String(cString: strerror(code))
  }
}
