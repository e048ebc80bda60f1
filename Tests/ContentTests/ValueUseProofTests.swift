import Foundation
import TestSupport
import Testing
import UnwrapKit

/// The compiler decides what is an if or switch expression: its type-checked syntax tree wraps one in
/// a `single_value_stmt_expr`. `CodeRequirement`'s `asExpression` reads tokens instead, so here it
/// must agree with the compiler on every form in `ValueUseForms` and every shipped answer to a task
/// that asks for an expression.
@Suite(
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct ValueUseProofTests {
  let toolchain = SwiftToolchain.find()!

  @Test func theTokenReadingAgreesWithTheCompiler() throws {
    let forms =
      ValueUseForms.ifExpressions.map { ("if", $0) } + ValueUseForms.ifStatements.map { ("if", $0) }
      + ValueUseForms.switchExpressions.map { ("switch", $0) }
      + ValueUseForms.switchStatements.map { ("switch", $0) }
    for (keyword, form) in forms {
      let requirement = CodeRequirement(code: keyword, asExpression: true, why: "-")
      let compiler = try usesAsValue(keyword, in: form)
      #expect(compiler != nil, "does not compile:\n\(form)")
      #expect(requirement.isMet(by: form) == compiler, "\(form)")
    }
  }

  @Test func everyShippedAnswerToAnExpressionTaskIsOneToTheCompiler() throws {
    let library = try ContentLibrary.builtIn()
    var answers: [(CodeRequirement, String, String)] = []
    for question in try library.bank(FreeCodingQuestion.self, file: FreeCodingQuestion.file) {
      for requirement in question.requires ?? [] where requirement.asExpression == true {
        for answer in question.references + question.acceptedVariants {
          answers.append((requirement, question.id, answer))
        }
      }
    }
    for exercise in try library.exercises() {
      for requirement in exercise.requires ?? [] where requirement.asExpression == true {
        answers.append((requirement, exercise.name, exercise.solution))
      }
    }
    #expect(answers.count >= 3, "no task asks for an if or switch expression")
    for (requirement, name, answer) in answers {
      #expect(try usesAsValue(requirement.code, in: answer) == true, "\(name):\n\(answer)")
    }
  }

  /// Whether the compiler's syntax tree of `source` holds an `if` or `switch` (`keyword`) used as a
  /// value; nil when it does not compile.
  func usesAsValue(_ keyword: String, in source: String) throws -> Bool? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-value-use-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    let tree = folder.appendingPathComponent("main.ast")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: toolchain.swiftc)
    process.arguments = SwiftToolchain.languageMode + ["-dump-ast", "-o", tree.path, file.path]
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let lines = try String(contentsOf: tree, encoding: .utf8).split(separator: "\n")
    return zip(lines, lines.dropFirst()).contains { wrapper, statement in
      wrapper.contains("single_value_stmt_expr")
        && statement.trimmingCharacters(in: .whitespaces).hasPrefix("(\(keyword)_stmt")
    }
  }
}
