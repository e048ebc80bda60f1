import Testing

@testable import UnwrapKit

/// What a learner types naturally is understood: a full stop at the end, `line 11`, semicolons, and
/// the digits of a short order run together; what could mean two things is still refused, saying why.
@Suite struct LenientAnswerTests {
  func parse(_ line: String, _ kind: AnswerKind) -> PracticeAnswerParser.Reply {
    PracticeAnswerParser.parse(line, as: kind)
  }

  @Test func aFullStopAtTheEndIsAllowed() {
    #expect(TrueFalseReply("False.") == .answer(false))
    #expect(TrueFalseReply(" t. ") == .answer(true))
    #expect(parse("False.", .trueOrFalse) == .answer(.bool(false)))
    #expect(parse("11.", .number(12)) == .answer(.numbers([11])))
    #expect(parse("4 3 1 2.", .order(4)) == .answer(.numbers([4, 3, 1, 2])))
    #expect(NumberListReply("1 4 7 .", count: 12) == .numbers([1, 4, 7]))
    // One full stop ends a sentence; more is not an answer.
    #expect(TrueFalseReply("false..") == .unrecognized)
    #expect(parse(".", .number(12)) == .unrecognized("Enter one number from 1 to 12."))
  }

  @Test func aLineNumberMayFollowTheWordLine() {
    #expect(parse("line 11", .number(12)) == .answer(.numbers([11])))
    #expect(parse("Line 3.", .number(12)) == .answer(.numbers([3])))
    #expect(parse("line13", .number(12)) == .unrecognized("13 is not between 1 and 12."))
    #expect(parse("line", .number(12)) == .unrecognized("\"line\" is not a number."))
    #expect(parse("lines 3", .number(12)) == .unrecognized("\"lines\" is not a number."))
    // Only a line number: an order or a selection is a list of numbers.
    #expect(parse("line 1 2 3", .order(3)) == .unrecognized("\"line\" is not a number."))
  }

  /// A refusal quotes what the learner typed, in their own letters and digits: never lower-cased,
  /// never a number read from it in another form.
  @Test func aRefusalQuotesTheReplyAsTyped() {
    #expect(parse("L12", .number(12)) == .unrecognized("\"L12\" is not a number."))
    #expect(parse("Line 1X", .number(12)) == .unrecognized("\"1X\" is not a number."))
    #expect(parse("LINE", .number(12)) == .unrecognized("\"LINE\" is not a number."))
    #expect(parse("Two, 3", .numbers(5)) == .unrecognized("\"Two\" is not a number."))
    #expect(parse("3 1 Two", .order(3)) == .unrecognized("\"Two\" is not a number."))
    #expect(parse("Line 013", .number(12)) == .unrecognized("013 is not between 1 and 12."))
    #expect(NumberListReply("1, 09", count: 5) == .unrecognized("09 is not between 1 and 5."))
    #expect(NumberListReply("H", count: 5) == .hint)
  }

  @Test func semicolonsSeparateNumbers() {
    #expect(parse("1;3;4", .numbers(5)) == .answer(.numbers([1, 3, 4])))
    #expect(parse("3; 1; 2", .order(3)) == .answer(.numbers([3, 1, 2])))
    #expect(NumberListReply("2;5", count: 6) == .numbers([2, 5]))
  }

  @Test func digitsRunTogetherOnlyWhenTheyCanMeanOneOrder() {
    #expect(parse("4312", .order(4)) == .answer(.numbers([4, 3, 1, 2])))
    #expect(parse("4312.", .order(4)) == .answer(.numbers([4, 3, 1, 2])))
    #expect(parse("987654321", .order(9)) == .answer(.numbers([9, 8, 7, 6, 5, 4, 3, 2, 1])))
    // Too few or too many digits for the pieces: refused as before.
    #expect(parse("431", .order(4)) == .unrecognized("431 is not between 1 and 4."))
    #expect(parse("43121", .order(4)) == .unrecognized("43121 is not between 1 and 4."))
    #expect(
      parse("4311", .order(4))
        == .unrecognized("Use every number from 1 to 4 once, in the order you want."))
    #expect(parse("4302", .order(4)) == .unrecognized("0 is not between 1 and 4."))
    // With ten pieces or more, 10 is a piece number, so a run could be read two ways.
    #expect(
      parse("1234567890", .order(10)) == .unrecognized("1234567890 is not between 1 and 10."))
    // Runs are split only for an order, never for a line number or a selection.
    #expect(parse("11", .number(12)) == .answer(.numbers([11])))
    #expect(parse("134", .numbers(5)) == .unrecognized("134 is not between 1 and 5."))
    #expect(parse("43 12", .order(4)) == .unrecognized("43 is not between 1 and 4."))
  }
}
