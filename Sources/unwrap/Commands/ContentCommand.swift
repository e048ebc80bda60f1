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

  @OptionGroup var options: GlobalOptions

  func run() throws {
    let context = try AppContext(options: options)
    let directory: URL
    do {
      directory = try ContentLibrary.defaultDirectory(environment: context.environment)
    } catch {
      throw context.fail(error)
    }
    let problems = ContentValidator(directory: directory).validate()
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
}
