import UnwrapContent

/// Checks every content file for the problems an author can make, collecting all of them rather than stopping at the first.
public struct ContentValidator {
  public let source: ContentSource
  /// The text of a built-in file as the text check reads it (`textProblems`); tests hand in a
  /// damaged file, since the built-in copy cannot be damaged without a rebuild.
  let builtInText: (String) -> String?
  /// Whether the text check reads the built-in files as they ship (not a test's damaged copy).
  private let readsShippedText: Bool

  public init(source: ContentSource) {
    self.source = source
    builtInText = UnwrapContent.file
    readsShippedText = true
  }

  init(source: ContentSource, builtInText: @escaping (String) -> String?) {
    self.source = source
    self.builtInText = builtInText
    readsShippedText = false
  }

  public init(directory: URL) {
    self.init(source: .folder(directory))
  }

  /// Every problem found, in file order. Empty means the content is valid.
  public func validate() -> [ContentError] {
    if source == .builtIn && readsShippedText { return Self.shippedProblems }
    return validateAfresh()
  }

  /// The shipped content's problems. It cannot change while a process runs, so it is validated
  /// once: unwrap asks once, and the test process, where many commands run in process, asks often.
  private static let shippedProblems = ContentValidator(source: .builtIn).validateAfresh()

  /// Validates now, even the shipped content whose problems `validate` keeps: what a benchmark of
  /// the validator measures.
  public func validateAfresh() -> [ContentError] {
    let library: ContentLibrary
    do {
      library = try ContentLibrary(source: source)
    } catch {
      return source.loadProblems(
        error, in: ContentLibrary.chaptersFile, schema: Syllabus.keySchema)
    }
    var problems = source.unknownKeys(in: ContentLibrary.chaptersFile, schema: Syllabus.keySchema)
    problems += validateSyllabus(library.syllabus)
    let parsed = ParsedSections(library: library)
    let taught = parsed.taught
    var allowance = ReviewAllowance(syllabus: library.syllabus)
    for slug in library.syllabus.allSections {
      problems += validateSection(slug, parsed: parsed, allowance: &allowance)
    }
    problems += unlistedSectionFolders(library.syllabus)
    problems += validateGlossary(in: library)
    problems += BankValidator(library: library).validate(taught: taught)
    problems += ExerciseValidator(library: library).validate()
    return Self.merging(textProblems(), into: problems)
  }

  /// Whether a string is a slug: lowercase letters and digits in words joined by single hyphens.
  public static func isSlug(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  func validateSyllabus(_ syllabus: Syllabus) -> [ContentError] {
    var problems: [ContentError] = []
    let file = ContentLibrary.chaptersFile
    if syllabus.chapters.isEmpty {
      problems.append(ContentError(file: file, item: "chapters", message: "lists no chapters"))
    }
    var seenSections: Set<String> = []
    var seenChapters: Set<String> = []
    for (index, chapter) in syllabus.chapters.enumerated() {
      let item = "chapters[\(index)]"
      if chapter.name.trimmingSpaces().isEmpty {
        problems.append(ContentError(file: file, item: "\(item).name", message: "is empty"))
      }
      if !Self.isSlug(chapter.slug) {
        problems.append(
          ContentError(
            file: file, item: "\(item).slug",
            message: "\"\(chapter.slug)\" is not a slug (lowercase words joined by -)"))
      }
      if !seenChapters.insert(chapter.slug).inserted {
        problems.append(
          ContentError(
            file: file, item: "\(item).slug", message: "\"\(chapter.slug)\" is used twice"))
      }
      if chapter.sections.isEmpty {
        problems.append(ContentError(file: file, item: "\(item).sections", message: "is empty"))
      }
      // A chapter of one section (Wrap up) has nothing to sum up.
      let summary = "\(chapter.slug)-summary"
      if chapter.sections.count > 1, let last = chapter.sections.last, last != summary {
        problems.append(
          ContentError(
            file: file, item: "\(item).sections",
            message:
              "ends with \"\(last)\"; every chapter ends with its summary section, \"\(summary)\""))
      }
      for (sectionIndex, slug) in chapter.sections.enumerated() {
        let sectionItem = "\(item).sections[\(sectionIndex)]"
        if !Self.isSlug(slug) {
          problems.append(
            ContentError(file: file, item: sectionItem, message: "\"\(slug)\" is not a slug"))
        }
        if !seenSections.insert(slug).inserted
          || seenChapters.contains(slug) && slug != chapter.slug
        {
          problems.append(
            ContentError(file: file, item: sectionItem, message: "\"\(slug)\" is used twice"))
        }
        if chapter.title(of: slug).trimmed().isEmpty {
          problems.append(
            ContentError(file: file, item: "\(sectionItem).title", message: "is empty"))
        }
      }
    }
    return problems
  }

  /// A section's lesson and review; `allowance` gains the section, and is what its review may use.
  func validateSection(
    _ slug: String, parsed: ParsedSections, allowance: inout ReviewAllowance
  ) -> [ContentError] {
    var problems: [ContentError] = []
    var lesson: Lesson?
    do {
      let file = ContentLibrary.lessonFile(slug)
      lesson = try parsed.lessons[slug]?.get()
      problems += parsed.unknownAttributes[slug] ?? []
      problems += validateLesson(lesson ?? Lesson(blocks: []), file: file)
    } catch {
      problems.append(error)
    }
    do {
      guard let review = try parsed.reviews[slug]?.get() else { return problems }
      let file = ContentLibrary.reviewFile(slug)
      problems += source.unknownKeys(in: file, schema: Review.keySchema)
      problems += validateReview(review, file: file)
      allowance.read(slug, lesson: lesson, postscript: parsed.postscripts[slug])
      problems += Self.reviewConstructProblems(
        review, postscript: parsed.postscripts[slug], file: file, allowance: allowance,
        taught: parsed.taught)
    } catch {
      allowance.read(slug, lesson: lesson, postscript: nil)
      problems += source.loadProblems(
        error, in: ContentLibrary.reviewFile(slug), schema: Review.keySchema)
    }
    return problems
  }

  /// The range of prose words a lesson may have (code not counted).
  public static let lessonWordRange = 150...450

  func validateLesson(_ lesson: Lesson, file: String) -> [ContentError] {
    var problems: [ContentError] = []
    let words = lesson.proseWordCount
    if !Self.lessonWordRange.contains(words) {
      problems.append(
        ContentError(
          file: file,
          message:
            "has \(words) words of prose; a lesson has \(Self.lessonWordRange.lowerBound) to \(Self.lessonWordRange.upperBound)"
        ))
    }
    return problems + codeBlockProblems(lesson, file: file)
  }

  /// `item` of a lesson's, as it is named in a review's postscript.
  static func postscriptItem(_ item: String) -> String {
    item.isEmpty ? "postscript" : "postscript (\(item))"
  }

  /// What is wrong with the code blocks of a lesson or a postscript without compiling them.
  func codeBlockProblems(_ lesson: Lesson, file: String) -> [ContentError] {
    var problems: [ContentError] = []
    if let first = lesson.codeBlocks.firstIndex(where: { $0.packageFile == nil }),
      lesson.codeBlocks[first].continues
    {
      problems.append(
        ContentError(
          file: file, item: lesson.codeBlocks[first].item(number: first + 1),
          message: "continues, but nothing comes before it"))
    }
    for (index, block) in lesson.codeBlocks.enumerated()
    where block.role == .compileError && block.expectedError == nil {
      problems.append(
        ContentError(
          file: file, item: block.item(number: index + 1), message: Self.mistakeWithoutError))
    }
    return problems
  }

  /// The shape check's problems and the compile check's, as `content validate --compile` lists
  /// them: a compile mistake without `data-error` is named by both, and listed once, in the
  /// compile check's words, which quote the error it fails with.
  public static func merging(shape: [ContentError], compiled: [ContentError]) -> [ContentError] {
    let quoted = Set(
      compiled.filter { $0.message.hasPrefix(mistakeWithoutErrorStart) }.map {
        "\($0.file)\n\($0.item)"
      })
    return shape.filter {
      $0.message != mistakeWithoutError || !quoted.contains("\($0.file)\n\($0.item)")
    } + compiled
  }

  /// How both checks start what they say of a compile mistake without `data-error`.
  static let mistakeWithoutErrorStart =
    "is a compile mistake without data-error: add data-error=\"…\" with the part of the"
    + " compiler's error the lesson teaches"

  /// The compile check's words for it, with the error the block fails with.
  static func mistakeWithoutError(said error: String, by builder: String) -> String {
    mistakeWithoutErrorStart + " (\(builder) said: \(error))"
  }

  /// What a compile mistake without `data-error` is told: without it, nothing checks that the
  /// mistake fails for the reason the lesson gives.
  static let mistakeWithoutError =
    mistakeWithoutErrorStart
    + " (with any text there, content validate --compile quotes the error it fails with)"

  func validateReview(_ review: Review, file: String) -> [ContentError] {
    var problems: [ContentError] = []
    for (field, value) in [
      ("question", review.question), ("hint", review.hint),
    ]
    where value.trimmed().isEmpty {
      problems.append(ContentError(file: file, item: field, message: "is empty"))
    }
    var seen: Set<ReviewStatement> = []
    for (side, statements) in [("correct", review.correct), ("wrong", review.wrong)] {
      if statements.count != Review.statementsPerSide {
        problems.append(
          ContentError(
            file: file, item: side,
            message: "has \(statements.count) statements; a review has \(Review.statementsPerSide)")
        )
      }
      for (index, statement) in statements.enumerated() {
        let item = "\(side)[\(index)]"
        if statement.text?.isEmpty ?? true, statement.code?.isEmpty ?? true {
          problems.append(
            ContentError(file: file, item: item, message: "has neither text nor code"))
        }
        if statement.code != nil, statement.compiles == nil {
          problems.append(
            ContentError(
              file: file, item: "\(item).compiles",
              message: "is missing; every code statement records whether it compiles"))
        }
        if statement.code == nil, statement.compiles != nil {
          problems.append(
            ContentError(
              file: file, item: "\(item).compiles", message: "is set but there is no code"))
        }
        if statement.reason.trimmed().isEmpty {
          problems.append(ContentError(file: file, item: "\(item).reason", message: "is empty"))
        }
        var key = statement
        key.reason = ""
        key.compiles = nil
        if !seen.insert(key).inserted {
          problems.append(
            ContentError(file: file, item: item, message: "repeats another statement"))
        }
      }
    }
    if let postscript = review.postscript {
      problems += HTMLSubsetParser.unknownAttributes(
        in: postscript, file: file, item: "postscript")
      do {
        let parsed = try HTMLSubsetParser(file: file).parse(postscript)
        problems += codeBlockProblems(parsed, file: file).map {
          ContentError(file: $0.file, item: Self.postscriptItem($0.item), message: $0.message)
        }
      } catch {
        problems.append(
          ContentError(file: file, item: Self.postscriptItem(error.item), message: error.message))
      }
    }
    return problems
  }

  func unlistedSectionFolders(_ syllabus: Syllabus) -> [ContentError] {
    let listed = Set(syllabus.allSections)
    return source.sectionFolders().filter { !listed.contains($0) && !$0.hasPrefix(".") }.map {
      ContentError(
        file: ContentLibrary.sectionFolder($0),
        message: "is not listed in \(ContentLibrary.chaptersFile)")
    }
  }
}
