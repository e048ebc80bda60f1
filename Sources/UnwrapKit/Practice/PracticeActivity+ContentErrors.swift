extension PracticeActivity {
  /// `makeQuestion`, with a bank item that cannot be generated (a `${…}` that cannot be filled, a
  /// Spot the Error template no mistake fits) reported as the content problem it is: a `ContentError`
  /// naming the bank file and the item, as `content validate` names them, which every command turns
  /// into "the course content could not be loaded" and exit 66. Sessions make questions through this.
  public func question(
    itemID: String, hasRead: ((String) -> Bool)? = nil, random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    try namingContent(itemID) {
      if let hasRead { return try makeQuestion(itemID: itemID, hasRead: hasRead, random: &random) }
      return try makeQuestion(itemID: itemID, random: &random)
    }
  }

  /// The same, for a question of a session that varies its questions (`SessionChoices`).
  public func question(
    itemID: String, hasRead: (String) -> Bool, session: inout SessionChoices,
    random: inout SeededGenerator
  ) throws -> PracticeQuestion {
    try namingContent(itemID) {
      try makeQuestion(itemID: itemID, hasRead: hasRead, session: &session, random: &random)
    }
  }

  private func namingContent(_ itemID: String, _ make: () throws -> PracticeQuestion) throws
    -> PracticeQuestion
  {
    do {
      return try make()
    } catch let error as PlaceholderError {
      guard let file = ActivityRegistry.registration(id: info.id)?.bankFile else { throw error }
      throw ContentError(
        file: "\(ContentLibrary.practiceFolder)/\(file)", item: itemID, message: error.message)
    }
  }
}
