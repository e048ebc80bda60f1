/// How much of what a learner typed a message quotes back: a mistyped name is shown whole, while a
/// 5,000-character argument or a pasted paragraph is quoted by its start, so the message stays
/// readable. Every message that echoes a name, search or reply goes through `echoed(limit:)`.
public enum EchoedInput {
  /// The most characters quoted: more than the longest name a learner can type (a section slug or
  /// a question id, about 40), so a near miss is always quoted in full.
  public static let limit = 60
}

extension StringProtocol {
  /// The text as a message quotes it back: at most `limit` characters, then `…` when it was cut,
  /// with control characters shown escaped (`escapingControlCharacters`), never raw.
  public func echoed(limit: Int = EchoedInput.limit) -> String {
    guard count > limit else { return escapingControlCharacters() }
    return (prefix(limit) + "…").escapingControlCharacters()
  }
}
