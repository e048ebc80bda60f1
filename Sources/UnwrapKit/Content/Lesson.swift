/// A run of text inside a paragraph, list item or heading, with the emphasis the author gave it.
public indirect enum Inline: Equatable, Sendable {
  case text(String)
  case code(String)
  case strong([Inline])
  case emphasis([Inline])
  /// A word or phrase the glossary defines, marked on its first use in a lesson (never written by authors).
  case glossaryTerm(String)

  /// The words a learner sees, without any markup.
  public var plainText: String {
    switch self {
    case .text(let text), .code(let text), .glossaryTerm(let text): text
    case .strong(let children), .emphasis(let children): children.map(\.plainText).joined()
    }
  }
}

/// What a Swift code block in a lesson is for, which decides how the content tests check it.
public enum CodeBlockRole: String, Equatable, Sendable {
  /// A working example: it must compile and run, and print any output shown after it.
  case example
  /// A mistake that must fail to compile.
  case compileError = "compile"
  /// A mistake that must compile and then trap at run time.
  case trap
}

/// A Swift code block in a lesson, with how it is checked and the output the lesson shows for it.
public struct CodeBlock: Equatable, Sendable {
  public var code: String
  public var role: CodeBlockRole
  /// Whether it continues the lesson's earlier blocks instead of standing alone.
  public var continues: Bool
  /// The output shown right after it, which must be exactly what it prints.
  public var expectedOutput: String?

  public init(code: String, role: CodeBlockRole, continues: Bool, expectedOutput: String? = nil) {
    self.code = code
    self.role = role
    self.continues = continues
    self.expectedOutput = expectedOutput
  }
}

/// One block of a lesson, as parsed from the HTML subset documented in CONTRIBUTING.md.
public indirect enum LessonBlock: Equatable, Sendable {
  case paragraph([Inline])
  case heading([Inline])
  case list(ordered: Bool, items: [[Inline]])
  case code(CodeBlock)
  case pitfall([LessonBlock])

  /// Every code block, including those inside a pitfall, in reading order.
  public var codeBlocks: [CodeBlock] {
    switch self {
    case .code(let block): [block]
    case .pitfall(let children): children.flatMap(\.codeBlocks)
    default: []
    }
  }

  /// The prose a learner reads (code blocks excluded).
  public var proseText: String {
    switch self {
    case .paragraph(let inlines), .heading(let inlines): inlines.map(\.plainText).joined()
    case .list(_, let items): items.map { $0.map(\.plainText).joined() }.joined(separator: " ")
    case .code: ""
    case .pitfall(let children): children.map(\.proseText).joined(separator: " ")
    }
  }
}

/// A parsed lesson: the blocks a learner reads before the review.
public struct Lesson: Equatable, Sendable {
  public var blocks: [LessonBlock]

  public init(blocks: [LessonBlock]) {
    self.blocks = blocks
  }

  public var codeBlocks: [CodeBlock] { blocks.flatMap(\.codeBlocks) }

  /// Words of prose, the measure the content guide's 150 to 450 word rule uses.
  public var proseWordCount: Int {
    blocks.map(\.proseText).joined(separator: " ").split(whereSeparator: \.isWhitespace).count
  }
}
