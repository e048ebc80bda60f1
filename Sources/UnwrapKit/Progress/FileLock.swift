#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock`) on a file beside the progress file, shared by every unwrap that opens
/// the same path: the progress store's save lock and the session claims. The kernel lets go of it
/// when the process ends, however it ends, so a killed unwrap never leaves one held.
struct FileLock {
  let path: String

  /// Opens the lock file, creating it (mode 0600) and its folders when missing, without locking it.
  /// The descriptor is closed on exec, so no program unwrap starts can keep the lock alive.
  func open() throws(ProgressError) -> Int32 {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try SafeFile.makeFolders(folder.path)
    } catch {
      throw .inaccessible(path: error.path, reason: error.reason)
    }
    let descriptor = systemOpen(path, O_RDWR | O_CREAT | O_CLOEXEC, SafeFile.newFileMode)
    guard descriptor >= 0 else {
      throw .inaccessible(path: path, reason: FileErrorReason.describe(errno: errno))
    }
    return descriptor
  }

  /// Locks the file, waiting for whoever holds it. Returns the descriptor to give to `release`.
  func acquire() throws(ProgressError) -> Int32 {
    guard let descriptor = try lock(waiting: true) else {
      throw .inaccessible(path: path, reason: "the lock could not be taken")
    }
    return descriptor
  }

  /// Locks the file if no one holds it; nil at once when someone does.
  func acquireIfFree() throws(ProgressError) -> Int32? {
    try lock(waiting: false)
  }

  /// Lets go of a lock `acquire` or `acquireIfFree` took.
  static func release(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  private func lock(waiting: Bool) throws(ProgressError) -> Int32? {
    let descriptor = try open()
    while flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      let failure = errno
      close(descriptor)
      if failure == EWOULDBLOCK { return nil }
      throw .inaccessible(path: path, reason: String(cString: strerror(failure)))
    }
    return descriptor
  }
}

/// `open(2)`, named so it does not clash with `FileLock.open`.
@inline(__always)
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags, mode)
  #else
    Darwin.open(path, flags, mode)
  #endif
}
