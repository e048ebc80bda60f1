#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file operation that failed: the path it failed on and the system's reason.
struct FileFailure: Error {
  var path: String
  var reason: String

  init(path: String, reason: String = String(cString: strerror(errno))) {
    self.path = path
    self.reason = reason
  }
}

/// The few file operations the progress store needs, done so that a planted symlink is never followed
/// to another file and nothing the store creates is readable by other accounts.
enum SafeFile {
  /// Mode of every file and folder the store creates (permissions of existing ones are kept).
  static let newFileMode: mode_t = 0o600
  static let newFolderMode: mode_t = 0o700

  /// Creates `path` and its missing parents, each with mode 0700. Existing folders are left as they are.
  static func makeFolders(_ path: String) throws(FileFailure) {
    // The usual case, a folder that is there: one `stat`, and no path built for each parent.
    var folder = stat()
    if stat(path, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR { return }
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      var info = stat()
      if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
      if mkdir(prefix, newFolderMode) != 0, errno != EEXIST { throw FileFailure(path: prefix) }
    }
  }

  /// The file `path` names once every symlink on its last component is followed (it may not exist yet),
  /// so a dotfile manager's link is written through rather than replaced.
  static func followingSymlinks(_ path: String) throws(FileFailure) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
          readlink(current, $0, bytes.count - 1)
        }
      }
      guard length > 0 else { throw FileFailure(path: current) }
      let destination = String(decoding: buffer[0..<length], as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + destination
    }
    throw FileFailure(path: path, reason: "too many levels of symbolic links")
  }

  /// Creates `path` exclusively (never through a symlink, never over an existing file) with mode 0600.
  /// Returns nil when something already has that name.
  static func createExclusively(_ path: String) throws(FileFailure) -> Int32? {
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, newFileMode)
    if descriptor >= 0 { return descriptor }
    if errno == EEXIST { return nil }
    throw FileFailure(path: path)
  }

  /// Writes `data` to a new file with mode 0600, for backups; fails when the name is taken.
  static func writeNew(_ data: Data, to path: String) throws(FileFailure) {
    guard let descriptor = try createExclusively(path) else {
      throw FileFailure(path: path, reason: "a file with that name already exists")
    }
    let failure = writeAll(data, to: descriptor, path: path)
    close(descriptor)
    if let failure {
      unlink(path)
      throw failure
    }
  }

  /// Writes `data` to a new file named `path`, or `path-2`, `path-3` … when that name is taken (two
  /// backups within one second share a timestamp), and returns the name used.
  static func writeNumbered(_ data: Data, to path: String) throws(FileFailure) -> String {
    for counter in 1...1000 {
      let candidate = counter == 1 ? path : "\(path)-\(counter)"
      guard let descriptor = try createExclusively(candidate) else { continue }
      let failure = writeAll(data, to: descriptor, path: candidate)
      close(descriptor)
      if let failure {
        unlink(candidate)
        throw failure
      }
      return candidate
    }
    throw FileFailure(path: path, reason: "a thousand files with that name already exist")
  }

  /// Writes every byte of `data` and flushes it to disk. Returns what went wrong, if anything.
  static func writeAll(_ data: Data, to descriptor: Int32, path: String) -> FileFailure? {
    var failure: FileFailure?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = FileFailure(path: path)
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = FileFailure(path: path) }
    return failure
  }

  /// An unpredictable name part, so no other account can plant a file where the next temp file goes.
  static func randomSuffix() -> String {
    var generator = SystemRandomNumberGenerator()
    return String(generator.next() as UInt64, radix: 16)
  }
}

/// `write(2)`, named so it does not clash with the many Swift `write` methods.
@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
  #else
    Darwin.write(fd, buffer, count)
  #endif
}
