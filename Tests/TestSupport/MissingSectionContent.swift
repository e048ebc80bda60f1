import Foundation

/// A content folder whose syllabus names one section, `gone`, that has no files: what `content
/// validate` and `unwrap learn gone` must both report by file name.
public enum MissingSectionContent {
  /// Makes the folder; the caller removes it.
  public static func make() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-content-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      #"{"chapters": [{"name": "X", "slug": "x", "sections": [{"slug": "gone", "title": "Gone"}]}]}"#
        .utf8
    )
    .write(to: folder.appendingPathComponent("Chapters.json"))
    return folder
  }
}
