import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// Everything a command needs from the outside world, built once from the options and the environment.
struct AppContext {
  let environment: [String: String]
  let capabilities: TerminalCapabilities
  let style: Style
  let console: any Console
  let clock: any Clock
  let random: SeededGenerator
  let dataDirectory: URL
  /// The one owner of every process this run of unwrap starts; a signal ends them all.
  let processes: ProcessOwner

  init(options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws
  {
    self.environment = environment
    processes = ProcessOwner()
    processes.claimAllChildren()
    InterruptHandling.install(owner: processes)
    capabilities = TerminalCapabilities.detect(
      noColorFlag: options.noColor, environment: environment)
    style = Style(enabled: capabilities.useColor)
    console = StandardConsole(
      echoInput: !capabilities.inputIsTerminal, interactive: capabilities.isInteractive)
    random = options.seed.map(SeededGenerator.init(seed:)) ?? .fromSystem()
    dataDirectory = FileProgressStore.dataDirectory(
      option: options.dataDir, environment: environment)
    if let pinned = environment["UNWRAP_DATE"], !pinned.isEmpty {
      guard let day = Day(pinned) else {
        throw ValidationError(
          "UNWRAP_DATE must be a date written YYYY-MM-DD, not \(pinned.escapingControlCharacters())."
        )
      }
      // A day the store would refuse on the next load must never be written into progress.
      guard ProgressBounds.contains(day) else {
        throw ValidationError(
          "UNWRAP_DATE must be between \(ProgressBounds.earliestDay) and \(ProgressBounds.latestDay)."
        )
      }
      clock = FixedClock(day)
    } else {
      clock = SystemClock()
    }
  }

  /// The Swift toolchain, starting its processes through `processes`, or nil when there is none.
  func toolchain() -> SwiftToolchain? {
    SwiftToolchain.find(environment: environment, owner: processes)
  }

  var store: FileProgressStore { FileProgressStore(directory: dataDirectory) }

  /// The content library, or a clear message and exit code 66.
  func library() throws -> ContentLibrary {
    do {
      return try ContentLibrary(
        source: try ContentLibrary.defaultSource(environment: environment))
    } catch {
      throw fail("The lessons could not be loaded. \(error)", code: ExitCodes.contentUnavailable)
    }
  }

  /// The learner's progress, or a clear message and the exit code for what went wrong.
  func loadProgress() throws -> LearnerProgress {
    do {
      return try store.load()
    } catch {
      throw fail(error)
    }
  }

  /// Prints a message to standard error and returns the exit code to throw. Messages quote what the
  /// learner typed (an unknown slug, a glossary search, a path), so control characters in them are
  /// shown escaped (`\u{1B}`), never raw: every command's error goes through here.
  func fail(_ message: String, code: ExitCode) -> ExitCode {
    let shown = message.escapingControlCharacters(keepingTabsAndNewlines: true)
    console.writeError("unwrap: " + shown + "\n")
    return code
  }

  /// Turns any error a command can meet into a message and the documented exit code.
  func fail(_ error: any Error) -> ExitCode {
    switch error {
    case let error as ExitCode:
      return error
    case let error as ProgressError:
      switch error {
      case .damaged, .newerVersion:
        return fail(error.description, code: ExitCodes.progressUnreadable)
      case .inaccessible: return fail(error.description, code: ExitCodes.ioError)
      }
    case let error as ContentError:
      return fail("The lessons could not be loaded. \(error)", code: ExitCodes.contentUnavailable)
    default:
      return fail("\(error)", code: ExitCodes.checkFailed)
    }
  }
}
