import Foundation
import Testing
import UnwrapKit

extension InProcessUnwrap {
  /// The first Free Coding question and a file in the data folder holding its first reference
  /// answer: a right answer, for checks whose outcome must not depend on the answer.
  func firstFreeCodingReference() throws -> (FreeCodingQuestion, URL) {
    let library = try ContentLibrary.builtIn()
    let question = try #require(
      try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file).first)
    let answer = dataDirectory.appendingPathComponent("answer.swift")
    try question.references[0].write(to: answer, atomically: true, encoding: .utf8)
    return (question, answer)
  }
}
