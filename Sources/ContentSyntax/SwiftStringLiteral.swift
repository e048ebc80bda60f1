/// Writes text as Swift source: the embedder builds the content's Swift values with it, and the
/// exercise checks build a program that prints an expected output with it.
public enum SwiftStringLiteral {
  /// `text` as a one-line Swift string literal that holds it exactly: backslashes, quotes and line
  /// ends escaped, every other control character (C0, DEL and C1) written as `\u{…}`.
  public static func make(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
