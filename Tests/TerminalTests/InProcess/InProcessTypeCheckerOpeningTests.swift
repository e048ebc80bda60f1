import Testing

/// The Type Checker opens once two types are taught: read alone, its unlock section teaches only
/// `Character`, so the list and the command say its questions open as the course is read.
@Suite struct InProcessTypeCheckerOpeningTests {
  @Test func withOnlyItsUnlockSectionReadTheTypeCheckerWaits() throws {
    let unwrap = InProcessUnwrap()
    defer { unwrap.removeDataDirectory() }
    _ = try unwrap.run(["learn", "type-annotations"], input: "s\n")
    let session = try unwrap.run(["practice", "type-checker", "--seed", "4"], input: "q\n")
    #expect(session.status == 3, "\(session.output)")
    #expect(session.error.contains("Type Checker has no questions yet"), "\(session.error)")
    #expect(session.error.contains("`unwrap learn variables`"), "\(session.error)")
    let list = try unwrap.run(["practice"])
    let row = try #require(
      list.output.components(separatedBy: "type-checker").dropFirst().first, "\(list.output)")
    #expect(
      row.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("no questions yet"),
      "\(list.output)")
    _ = try unwrap.run(["learn", "strings-and-integers"], input: "s\n")
    let open = try unwrap.run(["practice", "type-checker", "--seed", "4"], input: "q\n")
    #expect(open.status == 0, "\(open.error)")
    let question = open.output.components(separatedBy: "(1/").dropFirst().first ?? ""
    #expect(!question.contains(": Double") && !question.contains("Bool"), "\(open.output)")
  }
}
