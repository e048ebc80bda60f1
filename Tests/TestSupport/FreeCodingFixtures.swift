import UnwrapKit

extension FreeCodingQuestion {
  /// A Free Coding question the judge can assess by its references alone (`larger` of two numbers),
  /// with one test to run when they do not match: for tests of the paths around the compiler.
  public static let largerOfTwo = FreeCodingQuestion(
    id: "free-larger", section: "return-values", prompt: "p", hint: nil, startingCode: nil,
    signature: "(Int, Int) -> Int",
    references: ["func larger(_ a: Int, _ b: Int) -> Int { a > b ? a : b }"],
    tests: [.init(code: "print(solution(3, 9))", expected: "9")],
    wrongAnswers: [], acceptedVariants: [], rejectedVariants: [])
}
