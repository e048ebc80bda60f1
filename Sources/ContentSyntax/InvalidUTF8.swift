/// Where text saved in another encoding (such as Latin-1) first stops being UTF-8, so a content
/// file or a learner's exercise file is named by line rather than refused as a whole. Shared by
/// `content validate`, the build's embedder and the exercise workspace.
public enum InvalidUTF8 {
  /// The offset of the first byte that does not begin or continue a UTF-8 character; nil when
  /// every byte does.
  public static func firstOffset(in bytes: some Sequence<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The first invalid byte of a content file, as `content validate` and the build name it: 1-based
  /// line and column, and what to do. Nil when the file is UTF-8.
  public static func contentProblem(in bytes: [UInt8]) -> (place: String, sentence: String)? {
    guard let offset = firstOffset(in: bytes) else { return nil }
    let (line, column) = ContentTextRules.position(ofByte: offset, in: bytes)
    return ("line \(line), column \(column)", contentMessage)
  }

  /// What an author is told of a content file saved in another encoding.
  public static let contentMessage =
    "is not UTF-8 text: a character here was saved in another encoding (such as Latin-1); save the"
    + " file as UTF-8"
}
