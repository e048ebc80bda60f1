/// Judges a free-coding answer instantly by comparing it with reference answers after anonymizing and
/// homogenizing both, token sequence against token sequence. The whole answer must match: code that
/// merely contains a reference somewhere is not accepted.
public struct AnswerMatcher: Sendable {
  /// The references, normalized once per question (`NormalizedReferences`).
  private let references: [[String]]

  public init(references: [String]) {
    self.references = NormalizedReferences.shared.normalized(references, by: Self.normalize)
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
    let normalized = Self.normalize(answer)
    guard !normalized.isEmpty, let index = references.firstIndex(of: normalized) else {
      return .noMatch
    }
    return .matched(reference: index)
  }

  /// The normalized form the matcher compares: anonymized, homogenized tokens.
  public static func normalize(_ source: String) -> [String] {
    Homogenizer().homogenize(Anonymizer().anonymize(source))
  }
}
