#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why `SwiftToolchain.find` found no compiler, in words a command can end a sentence with: a set
/// `SWIFTC` is the compiler or nothing (the README's rule: never passed over for one on `PATH`), so
/// when it is set the advice names it and what it holds, never "set SWIFTC".
extension SwiftToolchain {
  /// `no Swift compiler was found; …` when `SWIFTC` is unset or empty, else `SWIFTC is set to
  /// PATH, which does not exist; …` (or `is a folder`, `is not executable`), each with what to do.
  /// The value is quoted as a message quotes what a learner typed (`echoed`), but at most 200
  /// characters, as a real compiler's path may be long.
  public static func notFound(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    guard let explicit = environment["SWIFTC"], !explicit.isEmpty else {
      return "no Swift compiler was found; set SWIFTC to one, or put swiftc on your PATH"
    }
    let absolute =
      explicit.hasPrefix("/")
      ? explicit : FileManager.default.currentDirectoryPath + "/" + explicit
    var info = stat()
    let what =
      if stat(absolute, &info) != 0 {
        "does not exist"
      } else if info.st_mode & S_IFMT == S_IFDIR {
        "is a folder"
      } else if !FileManager.default.isExecutableFile(atPath: absolute) {
        "is not executable"
      } else {
        "cannot be used"
      }
    return "SWIFTC is set to \(explicit.echoed(limit: 200)), which \(what); set it to a Swift"
      + " compiler, or unset it to use the swiftc on your PATH"
  }
}
