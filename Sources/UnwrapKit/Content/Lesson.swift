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

/// What the package manager must make of a package sample as it stands after a block
/// (`data-expect`), which decides the commands the content checks run on it.
public enum PackageExpectation: String, Equatable, Sendable, CaseIterable {
  /// The manifest loads (`swift package dump-package`), nothing is built: for a manifest that names
  /// a package from the network, which the checks never fetch.
  case manifest
  /// Everything builds, tests included (`swift build --build-tests`).
  case build
  /// It builds, and `swift run` runs its executable to the end; an output block shows what it prints.
  case run
  /// It builds, and `swift test` passes.
  case testPass = "test-pass"
  /// It builds, and `swift test` runs and reports a failing test.
  case testFail = "test-fail"
}

/// A code block that is one file of a package (`data-package`, `data-file`) instead of a program.
public struct PackageFileBlock: Equatable, Sendable {
  /// The package it belongs to: every block of a lesson with the same name is a file of one package,
  /// which lives in a folder of that name beside the lesson's other packages.
  public var package: String
  /// The file's path inside the package folder: `Package.swift`, `Sources/Pantry/Pantry.swift`…
  public var path: String
  /// What the package must do once this block is in it, or nil to check it only with its last block.
  public var expectation: PackageExpectation?

  public init(package: String, path: String, expectation: PackageExpectation? = nil) {
    self.package = package
    self.path = path
    self.expectation = expectation
  }
}

/// A Swift code block in a lesson, with how it is checked and the output the lesson shows for it.
public struct CodeBlock: Equatable, Sendable {
  public var code: String
  public var role: CodeBlockRole
  /// Whether it continues the lesson's earlier blocks instead of standing alone.
  public var continues: Bool
  /// The output shown right after it, which must be exactly what it prints.
  public var expectedOutput: String?
  /// The package this block is a file of, when it is not a program of its own.
  public var packageFile: PackageFileBlock?
  /// For a compile mistake (`data-error`): text one of the compiler's errors for it must contain,
  /// so the mistake fails for the reason the lesson gives and not for another.
  public var expectedError: String?
  /// The line of the file its `<pre>` starts on (from 1), when it was read from one, so a compile
  /// check names it as the parser's own messages do.
  public var line: Int?

  public init(
    code: String, role: CodeBlockRole, continues: Bool, expectedOutput: String? = nil,
    packageFile: PackageFileBlock? = nil, expectedError: String? = nil, line: Int? = nil
  ) {
    self.code = code
    self.role = role
    self.continues = continues
    self.expectedOutput = expectedOutput
    self.packageFile = packageFile
    self.expectedError = expectedError
    self.line = line
  }

  /// How a problem names the block: its line and its number among the lesson's Swift blocks
  /// (`line 36 (code block 2)`), or the number alone when it was not read from a file.
  public func item(number: Int) -> String {
    line.map { "line \($0) (code block \(number))" } ?? "code block \(number)"
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
