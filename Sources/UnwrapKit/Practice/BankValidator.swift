/// Checks the practice banks without compiling: shape, unique ids, sections that exist, templates that
/// generate cleanly for many seeds, and unlock sections that exist.
public struct BankValidator {
  public let library: ContentLibrary

  /// How many seeds each template is generated with during validation.
  public static let seeds: [UInt64] = Array(1...25)

  public init(library: ContentLibrary) {
    self.library = library
  }

  /// Every bank's problems, or with `bankFile` (`TapToCode.json`) only that bank's: `content
  /// validate --only` checks one bank without generating every other bank's templates.
  /// `taught` is what the lessons show, when the caller has read it already.
  public func validate(bankFile: String? = nil, taught: TaughtNames? = nil) -> [ContentError] {
    var problems: [ContentError] = []
    let sections = Set(library.syllabus.allSections)
    // Read once, and only if a bank that loads asks for it.
    var read = taught
    func taughtNames() -> TaughtNames {
      if let read { return read }
      let names = TaughtNames(library: library)
      read = names
      return names
    }
    for registration in ActivityRegistry.all
    where bankFile == nil || registration.bankFile == bankFile {
      problems += registration.validate(library, taughtNames)
      if !sections.contains(registration.info.unlockSection) {
        problems.append(
          ContentError(
            file: ContentLibrary.chaptersFile, item: registration.info.id,
            message: "the unlock section \"\(registration.info.unlockSection)\" does not exist"))
      }
    }
    return problems
  }

  /// A bank with fewer items than the content guide asks for (an empty one included): a learner would
  /// meet the same few questions in every session. `ActivityRegistration.minimumItems` holds each
  /// bank's minimum; `content validate` and the shipped-bank tests both ask this.
  public static func sizeProblem(count: Int, minimum: Int, title: String, path: String)
    -> ContentError?
  {
    guard count < minimum else { return nil }
    return ContentError(
      file: path,
      message:
        "has \(count) item\(count == 1 ? "" : "s"); \(title) needs at least \(minimum), so sessions do not repeat the same few"
    )
  }

  /// The checks every bank shares: slug ids, no id twice, sections that exist.
  static func sharedProblems<Item: BankItem>(
    _ items: [Item], path: String, library: ContentLibrary, taught: TaughtNames
  ) -> [ContentError] {
    let sections = Set(library.syllabus.allSections)
    var problems: [ContentError] = []
    var ids: Set<String> = []
    for item in items {
      if !ContentValidator.isSlug(item.id) {
        problems.append(ContentError(file: path, item: item.id, message: "the id is not a slug"))
      }
      if !ids.insert(item.id).inserted {
        problems.append(ContentError(file: path, item: item.id, message: "the id is used twice"))
      }
      if !sections.contains(item.section) {
        problems.append(
          ContentError(
            file: path, item: "\(item.id).section", message: "\"\(item.section)\" is not a section")
        )
      }
      for needed in item.needs ?? [] where !sections.contains(needed) {
        problems.append(
          ContentError(
            file: path, item: "\(item.id).needs", message: "\"\(needed)\" is not a section"))
      }
    }
    return problems
      + constructProblems(
        items, path: path, syllabus: library.syllabus, taught: taught)
  }

  /// Every construct an item's code uses whose section is neither the item's own nor in its `needs`
  /// (so also everything taught after the latest of them): file, item, the construct and the section
  /// that teaches it. Learners may read sections in any order, so an item names every one it uses.
  /// A standard-library call or member no lesson shows (`SyllabusConstructs.untaughtNames`, from
  /// `taught`) is reported too.
  public static func constructProblems<Item: BankItem>(
    _ items: [Item], path: String, syllabus: Syllabus, taught: TaughtNames
  ) -> [ContentError] {
    let sections = Set(syllabus.allSections)
    var problems: [ContentError] = []
    for item in items {
      let required = Set(item.requiredSections)
      var reported: Set<String> = []
      for code in item.checkedCode {
        let swift = TemplateScanner.expressionsAsValues(code)
        for construct in SyllabusConstructs.find(in: swift) {
          guard sections.contains(construct.section), !required.contains(construct.section),
            reported.insert(construct.name).inserted
          else { continue }
          problems.append(
            ContentError(
              file: path, item: item.id,
              message:
                "uses \(construct.name), which \"\(construct.section)\" teaches; add it to needs or move the item"
            ))
        }
        for name in SyllabusConstructs.untaughtNames(in: swift, taught: taught)
        where reported.insert(name).inserted {
          problems.append(
            ContentError(
              file: path, item: item.id, message: SyllabusConstructs.untaughtMessage(name)))
        }
      }
    }
    return problems
  }
}
