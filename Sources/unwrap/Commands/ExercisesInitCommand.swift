import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises init [DIR]`: writes a new workspace, refusing one that exists, or mends one
/// whose marker is damaged, keeping the learner's files.
struct ExercisesInitCommand: AppCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Make a folder of exercises to solve in your own editor.",
    discussion:
      "Writes exercises/, a README and compile_commands.json (so your editor's Swift language server checks each file). Refuses a folder that already holds a workspace; mends one whose .unwrap-workspace.json is damaged, keeping your exercise files."
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
      context.say(
        "Wrote \(exercises.count) exercises to"
          + " \(workspace.root.path.escapingControlCharacters())", indent: "  ",
        firstIndent: context.style.success("✓ "))
    } catch {
      switch error {
      case .alreadyExists, .inTheWay, .notAFolder:
        throw refuse(error.description)
      case .damagedMarker(let path, _)
      where URL(fileURLWithPath: path).deletingLastPathComponent().path
        == root.standardizedFileURL.path:
        workspace = try repair(root, exercises: exercises, swiftc: swiftc, in: context)
      default:
        throw context.fail(workspaceError: error)
      }
    }
    // So `unwrap exercises` elsewhere can say where it is; only the pointer is lost if it fails.
    try? context.workspaceRecord.save(workspace.root)
    context.console.line("")
    context.console.line("Next:")
    if workspace.root.path != here.standardizedFileURL.path {
      // A name with a control character is quoted `$'…'` (`shellQuotedPath`), never printed raw.
      context.say("cd \(directory.shellQuotedPath)", indent: "    ", firstIndent: "  ")
    }
    TextWrapper(width: context.capabilities.width).definition(
      "unwrap exercises", "watch the current exercise as you save it", indent: 2, column: 26
    ).forEach(context.console.line)
    if let opens = opening(workspace, library: library, in: context) {
      context.say("then open \(opens.file) in your editor", indent: "    ", firstIndent: "  ")
    }
  }

  /// The exercise `unwrap exercises` opens in `workspace` (the first open one for the lessons read,
  /// `ExerciseSession.current`); the first when progress cannot be read, as `init` needs none.
  private func opening(
    _ workspace: ExerciseWorkspace, library: ContentLibrary, in context: AppContext
  ) -> ExerciseWorkspace.Entry? {
    guard
      let progress = try? context.store.load(),
      let session = try? ExerciseSession(
        workspace: workspace, library: library, store: context.store, clock: context.clock,
        judge: nil),
      let status = session.current(progress)
    else { return workspace.entries.first }
    return session.entry(for: status) ?? workspace.entries.first
  }

  /// Repairs the workspace in `root`, whose marker is damaged, and says what was kept.
  private func repair(
    _ root: URL, exercises: [Exercise], swiftc: String, in context: AppContext
  ) throws -> ExerciseWorkspace {
    let repair: ExerciseWorkspace.Repair
    do {
      repair = try ExerciseWorkspace.repair(at: root, exercises: exercises, swiftc: swiftc)
    } catch {
      throw context.fail(workspaceError: error)
    }
    let files = repair.kept == 1 ? "file" : "files"
    let written =
      repair.written == 0
      ? ""
      : "; \(repair.written) that \(repair.written == 1 ? "was" : "were") missing written again"
    context.say(
      "Repaired the workspace in \(repair.workspace.root.path.escapingControlCharacters()): a new"
        + " \(ExerciseWorkspace.markerName), your \(repair.kept) exercise \(files) kept as they"
        + " were\(written).",
      indent: "  ", firstIndent: context.style.success("✓ "))
    if let copy = repair.damagedCopy {
      context.say("The damaged one is kept as \(copy.lastPathComponent).", indent: "  ")
    }
    return repair.workspace
  }
}
