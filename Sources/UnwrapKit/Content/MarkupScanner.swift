import ContentSyntax

/// A node of scanned markup: text (entities already decoded) or an element with children.
enum MarkupNode: Equatable {
  case text(String, line: Int)
  case element(MarkupElement)
}

/// An element of scanned markup with its attributes and the line it starts on.
struct MarkupElement: Equatable {
  var name: String
  var attributes: [String: String]
  var children: [MarkupNode]
  var line: Int
}

/// Turns HTML-like source into a tree of elements and text, checking that tags nest and entities are
/// known, and keeping `ContentTextRules`: no control character, raw or as `&#27;`, and no tags nested
/// past the limit (the parser that reads the tree, and releasing it, would recurse that deep).
struct MarkupScanner {
  let file: String

  private static let entities: [String: String] = [
    "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "#39": "'", "nbsp": "\u{00A0}",
  ]

  func scan(_ source: String) throws(ContentError) -> [MarkupNode] {
    let bytes = Array(source.utf8)
    if ContentTextRules.startsWithByteOrderMark(bytes) {
      throw ContentError(
        file: file, item: "line 1, column 1", message: ContentTextRules.byteOrderMarkMessage)
    }
    if let found = ContentTextRules.firstForbiddenControl(in: bytes) {
      let (line, column) = ContentTextRules.position(ofByte: found.offset, in: bytes)
      throw ContentError(
        file: file, item: "line \(line), column \(column)",
        message: ContentTextRules.controlMessage(found.value))
    }
    var stack: [MarkupElement] = [MarkupElement(name: "", attributes: [:], children: [], line: 0)]
    var text = ""
    var textLine = 1
    var line = 1
    let characters = Array(source)
    var index = 0

    func flushText() {
      if !text.isEmpty {
        stack[stack.count - 1].children.append(.text(text, line: textLine))
        text = ""
      }
    }

    while index < characters.count {
      let character = characters[index]
      if character == "<" {
        guard let next = characters[safe: index + 1], next.isLetter || next == "/" || next == "!"
        else {
          throw ContentError(file: file, item: "line \(line)", message: "a bare < (write &lt;)")
        }
        flushText()
        // A comment ends at `-->`, not at the first `>` inside it (`<!-- x > y -->`).
        if characters[index...].starts(with: "<!--") {
          guard let end = Self.commentEnd(in: characters, from: index + 4) else {
            throw ContentError(
              file: file, item: "line \(line)", message: "a comment (<!--) that never closes")
          }
          line += characters[index..<end].filter { $0 == "\n" }.count
          index = end
          textLine = line
          continue
        }
        guard let close = characters[index...].firstIndex(of: ">") else {
          throw ContentError(file: file, item: "line \(line)", message: "a tag that never closes")
        }
        let tag = String(characters[(index + 1)..<close])
        let tagLine = line
        line += tag.filter { $0 == "\n" }.count
        index = close + 1
        textLine = line
        if tag.hasPrefix("/") {
          let name = tag.dropFirst().trimmingSpaces().lowercased()
          guard stack.count > 1 else {
            throw ContentError(
              file: file, item: "line \(tagLine)", message: "</\(name)> closes nothing")
          }
          guard stack[stack.count - 1].name == name else {
            throw ContentError(
              file: file, item: "line \(tagLine)",
              message: "</\(name)> does not match the open tag <\(stack.last?.name ?? "")>")
          }
          let finished = stack.removeLast()
          stack[stack.count - 1].children.append(.element(finished))
        } else {
          let (name, attributes) = try parseTag(tag, line: tagLine)
          guard stack.count <= ContentTextRules.maximumNesting else {
            throw ContentError(
              file: file, item: "line \(tagLine)",
              message: "<\(name)> \(ContentTextRules.nestingMessage)")
          }
          stack.append(
            MarkupElement(name: name, attributes: attributes, children: [], line: tagLine))
        }
      } else if character == "&" {
        guard let semicolon = Self.referenceEnd(in: characters[index...]) else {
          throw ContentError(
            file: file, item: "line \(line)", message: "a bare & (write &amp;)")
        }
        let name = String(characters[(index + 1)..<semicolon])
        let decoded = try decoded(name, line: line)
        if text.isEmpty { textLine = line }
        text += decoded
        index = semicolon + 1
      } else {
        if text.isEmpty { textLine = line }
        if character == "\n" { line += 1 }
        text.append(character)
        index += 1
      }
    }
    flushText()
    guard stack.count == 1 else {
      let open = stack[stack.count - 1]
      throw ContentError(
        file: file, item: "line \(open.line)", message: "<\(open.name)> is never closed")
    }
    return stack[0].children
  }

  /// The character a numeric reference such as `#27` or `#x1B` names, whether or not the subset
  /// allows it, so one that names a control character is refused as one.
  /// The index just past the `-->` that ends a comment whose text starts at `start`, if any.
  private static func commentEnd(in characters: [Character], from start: Int) -> Int? {
    var index = start
    while index + 2 < characters.count {
      if characters[index] == "-", characters[index + 1] == "-", characters[index + 2] == ">" {
        return index + 3
      }
      index += 1
    }
    return nil
  }

  /// The `;` that ends the reference whose `&` starts `text`, or nil for a bare `&`: a named
  /// entity is a few letters (`&nbsp;`), a numeric one `#` and digits of any length (`&#x1F600;`).
  private static func referenceEnd<Text: Collection<Character>>(in text: Text) -> Text.Index? {
    let name = text.dropFirst()
    let numeric = name.first == "#"
    var length = 0
    for index in name.indices {
      let character = name[index]
      if character == ";" { return length > 0 ? index : nil }
      length += 1
      guard character.isASCII, character.isLetter || character.isNumber || character == "#",
        numeric || length <= 6
      else { return nil }
    }
    return nil
  }

  /// What the reference `&name;` stands for: a named entity of the subset, or the character a
  /// numeric one names, unless it is a control character or names none.
  private func decoded(_ name: String, line: Int) throws(ContentError) -> String {
    if let entity = Self.entities[name] { return entity }
    guard let value = Self.numericReference(name) else {
      throw ContentError(file: file, item: "line \(line)", message: "unknown entity &\(name);")
    }
    if ContentTextRules.isForbidden(value) {
      throw ContentError(
        file: file, item: "line \(line)",
        message: ContentTextRules.controlMessage(value, writtenAs: "&\(name);"))
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw ContentError(
        file: file, item: "line \(line)",
        message: "&\(name); names no character (write & as &amp;)")
    }
    return String(Character(scalar))
  }

  private static func numericReference(_ name: String) -> UInt32? {
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    if digits.first == "x" || digits.first == "X" {
      return UInt32(digits.dropFirst(), radix: 16)
    }
    return UInt32(digits, radix: 10)
  }

  /// An attribute's value with its entities decoded, as text is: `&quot;` for `"`, `&lt;`…
  private func decodingEntities(_ value: String, line: Int) throws(ContentError) -> String {
    guard value.contains("&") else { return value }
    var result = ""
    var rest = value[...]
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      guard let semicolon = Self.referenceEnd(in: rest[ampersand...]) else {
        throw ContentError(
          file: file, item: "line \(line)",
          message: "a bare & or unknown entity in an attribute (write & as &amp;)")
      }
      let name = String(rest[rest.index(after: ampersand)..<semicolon])
      guard Self.entities[name] != nil || name.hasPrefix("#") else {
        throw ContentError(
          file: file, item: "line \(line)",
          message: "a bare & or unknown entity in an attribute (write & as &amp;)")
      }
      result += try decoded(name, line: line)
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  private func parseTag(_ tag: String, line: Int) throws(ContentError) -> (String, [String: String])
  {
    var parts = tag[...]
    let name = String(parts.prefix(while: { !$0.isWhitespace && $0 != "/" })).lowercased()
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
      throw ContentError(file: file, item: "line \(line)", message: "a malformed tag <\(tag)>")
    }
    parts = parts.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
      parts = parts.drop(while: \.isWhitespace)
      guard let first = parts.first, first != "/" else { break }
      let key = String(parts.prefix(while: { !$0.isWhitespace && $0 != "=" }))
      parts = parts.dropFirst(key.count)
      if parts.first == "=" {
        parts = parts.dropFirst()
        guard parts.first == "\"" else {
          throw ContentError(
            file: file, item: "line \(line)", message: "attribute \(key) needs a quoted value")
        }
        parts = parts.dropFirst()
        let value = String(parts.prefix(while: { $0 != "\"" }))
        guard parts.count > value.count else {
          throw ContentError(
            file: file, item: "line \(line)",
            message: "attribute \(key)'s value never closes (write > as &gt; inside it)")
        }
        parts = parts.dropFirst(value.count + 1)
        attributes[key] = try decodingEntities(value, line: line)
      } else {
        attributes[key] = ""
      }
    }
    return (name, attributes)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
