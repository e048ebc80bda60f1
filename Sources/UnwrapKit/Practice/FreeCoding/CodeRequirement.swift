/// Something a task asks the learner to write that no output can show (a `final class`, a trailing
/// closure, `withTaskGroup`): a run of tokens the answer must contain, and why, said when it does
/// not. Spaces, line breaks and comments do not count, so a mention in a comment is not enough.
public struct CodeRequirement: Codable, Equatable, Sendable {
  /// The Swift the answer must contain, such as `final class Toaster`; `…` on its own stands for any
  /// one token (`func … <` is a function with a type parameter, whatever its name), and `"""` for
  /// any multi-line string literal (`board = """`), which is one token however many lines it has.
  public var code: String
  /// Other Swift that does as well (`withThrowingTaskGroup` for `withTaskGroup`).
  public var alternatives: [String]?
  /// With `code` `if` or `switch`: it must be used as a value (an if or switch expression), which
  /// no run of tokens can tell from a statement. See `ValueUse`.
  public var asExpression: Bool?
  /// What to do, for a learner whose answer works without it; it follows "It passes every test, but
  /// not the way the task asks:", so it starts in lower case: "nothing may inherit from Toaster, so
  /// mark the class final."
  public var why: String

  /// Every key this type reads; `content validate` reports any other (`KeySchema`).
  enum CodingKeys: String, CodingKey, CaseIterable {
    case code, alternatives, asExpression, why
  }

  public init(
    code: String, alternatives: [String]? = nil, asExpression: Bool? = nil, why: String
  ) {
    self.code = code
    self.alternatives = alternatives
    self.asExpression = asExpression
    self.why = why
  }

  /// The keywords `asExpression` can be asked of.
  public static let expressionKeywords: Set<String> = ["if", "switch"]

  /// Whether `source` holds `code`, or one of the alternatives, as consecutive tokens; with
  /// `asExpression`, whether it uses `code` as a value.
  public func isMet(by source: String) -> Bool {
    let tokens = Self.meaningfulTokens(source)
    if asExpression == true { return ValueUse(tokens).usesAsValue(code) }
    return ([code] + (alternatives ?? [])).contains { option in
      let wanted = Self.meaningfulTokens(option)
      guard !wanted.isEmpty else { return true }
      guard tokens.count >= wanted.count else { return false }
      return (0...(tokens.count - wanted.count)).contains { start in
        tokens[start..<(start + wanted.count)].elementsEqual(wanted) { token, wanted in
          wanted == "…" || token == wanted
            || (wanted == Self.multiLineString && Self.isMultiLineString(token))
        }
      }
    }
  }

  /// What is wrong with the requirement itself, for the content checks of questions and exercises:
  /// no reason, code with no Swift in it (always met), or an expression asked of a keyword that
  /// cannot be one.
  public var shapeProblems: [String] {
    var problems: [String] = []
    if why.trimmingSpaces().isEmpty { problems.append("requires `\(code)` without saying why") }
    for option in [code] + (alternatives ?? []) where Self.meaningfulTokens(option).isEmpty {
      problems.append("requires `\(option)`, which holds no Swift, so every answer meets it")
    }
    if asExpression == true, !Self.expressionKeywords.contains(code) {
      problems.append("asks for `\(code)` as an expression: only `if` and `switch` can be one")
    }
    return problems
  }

  /// How a requirement writes "a multi-line string literal".
  static let multiLineString = "\"\"\""

  /// Whether a token is a multi-line string literal, raw (`#"""`) or not.
  private static func isMultiLineString(_ token: String) -> Bool {
    token.drop { $0 == "#" }.hasPrefix(multiLineString)
  }

  private static func meaningfulTokens(_ source: String) -> [String] {
    SwiftTokenizer().codeTokens(source).map(\.text)
  }
}

extension FreeCodingQuestion {
  /// The first of the question's requirements that `answer` does not meet, if any.
  public func unmetRequirement(in answer: String) -> CodeRequirement? {
    requires?.first { !$0.isMet(by: answer) }
  }
}
