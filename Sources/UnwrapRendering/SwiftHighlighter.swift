import UnwrapKit

/// Colours Swift code for the terminal using the tokenizer: keywords, strings, numbers, comments, types.
public struct SwiftHighlighter {
  public var style: Style

  public init(style: Style) { self.style = style }

  public func highlight(_ code: String) -> String {
    guard style.enabled else { return code }
    return SwiftTokenizer().tokenize(code).map { token in
      switch token.kind {
      case .keyword, .attribute, .directive: style.magenta(token.text)
      case .string: style.red(token.text)
      case .number: style.yellow(token.text)
      case .comment: style.gray(token.text)
      // A string or comment left open (one line of a longer one, shown alone) keeps its colour.
      case .unknown where token.text.hasPrefix("/*"): style.gray(token.text)
      case .unknown where token.text.hasPrefix("\"") || token.text.hasPrefix("#\""):
        style.red(token.text)
      case .identifier where token.text.first?.isUppercase == true: style.cyan(token.text)
      default: token.text
      }
    }.joined()
  }
}
