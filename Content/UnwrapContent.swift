/// The content compiled into the binary by the EmbedContent plugin: every lesson, review, bank and the
/// glossary, keyed by their path inside `Content/` (`Sections/variables/lesson.html`). No file is read
/// at run time, and the module needs nothing from Foundation.
public enum UnwrapContent {
  /// The text of one content file, or nil when there is no such file.
  public static func file(_ path: String) -> String? {
    embeddedFiles[path]
  }

  /// Every embedded file's path, sorted.
  public static var paths: [String] {
    embeddedFiles.keys.sorted()
  }

  /// The `Content` folder of the checkout this binary was built from. Tests and authoring tools use it
  /// to compare or copy the source files; the program itself never reads it.
  public static let checkoutPath: String = {
    let file = "\(#filePath)"
    return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
  }()
}
