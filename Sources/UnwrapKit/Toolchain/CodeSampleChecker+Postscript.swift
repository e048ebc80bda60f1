extension CodeSampleChecker {
  /// The postscript's code blocks, checked as a lesson's are: learners are shown it in the same
  /// subset. Each problem is named `postscript (line 2 (code block 1))`, its line counted in the
  /// postscript's text, as plain validation names it; one that does not parse is left to that.
  public func checkPostscript(of review: Review, file: String) throws -> [ContentError] {
    guard let source = review.postscript,
      let postscript = try? HTMLSubsetParser(file: file).parse(source)
    else { return [] }
    return try checkLesson(postscript, file: file).map {
      ContentError(
        file: $0.file, item: ContentValidator.postscriptItem($0.item), message: $0.message)
    }
  }
}
