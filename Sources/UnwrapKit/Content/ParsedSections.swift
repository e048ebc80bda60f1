/// Every section's lesson and review, read and parsed once for `content validate`: the names the
/// lessons teach (`TaughtNames`) and each section's own checks read the same lessons, and parsing
/// them twice was a third of a full validation.
struct ParsedSections {
  private(set) var lessons: [String: Result<Lesson, ContentError>] = [:]
  /// Each lesson's attributes that no element reads (`HTMLSubsetParser.unknownAttributes`), from
  /// the same scan as the lesson.
  private(set) var unknownAttributes: [String: [ContentError]] = [:]
  private(set) var reviews: [String: Result<Review, ContentError>] = [:]
  /// Each review's postscript that parses, as a lesson.
  private(set) var postscripts: [String: Lesson] = [:]
  /// What the lessons and postscripts show, for the construct checks.
  let taught: TaughtNames

  init(library: ContentLibrary) {
    var shown: [Lesson] = []
    for slug in library.syllabus.allSections {
      let file = ContentLibrary.lessonFile(slug)
      let nodes = Result { () throws(ContentError) in
        try MarkupScanner(file: file).scan(try library.source.read(file))
      }
      let lesson = nodes.flatMap { nodes in
        Result { () throws(ContentError) in try HTMLSubsetParser(file: file).parse(nodes: nodes) }
      }
      if case .success(let nodes) = nodes {
        unknownAttributes[slug] = HTMLSubsetParser.unknownAttributes(in: nodes, file: file)
      }
      let review = Result { () throws(ContentError) in try library.review(slug) }
      lessons[slug] = lesson
      reviews[slug] = review
      if case .success(let parsed) = lesson { shown.append(parsed) }
      if case .success(let review) = review, let source = review.postscript,
        let parsed = try? HTMLSubsetParser(file: ContentLibrary.reviewFile(slug)).parse(source)
      {
        postscripts[slug] = parsed
        shown.append(parsed)
      }
    }
    taught = TaughtNames(lessons: shown)
  }
}
