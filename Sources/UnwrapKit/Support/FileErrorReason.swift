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
}
