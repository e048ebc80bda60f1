import ContentSyntax
import Foundation

// How the embedder stops the build for content it cannot embed: a JSON file `JSONSyntaxCheck` refuses
// (ContentSyntax, as `content validate` does: named with line and column, in the same words), one
// JSONSerialization cannot read, or a file without the shape start-up reads from it.

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
  let (line, column) = ContentTextRules.position(ofByte: offset, in: Array(text.utf8))
  return "line \(line), column \(column): "
}

/// What JSONSerialization says is wrong, without its place: "invalid value".
func reason(of error: any Error) -> String {
  let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  let words = detail.components(separatedBy: " around ")[0].trimmingCharacters(
    in: .punctuationCharacters)
  return words.isEmpty ? "" : " (\(words.prefix(1).lowercased() + words.dropFirst()))"
}

/// A file's JSON, parsed once, after `JSONSyntaxCheck` has passed it: what JSONSerialization still
/// refuses is a number or an escape written wrongly (`01`, `1.`, `\x`), which the check leaves to it.
func parse(_ path: String, _ text: String) -> Any {
  do {
    return try JSONSerialization.jsonObject(with: Data(text.utf8))
  } catch {
    let place = place(of: error, in: text)
    let reason = reason(of: error)
    fail(
      "\(path): \(place)is not valid JSON\(reason); look for a number or a \\ escape written wrongly"
    )
  }
}
