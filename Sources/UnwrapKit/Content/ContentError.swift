import ContentSyntax

/// A problem with a shipped or authored content file, always naming the file and the field or item at fault.
public struct ContentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the content folder (for example `Sections/variables/review.json`).
  public var file: String
  /// The field, item or line at fault (for example `correct[2].reason`), or empty for the whole file.
  public var item: String
  /// What is wrong, in one sentence.
  public var message: String

  public init(file: String, item: String = "", message: String) {
    self.file = file
    self.item = item
    self.message = message
  }

  public var description: String {
    item.isEmpty ? "\(file): \(message)" : "\(file): \(item): \(message)"
  }
}

extension ContentError {
  /// Turns a `DecodingError` into a content error that names the JSON field by its path. `text` is
  /// the file's text, when known: the decoder says only "not valid JSON" of a number that does not
  /// fit its field, so the text is searched for the number.
  static func decoding(_ error: any Error, file: String, text: String? = nil) -> ContentError {
    guard let error = error as? DecodingError else {
      return ContentError(file: file, message: "could not be read (\(error))")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return ContentError(
        file: file, item: fieldPath(context.codingPath + [key]), message: "is missing")
    case .typeMismatch(let type, let context):
      return ContentError(
        file: file, item: fieldPath(context.codingPath),
        message: "should be \(ContentValueKind.words(for: type))")
    case .valueNotFound(let type, let context):
      return ContentError(
        file: file, item: fieldPath(context.codingPath),
        message: "should be \(ContentValueKind.words(for: type)), not null")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, context.underlyingError == nil, let text,
        let number = JSONSyntaxCheck.firstNumberNotAnInt(in: text)
      {
        return ContentError(
          file: file, item: "line \(number.line), column \(number.column)", message: number.sentence
        )
      }
      return ContentError(
        file: file, item: fieldPath(context.codingPath),
        message: context.underlyingError.map { "is not valid JSON (\(jsonProblem($0)))" }
          ?? (context.codingPath.isEmpty
            ? "is not valid JSON: look for a missing comma, bracket or quote, or a file cut short"
            : ContentValueKind.words(forProblem: context.debugDescription)))
    @unknown default:
      return ContentError(file: file, message: "could not be decoded")
    }
  }

  /// What the JSON parser says is wrong, as one plain sentence.
  static func jsonProblem(_ error: any Error) -> String {
    let text = (error as? any CustomDebugStringConvertible)?.debugDescription ?? "\(error)"
    return text.trimmed()
  }

  static func fieldPath(_ path: [any CodingKey]) -> String {
    var result = ""
    for key in path {
      if let index = key.intValue {
        result += "[\(index)]"
      } else {
        result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return result
  }
}
