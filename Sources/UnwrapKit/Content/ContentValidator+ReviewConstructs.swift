extension ContentValidator {
  /// What a review may use: its statements are asked straight after their lesson, so their code
  /// (and a postscript's, read just before them) uses only what that lesson and the ones before it
  /// teach (`ReviewAllowance`), and, where it compiles, only names some lesson shows
  /// (`TaughtNames`). A statement whose code does not compile may name what does not exist: that
  /// can be the mistake it is about. A statement without code has its inline code checked; with
  /// code, its text frames the code and its backticks quote what the code prints (`Hi there!`).
  /// `postscript` is the review's postscript parsed (nil when it has none, or it does not parse).
  static func reviewConstructProblems(
    _ review: Review, postscript: Lesson?, file: String, allowance: ReviewAllowance,
    taught: TaughtNames
  ) -> [ContentError] {
    var problems: [ContentError] = []
    func check(_ code: String, item: String, namesToo: Bool) {
      for construct in SyllabusConstructs.find(in: code) where !allowance.allows(construct) {
        problems.append(
          ContentError(
            file: file, item: item,
            message:
              "uses \(construct.name), which \"\(construct.section)\" teaches later; write it with what this lesson and the ones before it teach"
          ))
      }
      guard namesToo else { return }
      for name in SyllabusConstructs.untaughtNames(in: code, taught: taught) {
        problems.append(
          ContentError(file: file, item: item, message: SyllabusConstructs.untaughtMessage(name)))
      }
    }
    for (side, statements) in [("correct", review.correct), ("wrong", review.wrong)] {
      for (index, statement) in statements.enumerated() {
        if let code = statement.code {
          check(code, item: "\(side)[\(index)].code", namesToo: statement.compiles == true)
        }
        for code in inlineCode(in: statement.text ?? "") where statement.code == nil {
          check(code, item: "\(side)[\(index)].text", namesToo: false)
        }
      }
    }
    if let postscript {
      for block in postscript.codeBlocks {
        check(block.code, item: "postscript", namesToo: block.role != .compileError)
      }
    }
    return problems
  }

  /// The backticked spans of a statement's prose (`` `var` creates a new variable ``).
  static func inlineCode(in text: String) -> [String] {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: pieces.count - 1, by: 2).map { String(pieces[$0]) }
  }
}

/// What a review may use, read in syllabus order: a construct whose section is this one or an
/// earlier one, or that a lesson so far (or its postscript) already shows in its code or inline
/// code, as the dictionaries lesson shows `nil` and the closures chapter `map`, long before their
/// own sections.
struct ReviewAllowance {
  /// Every section of the syllabus: a construct tied to none (a smaller syllabus) is allowed.
  let sections: Set<String>
  private(set) var sectionsSoFar: Set<String> = []
  private(set) var shownSoFar: Set<String> = []

  init(syllabus: Syllabus) {
    sections = Set(syllabus.allSections)
  }

  /// Adds a section, with its lesson and postscript, once it is read; call in syllabus order
  /// before checking its review.
  mutating func read(_ slug: String, lesson: Lesson?, postscript: Lesson?) {
    sectionsSoFar.insert(slug)
    for shown in [lesson, postscript].compactMap({ $0 }) {
      let code = shown.codeBlocks.map(\.code) + shown.blocks.flatMap(\.inlineCode)
      for piece in code {
        shownSoFar.formUnion(SyllabusConstructs.find(in: piece).map(\.name))
      }
    }
  }

  func allows(_ construct: FoundConstruct) -> Bool {
    !sections.contains(construct.section) || sectionsSoFar.contains(construct.section)
      || shownSoFar.contains(construct.name)
  }
}
