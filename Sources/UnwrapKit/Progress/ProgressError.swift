/// Why the progress file could not be used. Each case names the file, and no case ever resets it.
public enum ProgressError: Error, Equatable, Sendable {
  /// The file exists but is not valid progress (empty, truncated, binary, wrong shape). A copy was kept.
  case damaged(path: String, reason: String, backup: String?)
  /// The file was written by a newer unwrap with a schema this one does not know. A copy was kept.
  case newerVersion(path: String, found: Int, supported: Int, backup: String?)
  /// The file or its folder cannot be read or written (permissions, disk full).
  case inaccessible(path: String, reason: String)
}

extension ProgressError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .damaged(let path, let reason, let backup):
      """
      Your progress file could not be read: \(path)
      (\(reason))
      Nothing was changed or reset. \(Self.backupSentence(backup))
      To recover, fix the file by hand, restore it from an earlier copy, or start afresh with `unwrap reset` (which keeps a copy too).
      """
    case .newerVersion(let path, let found, let supported, let backup):
      """
      Your progress file was written by a newer unwrap (schema \(found); this one reads up to \(supported)): \(path)
      Nothing was changed. \(Self.backupSentence(backup))
      Update unwrap to keep using this progress.
      """
    case .inaccessible(let path, let reason):
      """
      Your progress file could not be used: \(path)
      (\(reason))
      Nothing was changed. Check the permissions of the file and its folder, and the free disk space.
      """
    }
  }

  private static func backupSentence(_ backup: String?) -> String {
    if let backup {
      "A copy of it is kept at \(backup)."
    } else {
      "No copy could be made, so leave the file where it is until it is fixed."
    }
  }
}
