/// Tells instantly whether a free-coding answer is one of the reference answers, comparing them after
/// anonymizing and homogenizing both, token sequence against token sequence. The whole answer must
/// match: code that merely contains a reference somewhere is not matched. It is loose on purpose
/// (`let` reads as `var`, names and labels are free), so with a toolchain the tests decide and a
/// match only says which reference it is (`FreeCodingVerdicts.assess`).
///
/// Building one normalizes the references; make it once per question and match every answer to that
/// question with it.
public struct AnswerMatcher: Sendable {
  /// The references' texts, numbered; each answer is numbered into a copy.
  private let vocabulary: TokenVocabulary
  /// The references, normalized.
  private let references: [[MatchToken]]

  public init(references: [String]) {
    var vocabulary = TokenVocabulary.standard
    self.references = references.map { Self.normalize($0, vocabulary: &vocabulary) }
    self.vocabulary = vocabulary
  }

  /// What the matcher decided.
  public enum Verdict: Equatable, Sendable {
    /// The answer matched the reference at this index.
    case matched(reference: Int)
    case noMatch
  }

  /// Answers longer than this (in UTF-8 bytes) are not matched: no reference is within a hundred times
  /// of it, and tokenizing a pasted megabyte would keep the learner waiting for a certain "no".
  public static let longestMatchedAnswer = 64 * 1024

  public func match(_ answer: String) -> Verdict {
    guard answer.utf8.count <= Self.longestMatchedAnswer else { return .noMatch }
    var vocabulary = self.vocabulary
    let normalized = Self.normalize(answer, vocabulary: &vocabulary)
    guard !normalized.isEmpty, let index = references.firstIndex(of: normalized) else {
      return .noMatch
    }
    return .matched(reference: index)
  }

  /// The normalized form the matcher compares: anonymized, homogenized tokens.
  private static func normalize(_ source: String, vocabulary: inout TokenVocabulary)
    -> [MatchToken]
  {
    let anonymized = Anonymizer().anonymize(source, vocabulary: &vocabulary)
    return Homogenizer(vocabulary: vocabulary).homogenize(anonymized)
  }
}
