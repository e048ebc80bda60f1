import Foundation
import Testing
import UnwrapKit

/// README's piped examples (`printf '…' | unwrap …`) run in process with the answers they pipe:
/// each must end with exit 0 and pass any review it reaches, as the README implies. The answers
/// depend on the content and the seed, so a changed review statement shows up here, not in a
/// reader's terminal.
@Suite struct InProcessReadmeExampleTests {
  /// Each `printf 'ANSWERS' | unwrap ARGUMENTS` line of README.md: the answers with `\n` read as a
  /// newline, and the arguments split at spaces.
  static func examples() throws -> [(input: String, arguments: [String])] {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    return try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").compactMap {
      line in
      guard let match = line.firstMatch(of: /^printf '([^']*)' \| unwrap (.+)$/) else {
        return nil
      }
      return (
        String(match.1).replacingOccurrences(of: #"\n"#, with: "\n"),
        match.2.split(separator: " ").map(String.init)
      )
    }
  }

  @Test func everyPipedExampleEndsWellAndPassesItsReview() throws {
    let examples = try Self.examples()
    #expect(!examples.isEmpty, "README.md has no printf '…' | unwrap example any more")
    for (input, arguments) in examples {
      #expect(!input.contains("\\"), "only \\n is read in \(arguments)")
      let unwrap = InProcessUnwrap()
      defer { unwrap.removeDataDirectory() }
      let result = try unwrap.run(arguments, input: input)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(!result.output.contains("the review needs"), "\(arguments): \(result.output)")
      if arguments.first == "learn" {
        #expect(result.output.contains("Review complete"), "\(arguments): \(result.output)")
      }
    }
  }
}
