import Testing

@testable import UnwrapKit

/// A computed property is a `var` the construct check ties to "Computed properties": a type
/// annotation then `{` on the same line. A stored property, an observer and a protocol's
/// requirement are not one.
@Suite struct ComputedPropertyConstructTests {
  func isComputed(_ code: String) -> Bool {
    SyllabusConstructs.find(in: code).contains { $0.section == "computed-properties" }
  }

  @Test func aComputedPropertyIsFound() {
    #expect(isComputed("struct Box {\n    var area: Double {\n        4 * 4\n    }\n}"))
    #expect(isComputed("extension Int {\n    var isTeen: Bool { self > 12 && self < 20 }\n}"))
    #expect(isComputed("var total: [String: Int] {\n    [:]\n}"))
    #expect(isComputed("var label: String {\n    get {\n        \"a\"\n    }\n}"))
    #expect(isComputed("static var shared: Box { Box() }"))
  }

  @Test func storedPropertiesObserversAndRequirementsAreNot() {
    #expect(!isComputed("var area: Double = 16"))
    #expect(!isComputed("var area: Double\nfunc grow() {\n}"))
    #expect(!isComputed("var level: Int = 0 {\n    didSet { print(level) }\n}"))
    #expect(!isComputed("var level: Int {\n    didSet { print(level) }\n}"))
    #expect(
      !isComputed(
        "protocol Shape {\n    var area: Double { get }\n    var name: String { get set }\n}"))
    #expect(!isComputed("var area = 16 {\n    willSet { }\n}"))
    #expect(!isComputed("if var area: Double = x {\n}"))
  }
}
