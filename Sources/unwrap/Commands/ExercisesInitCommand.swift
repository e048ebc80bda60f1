import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises init [DIR]`: writes a new workspace, refusing one that exists.
struct ExercisesInitCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Make a folder of exercises to solve in your own editor.",
    discussion:
      "Writes exercises/, a README and compile_commands.json (so your editor's Swift language server checks each file). Refuses a folder that already holds a workspace."
  )

  @Argument(help: "The folder to make.", completion: .directory)
  var directory: String = "unwrap-exercises"

  @OptionGroup var options: GlobalOptions

  func run(in context: AppContext) throws {
    let library = try context.library()
    let exercises: [Exercise]
    do {
      exercises = try library.exercises()
    } catch {
      throw context.fail(error)
    }
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    // A refusal names a folder that would be accepted, never one that is taken.
    func refuse(_ message: String) -> ExitCode {
      let name = ExerciseWorkspace.unusedFolderName(in: here)
      return context.fail(
        message + (name.map { " `unwrap exercises init \($0)` makes one." } ?? ""),
        code: ExitCodes.usage)
    }
    // An empty name would be the current folder: refused, like any path that names nothing.
    guard !directory.allSatisfy(\.isWhitespace) else {
      throw refuse("The folder name is empty; nothing was written. Name a new folder.")
    }
    let root = URL(fileURLWithPath: directory, relativeTo: here)
    let swiftc = context.toolchain()?.swiftc ?? "swiftc"
    let workspace: ExerciseWorkspace
    do {
      workspace = try ExerciseWorkspace.create(at: root, exercises: exercises, swiftc: swiftc)
    } catch {
      switch error {
      case .alreadyExists, .inTheWay, .notAFolder:
        throw refuse(error.description)
      default:
        throw context.fail(error.description, code: ExitCodes.ioError)
      }
    }
    // So `unwrap exercises` elsewhere can say where it is; only the pointer is lost if it fails.
    try? context.workspaceRecord.save(workspace.root)
    let style = context.style
    context.say(
      "Wrote \(exercises.count) exercises to \(workspace.root.path)", indent: "  ",
      firstIndent: style.success("✓ "))
    context.console.line("")
    context.console.line("Next:")
    if workspace.root.path != here.standardizedFileURL.path {
      context.say("cd \(directory)", indent: "    ", firstIndent: "  ")
    }
    TextWrapper(width: context.capabilities.width).definition(
      "unwrap exercises", "watch the current exercise as you save it", indent: 2, column: 26
    ).forEach(context.console.line)
    if let first = workspace.entries.first {
      context.say("then open \(first.file) in your editor", indent: "    ", firstIndent: "  ")
    }
  }
}
