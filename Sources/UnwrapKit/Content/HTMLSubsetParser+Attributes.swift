extension HTMLSubsetParser {
  /// Every attribute the lesson subset reads. The parser reads them through this type only, so the
  /// list `content validate` checks against cannot drift from what is read.
  enum Attribute: String, CaseIterable {
    case `class`
    case dataMistake = "data-mistake"
    case dataContinues = "data-continues"
    case dataError = "data-error"
    case dataPackage = "data-package"
    case dataFile = "data-file"
    case dataExpect = "data-expect"
  }

  /// The attributes each element may have; an element not listed has none.
  static let attributes: [String: [Attribute]] = [
    "pre": Attribute.allCases,
    "aside": [.class],
  ]

  /// A problem for every attribute in `source` that no element of its kind reads (`data-continue`
  /// for `data-continues`): the parser would skip it without a word, so the block would mean
  /// something else. Each is named by its line, with the nearest attribute the element does read.
  /// Markup the scanner refuses gives none here: parsing reports it.
  static func unknownAttributes(in source: String, file: String, item: String = "")
    -> [ContentError]
  {
    guard let nodes = try? MarkupScanner(file: file).scan(source) else { return [] }
    return unknownAttributes(in: nodes, file: file, item: item)
  }

  /// The same, for markup already scanned.
  static func unknownAttributes(in nodes: [MarkupNode], file: String, item: String = "")
    -> [ContentError]
  {
    var problems: [ContentError] = []
    func visit(_ nodes: [MarkupNode]) {
      for case .element(let element) in nodes {
        let known = (attributes[element.name] ?? []).map(\.rawValue)
        for name in element.attributes.keys.sorted() where !known.contains(name) {
          var message = "<\(element.name)> has the attribute \(name), which unwrap does not read"
          if let nearest = Suggestions.closest(to: name, in: known, limit: 1).first {
            message += "; did you mean \(nearest)?"
          } else if known.isEmpty {
            message += "; <\(element.name)> takes no attributes"
          } else {
            message += "; it reads \(known.joined(separator: ", "))"
          }
          let line = "line \(element.line)"
          problems.append(
            ContentError(
              file: file, item: item.isEmpty ? line : "\(item) (\(line))", message: message))
        }
        visit(element.children)
      }
    }
    visit(nodes)
    return problems
  }
}

extension MarkupElement {
  /// The value of an attribute the lesson subset reads on this element.
  subscript(_ attribute: HTMLSubsetParser.Attribute) -> String? {
    assert(
      HTMLSubsetParser.attributes[name]?.contains(attribute) == true,
      "\(attribute.rawValue) on <\(name)> is read but not listed in HTMLSubsetParser.attributes")
    return attributes[attribute.rawValue]
  }
}
