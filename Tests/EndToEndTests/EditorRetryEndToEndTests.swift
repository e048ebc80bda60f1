import Foundation
import Testing
import UnwrapKit

/// `practice free-coding --editor`: after a wrong try, "edit again" reopens the learner's own code with
/// what went wrong written above it as comments, and those comments are not judged; every line number
/// is the reopened file's.
@Suite(.waitsOnProcesses, .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct EditorRetryEndToEndTests {
  @Test func aRetryReopensTheLearnersCodeWithTheErrorsAsComments() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    _ = try LearnerInputTests.prepare(.readEverything, in: unwrap)
    let tools = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-e2e-editor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tools) }
    let log = tools.appendingPathComponent("seen.txt")
    // The "editor" records what it was shown. The first time it writes code that does not compile;
    // the second time it adds only a blank line at the end, so the feedback comments go back to
    // unwrap too (a file saved exactly as it opened sends nothing: `EditorNothingWrittenTests`).
    let script = tools.appendingPathComponent("editor.sh")
    try """
    #!/bin/sh
    cat "$1" >> "\(log.path)"
    echo "=== end of file" >> "\(log.path)"
    if ! grep -q "Your last try" "$1"; then
      printf 'func broken(_ minutes: Int) -> Int {\\n  return "not a number"\\n}\\n' > "$1"
    else
      echo >> "$1"
    fi
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

    let result = try unwrap.run(
      ["practice", "free-coding", "--editor", "--seed", "5", "--no-color"], input: "\n",
      environment: ["VISUAL": "", "EDITOR": script.path])
    let seen = try String(contentsOf: log, encoding: .utf8).components(
      separatedBy: "=== end of file\n")
    #expect(seen.count >= 3, "the editor was not reopened: \(result.output)")
    guard seen.count >= 3 else { return }
    let second = seen[1]
    #expect(second.contains("  return \"not a number\""), "the learner's code was lost")
    #expect(second.contains("// ✗ Your last try:"))
    #expect(second.contains("// ✗ ") && second.contains("cannot convert"), "\(second)")
    // Saved with the comments, the second try is judged without them: the same compile error again,
    // not a complaint about the comment lines.
    #expect(result.output.components(separatedBy: "cannot convert").count >= 3, "\(result.output)")
    // Both the comment and the verdict on the second try name the line as the reopened file has it.
    let lines = second.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.hasPrefix("  return") }) + 1
    #expect(line > 2, "\(second)")
    #expect(second.contains("// ✗ line \(line): error: cannot convert"), "\(second)")
    #expect(result.output.contains("line \(line): error: cannot convert"), "\(result.output)")
  }
}
