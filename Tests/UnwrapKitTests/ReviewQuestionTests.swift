import Testing

@testable import UnwrapKit

/// A statement asked on its own (practice, `unwrap review`) is framed as true or false, even when
/// its section's review asks to select every true statement at once.
@Suite struct ReviewQuestionTests {
  func review(_ type: ReviewType, question: String) -> Review {
    Review(reviewType: type, question: question, hint: "", correct: [], wrong: [])
  }

  @Test func aMultipleReviewsQuestionIsAskedOfOneStatement() {
    #expect(
      review(.multiple, question: "Select every statement that is true about closures.")
        .statementQuestion == "Is this statement about closures true or false?")
    #expect(
      review(.multiple, question: "Which of these are true?").statementQuestion
        == "Is this statement true or false?")
    #expect(
      review(.multiple, question: "Select every statement that is true about .").statementQuestion
        == "Is this statement true or false?")
    let single = "Is this statement about loops true or false?"
    #expect(review(.single, question: single).statementQuestion == single)
  }

  /// Every shipped multiple review names its topic, so no statement gets the neutral question.
  @Test func everyShippedStatementIsAskedAboutItsTopic() throws {
    let library = try ContentLibrary.builtIn()
    for slug in library.syllabus.allSections {
      let question = try library.review(slug).statementQuestion
      #expect(question.hasPrefix("Is this statement about "), "\(slug): \(question)")
      #expect(!question.contains("Select every"), "\(slug): \(question)")
    }
  }

  @Test func practiceShowsTheStatementQuestion() throws {
    let library = try ContentLibrary.builtIn()
    var multiple: String?
    for slug in library.syllabus.allSections where multiple == nil {
      if try library.review(slug).reviewType == .multiple { multiple = slug }
    }
    let slug = try #require(multiple)
    let activity = try ReviewPractice(library: library)
    var random = SeededGenerator(seed: 1)
    let question = try activity.makeQuestion(itemID: "\(slug):correct:0", random: &random)
    #expect(question.screen.prompt == (try library.review(slug).statementQuestion))
  }
}
