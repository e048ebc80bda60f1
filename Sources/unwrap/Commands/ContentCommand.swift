import ArgumentParser
import Foundation
import UnwrapKit

/// `unwrap content`: tools for content authors.
struct ContentCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "content",
    abstract: "Tools for content authors: validate lessons, reviews and question banks.",
    subcommands: [ContentValidateCommand.self])
}

/// `unwrap content validate`: every problem in every content file, with file and item.
struct ContentValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check every content file and list every problem found.",
    discussion:
      "Reads the shipped content, or the folder in UNWRAP_CONTENT_DIR. Exits 1 if anything is wrong."
  )

  @Flag(name: .long, help: "Also compile and run every code sample with swiftc (slower).")
  var compile = false

  @OptionGroup var options: GlobalOptions

  func run() throws {
    let context = try AppContext(options: options)
    let directory: URL
    do {
      directory = try ContentLibrary.defaultDirectory(environment: context.environment)
    } catch {
      throw context.fail(error)
    }
    var problems = ContentValidator(directory: directory).validate()
    if compile, problems.isEmpty {
      guard let toolchain = SwiftToolchain.find(environment: context.environment) else {
        throw context.fail(
          "--compile needs a Swift toolchain: set SWIFTC or put swiftc on PATH.",
          code: ExitCodes.checkFailed)
      }
      problems += try compileProblems(library: try context.library(), toolchain: toolchain)
    }
    for problem in problems {
      context.console.line(context.style.red("✗ ") + problem.description)
    }
    if problems.isEmpty {
      let library = try context.library()
      context.console.line(
        context.style.success("✓ Content is valid: ")
          + "\(library.syllabus.chapters.count) chapters, \(library.syllabus.allSections.count) sections."
      )
    } else {
      context.console.line(
        "\(problems.count) problem\(problems.count == 1 ? "" : "s") found in \(directory.path)")
      throw ExitCodes.checkFailed
    }
  }

  /// Compiles every section's samples, a few sections at a time, and returns the problems in syllabus order.
  private func compileProblems(library: ContentLibrary, toolchain: SwiftToolchain) throws
    -> [ContentError]
  {
    let slugs = library.syllabus.allSections
    let results = ResultSlots(count: slugs.count)
    DispatchQueue.concurrentPerform(iterations: slugs.count) { index in
      let slug = slugs[index]
      do {
        let checker = CodeSampleChecker(toolchain: toolchain)
        results.set(
          index,
          try checker.check(slug: slug, lesson: library.lesson(slug), review: library.review(slug)))
      } catch let error as ContentError {
        results.set(index, [error])
      } catch {
        results.set(
          index,
          [
            ContentError(
              file: ContentLibrary.sectionFolder(slug), message: "could not be compiled: \(error)")
          ])
      }
    }
    return results.all.flatMap { $0 }
  }
}

/// Results written from several threads into fixed slots.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [[ContentError]]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func set(_ index: Int, _ value: [ContentError]) {
    lock.withLock { slots[index] = value }
  }

  var all: [[ContentError]] { lock.withLock { slots } }
}
