#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two questions the progress store asks of its file whose answers depend on who asks: can its
/// bytes be read, and may this account write it. Root may do both whatever the file's mode, so a
/// test passes its own answers to meet a file the learner cannot read or write; everything else
/// uses `system`.
struct FileAccess: Sendable {
  /// The file's bytes, or the error that says why they cannot be read.
  var read: @Sendable (URL) throws -> Data
  /// Nil when this account may write the file at `path`; otherwise the errno that says why not.
  var refusesWriting: @Sendable (_ path: String) -> Int32?

  static let system = FileAccess(
    read: { try Data(contentsOf: $0) },
    refusesWriting: { access($0, W_OK) == 0 ? nil : errno })
}
