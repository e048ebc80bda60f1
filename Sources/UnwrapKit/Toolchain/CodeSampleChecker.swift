#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles a section's code with the real compiler and reports every sample that does not do what the
/// content claims: examples that fail or print something else, mistakes that compile, code statements
/// whose `compiles` flag is wrong.
public struct CodeSampleChecker: Sendable {
  public let runner: any CodeRunner

  public init(runner: any CodeRunner) {
    self.runner = runner
  }

  /// Printed between blocks of a chain so each block's share of the output can be told apart.
  static let boundary = "__unwrap_block_boundary__"

  /// Every problem with the section's lesson code blocks and review code statements.
  public func check(slug: String, lesson: Lesson, review: Review) throws -> [ContentError] {
    try checkLesson(lesson, file: ContentLibrary.lessonFile(slug))
      + checkReview(review, file: ContentLibrary.reviewFile(slug))
      + checkPostscript(of: review, file: ContentLibrary.reviewFile(slug))
  }

  /// Every problem with the lesson's code blocks. A lesson's package checks share one folder, so
  /// each step after the first builds only what it changed.
  public func checkLesson(_ lesson: Lesson, file: String) throws -> [ContentError] {
    guard lesson.codeBlocks.contains(where: { $0.packageFile != nil }) else {
      return try checkLesson(lesson, file: file, packages: PackageSamples())
    }
    return try runner.withPackageFolder { folder in
      try checkLesson(lesson, file: file, packages: PackageSamples(folder: folder))
    }
  }

  private func checkLesson(_ lesson: Lesson, file: String, packages: PackageSamples) throws
    -> [ContentError]
  {
    var problems: [ContentError] = []
    var chain: [CodeBlock] = []
    var packages = packages
    for (index, block) in lesson.codeBlocks.enumerated() {
      let item = block.item(number: index + 1)
      if let packageFile = block.packageFile {
        problems += try checkPackageBlock(
          block, packageFile, item: item, packages: &packages, file: file)
        continue
      }
      let prefix = block.continues ? chain.map(\.code) : []
      switch block.role {
      case .compileError:
        let result = try runner.check((prefix + [block.code]).joined(separator: "\n") + "\n")
        let problem: String? =
          if result.timedOut {
            "did not compile within \(SecondsText.words(runner.compileTimeout))"
          } else if result.succeeded {
            "is marked as a compile error but compiles"
          } else {
            Self.mistakeProblem(block, failedWith: result.diagnostics)
          }
        if let problem { problems.append(ContentError(file: file, item: item, message: problem)) }
      case .trap:
        switch try runner.run((prefix + [block.code]).joined(separator: "\n") + "\n") {
        case .compileFailed(let diagnostics):
          problems.append(
            ContentError(
              file: file, item: item,
              message: "is marked as a trap but does not compile: \(Self.firstError(diagnostics))"))
        case .compileTimedOut(let seconds):
          problems.append(
            ContentError(
              file: file, item: item,
              message: "did not compile within \(SecondsText.words(seconds))"))
        case .ran(let outcome):
          if let problem = Self.trapProblem(outcome, runLimit: runner.runTimeout) {
            problems.append(ContentError(file: file, item: item, message: problem))
          }
        }
      case .example:
        if !block.continues { chain = [] }
        chain.append(block)
        let source =
          chain.map { $0.code + "\nprint(\"\(Self.boundary)\")" }.joined(separator: "\n") + "\n"
        switch try runner.run(source) {
        case .compileFailed(let diagnostics):
          problems.append(
            ContentError(
              file: file, item: item, message: "does not compile: \(Self.firstError(diagnostics))"))
          chain.removeLast()
        case .compileTimedOut(let seconds):
          problems.append(
            ContentError(
              file: file, item: item,
              message: "did not compile within \(SecondsText.words(seconds))"))
          chain.removeLast()
        case .ran(let outcome):
          guard outcome.succeeded else {
            problems.append(
              ContentError(
                file: file, item: item,
                message: "does not run to the end (\(Self.describe(outcome)))"))
            continue
          }
          let shares = outcome.standardOutput.components(separatedBy: Self.boundary + "\n")
          let share = shares.count >= chain.count ? shares[chain.count - 1] : ""
          if let expected = block.expectedOutput, Self.trimmingFinalNewline(share) != expected {
            problems.append(
              ContentError(
                file: file, item: item,
                message:
                  "shows output that differs from what it prints.\n  shown:   \(expected.debugDescription)\n  printed: \(Self.trimmingFinalNewline(share).debugDescription)"
              ))
          }
        }
      }
    }
    for package in packages.order {
      let hasTests = packages.files[package, default: []].contains { $0.path.hasPrefix("Tests/") }
      if hasTests, let item = packages.untested[package] {
        problems += try checkPackage(
          package, expecting: .testPass, output: nil, item: item, packages: packages, file: file)
      } else if let item = packages.unchecked[package] {
        problems += try checkPackage(
          package, expecting: .build, output: nil, item: item, packages: packages, file: file)
      }
    }
    return problems
  }

  /// The files of a lesson's packages as they stand, each package's in its own folder.
  struct PackageSamples {
    /// Where every check of the lesson's packages happens (nil: each in a folder of its own).
    var folder: PackageFolder? = nil
    var order: [String] = []
    var files: [String: [PackageFile]] = [:]
    /// The item of each package's last block that no check has covered yet.
    var unchecked: [String: String] = [:]
    /// The item of each package's last block that no test run has covered yet.
    var untested: [String: String] = [:]

    /// The package with `block`'s file added, or put in place of the file at the same path.
    func adding(_ code: String, at path: String, to package: String) -> PackageSamples {
      var copy = self
      if !copy.order.contains(package) { copy.order.append(package) }
      var list = copy.files[package, default: []]
      let file = PackageFile(path: path, contents: code + "\n")
      if let index = list.firstIndex(where: { $0.path == path }) {
        list[index] = file
      } else {
        list.append(file)
      }
      copy.files[package] = list
      return copy
    }

    /// Every package's files, with paths from the scratch folder.
    var all: [PackageFile] {
      order.flatMap { package in
        files[package, default: []].map {
          PackageFile(path: "\(package)/\($0.path)", contents: $0.contents)
        }
      }
    }
  }

  /// A block that is one file of a package: a mistake must make a package fail to build (and never
  /// joins it); any other block joins its package, which is checked now if the block says what to
  /// expect. After the lesson, a package with tests that no test run covered since its last change
  /// is tested, and one with no tests that no check covered is built.
  func checkPackageBlock(
    _ block: CodeBlock, _ packageFile: PackageFileBlock, item: String,
    packages: inout PackageSamples, file: String
  ) throws -> [ContentError] {
    let package = packageFile.package
    let updated = packages.adding(block.code, at: packageFile.path, to: package)
    if block.role != .example {
      // Its own package first, then each one that may depend on it, until one fails to build.
      for candidate in [package] + updated.order.filter({ $0 != package }) {
        switch try runner.checkPackage(
          updated.all, in: candidate, action: .build, folder: updated.folder)
        {
        case .failed(_, let diagnostics):
          let problem = Self.mistakeProblem(block, failedWith: diagnostics, package: candidate)
          return problem.map { [ContentError(file: file, item: item, message: $0)] } ?? []
        case .timedOut(let seconds):
          return [
            ContentError(
              file: file, item: item, message: "did not build within \(SecondsText.words(seconds))")
          ]
        case .finished: continue
        }
      }
      return [
        ContentError(
          file: file, item: item,
          message: "is marked as a compile error but every package of the lesson builds")
      ]
    }
    packages = updated
    packages.untested[package] = item
    guard let expectation = packageFile.expectation else {
      packages.unchecked[package] = item
      return []
    }
    packages.unchecked[package] = nil
    if expectation == .testPass || expectation == .testFail { packages.untested[package] = nil }
    return try checkPackage(
      package, expecting: expectation, output: block.expectedOutput, item: item,
      packages: packages, file: file)
  }

  /// Builds (and runs, or tests) `package` as it stands and compares what happens with `expectation`.
  func checkPackage(
    _ package: String, expecting expectation: PackageExpectation, output: String?, item: String,
    packages: PackageSamples, file: String
  ) throws -> [ContentError] {
    let action: PackageAction =
      switch expectation {
      case .manifest: .manifest
      case .build: .build
      case .run: .run
      case .testPass, .testFail: .test
      }
    func problem(_ message: String) -> [ContentError] {
      [ContentError(file: file, item: item, message: "(package \(package)) " + message)]
    }
    switch try runner.checkPackage(
      packages.all, in: package, action: action, folder: packages.folder)
    {
    case .timedOut(let seconds):
      return problem("did not build within \(SecondsText.words(seconds))")
    case .failed(.manifest, let diagnostics):
      return problem("its manifest does not load: \(Self.firstError(diagnostics))")
    case .failed(_, let diagnostics):
      return problem("does not build: \(Self.mainError(diagnostics))")
    case .finished(let outcome):
      guard let outcome else { return [] }
      switch expectation {
      case .run:
        guard outcome.succeeded else {
          return problem("does not run to the end (\(Self.describe(outcome)))")
        }
        let printed = Self.trimmingFinalNewline(outcome.standardOutput)
        if let output, printed != output {
          return problem(
            "shows output that differs from what it prints.\n  shown:   \(output.debugDescription)\n  printed: \(printed.debugDescription)"
          )
        }
        return []
      case .testPass where !outcome.succeeded:
        return problem("is marked test-pass but its tests fail: \(Self.firstFailure(outcome))")
      case .testFail where outcome.exitStatus == 0:
        return problem("is marked test-fail but its tests pass")
      default:
        return []
      }
    }
  }

  public func checkReview(_ review: Review, file: String) throws -> [ContentError] {
    var problems: [ContentError] = []
    for (side, statements) in [("correct", review.correct), ("wrong", review.wrong)] {
      for (index, statement) in statements.enumerated() {
        guard let code = statement.code, let claimed = statement.compiles else { continue }
        let result = try runner.check(code + "\n")
        if result.succeeded != claimed {
          let detail = result.succeeded ? "" : ": " + Self.firstError(result.diagnostics)
          problems.append(
            ContentError(
              file: file, item: "\(side)[\(index)].compiles",
              message:
                "says \(claimed) but the code \(result.succeeded ? "compiles" : "does not compile")\(detail)"
            ))
        }
      }
    }
    return problems
  }

  static func trimmingFinalNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// What is wrong with a trap's run, or nil when it crashed as a trap does: one stopped at a limit
  /// was stopped by unwrap, not by a runtime error, and is told which limit.
  static func trapProblem(_ outcome: ProcessOutcome, runLimit: Double) -> String? {
    let limit =
      if outcome.timedOut {
        "ran past the \(SecondsText.number(runLimit))-second time limit"
      } else if outcome.outputLimitExceeded {
        "printed past the output limit"
      } else if outcome.stoppedForTerminal != nil {
        "tried to use the terminal"
      } else {
        String?.none
      }
    if let limit {
      return
        "is marked as a trap but \(limit) without crashing; a trap must stop with a runtime error"
    }
    return outcome.signal == nil ? "is marked as a trap but runs without crashing" : nil
  }

  static func describe(_ outcome: ProcessOutcome) -> String {
    if outcome.timedOut { return "it ran past the time limit" }
    if outcome.outputLimitExceeded { return "it printed past the output limit" }
    if outcome.memoryLimitExceeded { return "it ran out of its memory limit" }
    if outcome.leftProcessesRunning { return "it left a process running" }
    if outcome.signalledUnwrap { return "it tried to send a signal to unwrap and was stopped" }
    if outcome.stoppedForTerminal != nil { return "it tried to use the terminal and was stopped" }
    if let signal = outcome.signal { return "it crashed with " + describe(signal: signal) }
    return "it exited with status \(outcome.exitStatus ?? -1)"
  }

  /// `signal 11, a bad memory access, …`: the signal, and what it usually means.
  static func describe(signal: Int32) -> String {
    "signal \(signal)" + (signalMeaning(signal).map { ", " + $0 } ?? "")
  }

  /// What a crash by `signal` usually means in a small Swift program, for the signals that print
  /// nothing of their own (a failed `precondition` or `fatalError` prints its `Fatal error` line).
  static func signalMeaning(_ signal: Int32) -> String? {
    switch signal {
    case SIGILL, SIGTRAP: "a runtime check failed, such as an arithmetic overflow"
    case SIGSEGV, SIGBUS: "a bad memory access, often a function that calls itself without end"
    case SIGABRT: "the program aborted"
    default: nil
    }
  }
}
