import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// `unwrap exercises`: a folder of Swift files the learner completes in their own editor, watched
/// and judged on every save (`watch`, the default), or checked, listed and reset one at a time.
struct ExercisesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercises",
    abstract: "Solve Swift exercises in your own editor, checked every time you save.",
    subcommands: [
      ExercisesWatchCommand.self, ExercisesInitCommand.self, ExercisesCheckCommand.self,
      ExercisesListCommand.self, ExercisesHintCommand.self, ExercisesResetCommand.self,
      ExercisesSolutionCommand.self,
    ],
    defaultSubcommand: ExercisesWatchCommand.self)

  /// What NAME may be, for every subcommand that takes one (as `ExerciseWorkspace.entry(named:)`
  /// reads it, and the README says).
  static let nameHelp = ArgumentHelp(
    "The exercise: its name (welcome-board), its file's stem (003-welcome-board) or its number (3)."
  )

  /// Why an exercise was not checked when there is no compiler (`AppContext.noCompiler`), the same
  /// for `check` and the watch screen.
  static func cannotCheck(_ noCompiler: String) -> String {
    "Checking an exercise needs a Swift compiler, but \(noCompiler)."
  }
}

extension AppContext {
  /// Where the learner's workspace is recorded, in the data folder.
  var workspaceRecord: WorkspaceRecord { WorkspaceRecord(dataDirectory: dataDirectory) }

  /// The workspace in the current folder or the nearest folder above it that holds one; when there
  /// is none, the error says where the learner's workspace is, if it is recorded.
  func workspaceFromHere() throws(WorkspaceError) -> ExerciseWorkspace {
    try workspaceRecord.find(
      from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
  }

  /// The workspace around the current folder, with the content, progress and judge; a clear
  /// message and exit 64 when there is none here. The workspace used is recorded as the learner's
  /// (a record that cannot be written only loses the pointer, so it is not an error). Exercises
  /// that came to unwrap since it was made are added to it, and `tell` is given what was added
  /// (by default it goes to standard error, where it never mixes with a command's output).
  func exerciseSession(tellingAdditions tell: (([String]) -> Void)? = nil) throws
    -> ExerciseSession
  {
    var workspace: ExerciseWorkspace
    do {
      workspace = try workspaceFromHere()
    } catch {
      throw fail(workspaceError: error)
    }
    try? workspaceRecord.save(workspace.root)
    let library = try library()
    let note: [String]
    (workspace, note) = addingNewExercises(to: workspace, library: library)
    if !note.isEmpty {
      if let tell {
        tell(note)
      } else {
        console.writeError(
          ErrorText.laidOut(note.joined(separator: "\n"), columns: capabilities.errorColumns)
            + "\n")
      }
    }
    do {
      return try ExerciseSession(
        workspace: workspace, library: library, store: store, clock: clock,
        judge: toolchain().map { ExerciseJudge(runner: $0) })
    } catch {
      throw fail(error)
    }
  }

  /// A workspace that cannot be used, in words with the command that mends it, and its code: 65
  /// for a damaged marker, 74 for one that cannot be read, 64 when there is none here or its
  /// `exercises/` is a link outside it.
  func fail(workspaceError error: WorkspaceError) -> ExitCode {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let code =
      switch error {
      case .damagedMarker: ExitCodes.dataError
      case .unreadableMarker, .io: ExitCodes.ioError
      default: ExitCodes.usage
      }
    return fail(error.described(from: here), code: code)
  }

  /// The exercise a command names (`03-foo`, `foo` or its file), or the current one when it names
  /// none; a clear message and exit 64 for a name no exercise has.
  func exerciseStatus(_ name: String?, in session: ExerciseSession) throws -> ExerciseStatus {
    let progress = try loadProgress()
    let statuses = session.statuses(progress)
    if let name {
      guard let entry = session.workspace.entry(named: name),
        let status = statuses.first(where: { $0.name == entry.name })
      else {
        let names = statuses.map(\.name)
        let nearest = Suggestions.closest(to: name, in: names)
        let hint =
          nearest.isEmpty
          ? " Run `unwrap exercises list` to see them."
          : " Did you mean: \(nearest.joined(separator: ", "))?"
        throw fail("No exercise is called \"\(name.echoed())\".\(hint)", code: ExitCodes.usage)
      }
      return status
    }
    guard let current = session.current(progress) else {
      throw fail("This workspace has no exercises.", code: ExitCodes.usage)
    }
    return current
  }

  /// Records `name` as the exercise the learner is on in `session`'s workspace (checked, or shown
  /// on the watch screen), which `exercises solution` shows when it names none. A record that
  /// cannot be written loses only that, so it is not an error.
  func rememberExercise(_ name: String, in session: ExerciseSession) {
    try? workspaceRecord.saveExercise(name, in: session.workspace.root)
  }

  /// The content's exercises the workspace lacks, added at its end, and what to tell the learner:
  /// the files added, one a line, or why they could not be (the workspace is then used as it is).
  private func addingNewExercises(to workspace: ExerciseWorkspace, library: ContentLibrary)
    -> (ExerciseWorkspace, note: [String])
  {
    guard let missing = try? workspace.missingExercises(in: library), !missing.isEmpty else {
      return (workspace, [])
    }
    let count = missing.count == 1 ? "1 exercise" : "\(missing.count) exercises"
    do {
      let (grown, added) = try workspace.adding(missing)
      let lines = zip(added, missing).map { entry, exercise in
        "  " + displayPath(grown.url(of: entry)) + " · " + exercise.title
      }
      return (grown, ["Added \(count) new to unwrap since this workspace was made:"] + lines)
    } catch {
      return (
        workspace,
        ["\(count) new to unwrap since this workspace was made could not be added: \(error)"]
      )
    }
  }

  /// The path a learner types to open an exercise's file, from the folder they are in.
  func displayPath(of status: ExerciseStatus, in session: ExerciseSession) -> String {
    guard let entry = session.entry(for: status) else { return status.name }
    return displayPath(session.workspace.url(of: entry))
  }

  /// A path as the learner types it from the folder they are in: relative inside it, else whole.
  func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let here = FileManager.default.currentDirectoryPath
    return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
  }

  /// Exit 3 and what to read first, for an exercise whose lesson the learner has not read.
  func lockedFailure(_ name: String, section: String, in session: ExerciseSession) -> ExitCode {
    let title = session.library.sectionTitles()[section] ?? section
    return fail(
      "\(name) is locked: read \(title) first (`unwrap learn \(section)`).", code: ExitCodes.locked)
  }

  /// Judges one exercise, turning every way it cannot be judged into a message and an exit code.
  func check(_ status: ExerciseStatus, in session: ExerciseSession) throws
    -> ExerciseSession.Outcome
  {
    do {
      return try session.check(status)
    } catch let error as ExerciseSession.CheckError {
      switch error {
      case .locked(let section):
        throw lockedFailure(status.name, section: section, in: session)
      case .file(let problem):
        throw fail(problem, resetting: status.name)
      case .noToolchain:
        throw fail(ExercisesCommand.cannotCheck(noCompiler), code: ExitCodes.noCompiler)
      case .noTests(let file):
        throw fail(
          ExerciseSession.CheckError.noTestsMessage(status.name, file: file),
          code: ExitCodes.contentUnavailable)
      }
    } catch let error as WorkspaceError {
      throw fail(error.description, code: ExitCodes.ioError)
    } catch let error as ExitCode {
      throw error
    } catch {
      throw fail(error)
    }
  }

  /// What is wrong with the learner's file, with the code for it: only a missing file is put
  /// back with a reset; a file that holds their work is theirs to fix (65 for its bytes, 74 when it
  /// cannot be read).
  private func fail(_ problem: ExerciseWorkspace.SourceProblem, resetting name: String) -> ExitCode
  {
    switch problem {
    case .missing(let path):
      fail(
        "\(path) is missing: `unwrap exercises reset \(name)` writes it again.",
        code: ExitCodes.usage)
    case .linkOutside:
      fail(problem.description, code: ExitCodes.usage)
    case .notUTF8:
      fail(problem.description, code: ExitCodes.dataError)
    case .unreadable:
      fail(problem.description, code: ExitCodes.ioError)
    }
  }

  var exerciseViews: ExerciseViews {
    ExerciseViews(
      style: style, width: capabilities.width, codeColumns: capabilities.codeColumns)
  }
}
