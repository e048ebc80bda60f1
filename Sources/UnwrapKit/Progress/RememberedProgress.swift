/// The progress a `FileProgressStore` last read or wrote, with the file's bytes at that moment, so
/// a command that reads the file several times (the daily challenge reads it under its claim, then
/// again under the save lock at every save) parses it once. It is keyed by the bytes themselves, not by a file's inode or times
/// (which a quick save by another process can repeat): the same bytes always give the same progress,
/// and comparing them costs a fraction of parsing them.
final class RememberedProgress: @unchecked Sendable {
  private let lock = Lock()
  private var remembered: (bytes: Data, progress: LearnerProgress)?

  /// The progress remembered for exactly these bytes, if any.
  func progress(for bytes: Data) -> LearnerProgress? {
    lock.withLock { remembered?.bytes == bytes ? remembered?.progress : nil }
  }

  func remember(_ progress: LearnerProgress, as bytes: Data) {
    lock.withLock { remembered = (bytes, progress) }
  }

  func forget() {
    lock.withLock { remembered = nil }
  }
}
