/// Parses the small HTML subset lessons are written in, rejecting anything outside it with the line at fault.
public struct HTMLSubsetParser {
  private let file: String
  private let scanner: MarkupScanner

  public init(file: String) {
    self.file = file
    self.scanner = MarkupScanner(file: file)
  }

  public func parse(_ source: String) throws(ContentError) -> Lesson {
    try parse(nodes: try scanner.scan(source))
  }

  /// The lesson of markup already scanned (`MarkupScanner`), for a caller that reads the nodes for
  /// something else too (`content validate`'s unknown attributes).
  func parse(nodes: [MarkupNode]) throws(ContentError) -> Lesson {
    Lesson(blocks: try blocks(from: nodes, insidePitfall: false))
  }

  private func blocks(from nodes: [MarkupNode], insidePitfall: Bool) throws(ContentError)
    -> [LessonBlock]
  {
    var result: [LessonBlock] = []
    for node in nodes {
      switch node {
      case .text(let text, let line):
        if !text.allSatisfy(\.isWhitespace) {
          throw error(line, "text outside a block element: \"\(text.prefix(30))\"")
        }
      case .element(let element):
        result.append(
          contentsOf: try block(from: element, previous: &result, insidePitfall: insidePitfall))
      }
    }
    return result
  }

  private func block(
    from element: MarkupElement, previous: inout [LessonBlock], insidePitfall: Bool
  ) throws(ContentError) -> [LessonBlock] {
    switch element.name {
    case "p":
      return [.paragraph(try inlines(element.children, in: "p"))]
    case "h3":
      return [.heading(try inlines(element.children, in: "h3"))]
    case "ul", "ol":
      var items: [[Inline]] = []
      for child in element.children {
        switch child {
        case .text(let text, let line):
          if !text.allSatisfy(\.isWhitespace) { throw error(line, "text in a list outside <li>") }
        case .element(let item):
          guard item.name == "li" else {
            throw error(item.line, "<\(item.name)> inside a list; use <li>")
          }
          items.append(try inlines(item.children, in: "li"))
        }
      }
      if items.isEmpty { throw error(element.line, "an empty list") }
      return [.list(ordered: element.name == "ol", items: items)]
    case "pre":
      return try preformatted(element, previous: &previous)
    case "aside":
      guard element[.class] == "pitfall" else {
        throw error(element.line, "<aside> needs class=\"pitfall\"")
      }
      if insidePitfall { throw error(element.line, "a pitfall inside a pitfall") }
      return [.pitfall(try blocks(from: element.children, insidePitfall: true))]
    default:
      throw error(element.line, "<\(element.name)> is not in the lesson subset")
    }
  }

  private func preformatted(
    _ element: MarkupElement, previous: inout [LessonBlock]
  ) throws(ContentError) -> [LessonBlock] {
    var text = ""
    for child in element.children {
      guard case .text(let part, _) = child else {
        throw error(element.line, "markup inside <pre>; escape < as &lt;")
      }
      text += part
    }
    if text.hasPrefix("\n") { text.removeFirst() }
    if text.hasSuffix("\n") { text.removeLast() }
    switch element[.class] {
    case "swift":
      let roleName = element[.dataMistake]
      let role: CodeBlockRole
      if let roleName {
        guard let parsed = CodeBlockRole(rawValue: roleName), parsed != .example else {
          throw error(element.line, "data-mistake must be \"compile\" or \"trap\"")
        }
        role = parsed
      } else {
        role = .example
      }
      if text.trimmed().isEmpty {
        throw error(element.line, "an empty code block")
      }
      let continues = element[.dataContinues] != nil
      let packageFile = try packageFile(of: element, role: role, continues: continues)
      let expectedError = element[.dataError]
      if let expectedError {
        guard role == .compileError else {
          throw error(element.line, "data-error belongs on a data-mistake=\"compile\" block")
        }
        guard !expectedError.trimmed().isEmpty else {
          throw error(element.line, "data-error is empty: give the text of the compiler's error")
        }
      }
      return [
        .code(
          CodeBlock(
            code: text, role: role, continues: continues, packageFile: packageFile,
            expectedError: expectedError, line: element.line))
      ]
    case "output":
      guard case .code(var block)? = previous.last, block.expectedOutput == nil else {
        throw error(element.line, "an output block must come right after a swift block")
      }
      guard block.role == .example else {
        throw error(element.line, "a mistake block cannot show output")
      }
      if let file = block.packageFile, file.expectation != .run {
        throw error(
          element.line, "a package file shows output only with data-expect=\"run\"")
      }
      block.expectedOutput = text
      previous[previous.count - 1] = .code(block)
      return []
    default:
      throw error(element.line, "<pre> needs class=\"swift\" or class=\"output\"")
    }
  }

  /// Reads `data-package`, `data-file` and `data-expect`: a block that is one file of a package.
  private func packageFile(of element: MarkupElement, role: CodeBlockRole, continues: Bool)
    throws(ContentError) -> PackageFileBlock?
  {
    guard let package = element[.dataPackage] else {
      for attribute in [Attribute.dataFile, .dataExpect] where element[attribute] != nil {
        throw error(element.line, "\(attribute.rawValue) needs data-package")
      }
      return nil
    }
    guard Self.isPackageName(package) else {
      throw error(
        element.line,
        "data-package must be a folder name: a letter, then letters, digits, - or _")
    }
    guard let path = element[.dataFile], Self.isPackagePath(path) else {
      throw error(
        element.line,
        "a package block needs data-file: a relative path to a .swift file inside the package")
    }
    if continues {
      throw error(element.line, "a package block cannot continue; its package joins it")
    }
    if role == .trap {
      throw error(
        element.line, "a package block can be a mistake only with data-mistake=\"compile\"")
    }
    var expectation: PackageExpectation?
    if let name = element[.dataExpect] {
      guard let parsed = PackageExpectation(rawValue: name) else {
        throw error(
          element.line,
          "data-expect must be one of: \(PackageExpectation.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      if role != .example { throw error(element.line, "a mistake block cannot have data-expect") }
      expectation = parsed
    }
    return PackageFileBlock(package: package, path: path, expectation: expectation)
  }

  static func isPackageName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" || $0 == "_"
    }
  }

  /// A path inside a package: relative, no `.` or `..` parts, ending in `.swift`.
  static func isPackagePath(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return path.hasSuffix(".swift")
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && part.unicodeScalars.allSatisfy {
            $0.isASCIILetter || $0.isASCIIDigit || "-_.+".unicodeScalars.contains($0)
          }
      }
  }

  private func inlines(_ nodes: [MarkupNode], in parent: String) throws(ContentError) -> [Inline] {
    var result: [Inline] = []
    for node in nodes {
      switch node {
      case .text(let text, _):
        result.append(.text(Self.collapsingWhitespace(text)))
      case .element(let element):
        switch element.name {
        case "code":
          var code = ""
          for child in element.children {
            guard case .text(let part, _) = child else {
              throw error(element.line, "markup inside <code>")
            }
            code += part
          }
          result.append(.code(code))
        case "strong":
          result.append(.strong(try inlines(element.children, in: "strong")))
        case "em":
          result.append(.emphasis(try inlines(element.children, in: "em")))
        default:
          throw error(element.line, "<\(element.name)> is not allowed inside <\(parent)>")
        }
      }
    }
    return Self.trimmed(result)
  }

  private static func collapsingWhitespace(_ text: String) -> String {
    var result = ""
    var lastWasSpace = false
    for character in text {
      if character.isWhitespace {
        if !lastWasSpace { result.append(" ") }
        lastWasSpace = true
      } else {
        result.append(character)
        lastWasSpace = false
      }
    }
    return result
  }

  /// Removes the whitespace that HTML source layout puts at the start and end of a block.
  private static func trimmed(_ inlines: [Inline]) -> [Inline] {
    var result = inlines
    if case .text(let first)? = result.first {
      let trimmed = String(first.drop(while: \.isWhitespace))
      if trimmed.isEmpty { result.removeFirst() } else { result[0] = .text(trimmed) }
    }
    if case .text(let last)? = result.last {
      let trimmed = String(last.reversed().drop(while: \.isWhitespace).reversed())
      if trimmed.isEmpty { result.removeLast() } else { result[result.count - 1] = .text(trimmed) }
    }
    return result
  }

  private func error(_ line: Int, _ message: String) -> ContentError {
    ContentError(file: file, item: "line \(line)", message: message)
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
