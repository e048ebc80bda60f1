/// Splits Swift source into tokens without ever failing: anything it cannot place becomes `.unknown`.
///
/// It knows identifiers (with backticks), keywords, numbers (`_`, hex, octal, binary, exponents),
/// strings (escapes, interpolation, multi-line, raw `#"…"#`), comments (line and nested block),
/// operators and punctuation. Concatenating the tokens' text gives back the source exactly.
/// It reads UTF-8 bytes (`SwiftScanner`): ASCII is classified from the byte, and only non-ASCII
/// characters are looked up in Unicode's tables.
public struct SwiftTokenizer: Sendable {
  public init() {}

  public func tokenize(_ source: String) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    Self.scan(source) { kind, bytes, offset in
      tokens.append(
        SwiftToken(kind: kind, text: String(decoding: bytes, as: UTF8.self), offset: offset))
    }
    return tokens
  }

  /// The tokens that carry meaning: no whitespace, line breaks or comments.
  public func codeTokens(_ source: String) -> [SwiftToken] {
    tokenize(source).filter { $0.kind != .whitespace && $0.kind != .newline && $0.kind != .comment }
  }

  /// Calls `body` with each token's kind, bytes and byte offset, in order.
  static func scan(
    _ source: String,
    _ body: (SwiftTokenKind, UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    let scanned: Void? = source.utf8.withContiguousStorageIfAvailable { bytes in
      scan(bytes: bytes, body)
    }
    if scanned == nil {
      var copy = source
      copy.makeContiguousUTF8()
      copy.utf8.withContiguousStorageIfAvailable { scan(bytes: $0, body) }
    }
  }

  private static func scan(
    bytes: UnsafeBufferPointer<UInt8>,
    _ body: (SwiftTokenKind, UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    var scanner = SwiftScanner(bytes)
    while !scanner.isAtEnd {
      let start = scanner.index
      let kind = scanner.scanToken()
      body(kind, UnsafeBufferPointer(rebasing: bytes[start..<scanner.index]), start)
    }
  }
}
