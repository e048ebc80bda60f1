import UnwrapContent

extension ContentValidator {
  /// Every JSON file of the built-in copy through `JSONSyntaxCheck`, by line and column: a control
  /// character, a nesting too deep or a syntax mistake. Loading skips the check for the built-in
  /// copy to save start-up time, so `content validate` runs it here; a folder's files meet it as
  /// they load, so for a folder this is empty. `only` limits it to those files.
  func textProblems(only files: Set<String>? = nil) -> [ContentError] {
    guard source == .builtIn else { return [] }
    return UnwrapContent.paths.compactMap { path in
      guard path.hasSuffix(".json"), files?.contains(path) ?? true,
        let text = builtInText(path)
      else { return nil }
      return ContentLibrary.textProblem(in: text, file: path)
    }
  }

  /// The text problems first, then the other problems of every file the text check passed: a file
  /// it refuses is reported by that problem alone, as loading it from a folder reports it, not
  /// again as "not valid JSON" without a place.
  static func merging(_ textProblems: [ContentError], into problems: [ContentError])
    -> [ContentError]
  {
    let refused = Set(textProblems.map(\.file))
    return textProblems + problems.filter { !refused.contains($0.file) }
  }

  /// The problems of one practice bank (`content validate --only`): its items' shape and, for the
  /// built-in copy, its text, as the full check reports them.
  public func validateBank(file: String, library: ContentLibrary) -> [ContentError] {
    let path = "\(ContentLibrary.practiceFolder)/\(file)"
    let problems = BankValidator(library: library).validate(bankFile: file).filter {
      $0.file.hasSuffix(file)
    }
    return Self.merging(textProblems(only: [path]), into: problems)
  }
}
