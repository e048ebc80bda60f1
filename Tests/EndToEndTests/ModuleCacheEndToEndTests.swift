import Foundation
import Testing
import UnwrapKit

/// The auditor's trigger through the real binary: `XDG_CACHE_HOME` names a file, so neither Clang's
/// module cache nor unwrap's can be made there (as for a learner whose home cannot be written).
/// The compiler is given a module cache of the run's in the temporary folder, so a right answer is
/// accepted, and that folder is gone when unwrap exits.
@Suite(
  .waitsOnProcesses,
  .timeLimit(.minutes(10)), .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct ModuleCacheEndToEndTests {
  @Test func aCacheFolderThatIsAFileDoesNotFailTheCompile() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let scratch = unwrap.dataDirectory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let file = unwrap.dataDirectory.appendingPathComponent("notadir")
    try "".write(to: file, atomically: true, encoding: .utf8)
    // Right, but not in a form the matcher knows, so only running the tests can accept it.
    let answer = unwrap.dataDirectory.appendingPathComponent("answer.swift")
    try """
    func pizzas(_ people: Int, _ slices: Int) -> Int {
      var boxes = 0
      while boxes * 8 < people * slices { boxes += 1 }
      return boxes
    }
    """.write(to: answer, atomically: true, encoding: .utf8)
    let result = try unwrap.run(
      ["content", "check-answer", "free-pizzas-needed", answer.path],
      environment: ["XDG_CACHE_HOME": file.path, "TMPDIR": scratch.path])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("tests:   passed"), "\(result.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }
}
