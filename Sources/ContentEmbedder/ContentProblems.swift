import Foundation

// How the embedder stops the build for content it cannot embed: a file that is not JSON (named with
// line and column), a control character, or a file without the shape start-up reads from it.

/// Stops the build with a message naming the file, and says how to see every problem at once: the
/// build stops at the first, and `swift run` cannot build either until it is fixed, so a binary
/// built earlier checks the folder.
func fail(_ message: String) -> Never {
  let advice =
    "note: the build stops at the first content problem; to see them all, run an unwrap built"
    + " before the change on the folder: UNWRAP_CONTENT_DIR=$PWD/Content .build/debug/unwrap"
    + " content validate (see CONTRIBUTING.md, \"Adding a lesson\")"
  FileHandle.standardError.write(Data("error: \(message)\n\(advice)\n".utf8))
  exit(1)
}

/// Where JSONSerialization stopped reading `text`, as "line 6, column 7: " (1-based, the column
/// counted in Unicode scalars, as `content validate` counts), or "" when its error does not say.
/// On Linux its error names a byte offset ("around character 141."); on macOS a line and column.
func place(of error: any Error, in text: String) -> String {
  let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  let numbers = detail.split { !$0.isNumber }.compactMap { Int($0) }
  if detail.contains("line"), detail.contains("column"), numbers.count >= 2 {
    return "line \(numbers[0]), column \(numbers[1]): "
  }
  guard detail.contains("character"), let offset = numbers.last else { return "" }
  var line = 1
  var column = 1
  for byte in text.utf8.prefix(offset) {
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }
  return "line \(line), column \(column): "
}

/// What JSONSerialization says is wrong, without its place: "invalid value".
func reason(of error: any Error) -> String {
  let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  let words = detail.components(separatedBy: " around ")[0].trimmingCharacters(
    in: .punctuationCharacters)
  return words.isEmpty ? "" : " (\(words.prefix(1).lowercased() + words.dropFirst()))"
}

/// A file's JSON, parsed once; a file that is not JSON stops the build with where it goes wrong.
func parse(_ path: String, _ text: String) -> Any {
  do {
    return try JSONSerialization.jsonObject(with: Data(text.utf8))
  } catch {
    let place = place(of: error, in: text)
    let reason = reason(of: error)
    let advice =
      reason.contains("control character")
      ? "content may hold no control characters but newlines and tabs (write \\n for a new line)"
      : place.isEmpty
        ? "look for a missing comma, bracket or quote, or a file cut short"
        : "look for a missing comma, bracket or quote there or just before it"
    fail("\(path): \(place)is not valid JSON\(reason); \(advice)")
  }
}

/// The field of the first string in `value` (a key or a value; keys in sorted order) that holds a
/// control character other than newline and tab, and that character. A learner's terminal would act
/// on it, and the built-in copy is not checked as it loads (`ContentTextRules` in UnwrapKit holds the
/// same rule; this target cannot import it, since UnwrapKit is built from what it writes).
func controlCharacter(in value: Any, at field: String = "") -> (field: String, value: UInt32)? {
  switch value {
  case let text as String:
    let found = text.unicodeScalars.first {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
    return found.map { (field, $0.value) }
  case let array as [Any]:
    for (index, element) in array.enumerated() {
      if let found = controlCharacter(in: element, at: "\(field)[\(index)]") { return found }
    }
  case let object as [String: Any]:
    for key in object.keys.sorted() {
      let path = field.isEmpty ? key : "\(field).\(key)"
      if let found = controlCharacter(in: key, at: path)
        ?? controlCharacter(in: object[key]!, at: path)
      {
        return found
      }
    }
  default: break
  }
  return nil
}

/// What an author is told about a control character, in the words `content validate` uses.
func controlMessage(_ value: UInt32) -> String {
  "holds the control character \\u{\(String(value, radix: 16, uppercase: true))}; content may hold"
    + " no control characters but newlines and tabs"
}
