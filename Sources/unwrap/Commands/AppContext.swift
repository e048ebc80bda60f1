import ArgumentParser
import UnwrapKit
import UnwrapRendering

/// Everything a command needs from the outside world. Production builds the real ones from the
/// options and the environment (`init(options:environment:)`); tests hand in a scripted console, a
/// temporary data folder, a fixed clock and their own toolchain, and run a command in process.
struct AppContext {
  let environment: [String: String]
  let capabilities: TerminalCapabilities
  let style: Style
  let console: any Console
  let clock: any Clock
  let random: SeededGenerator
  let dataDirectory: URL
  /// Where progress is kept: the file in `dataDirectory` (`store.base`), through a store that
  /// remembers what this run's own saves changed, so `announceMilestones` tells only what this
  /// run earned, never what another unwrap saved meanwhile.
  let store: RecordingProgressStore<FileProgressStore>
  /// The one owner of every process this run of unwrap starts; a signal ends them all.
  let processes: ProcessOwner
  /// Finds the Swift toolchain, starting its processes through `processes`; nil when there is none.
  private let findToolchain: () -> SwiftToolchain?

  /// Takes every part from outside, as it is: nothing is detected, installed or claimed.
  init(
    environment: [String: String] = [:], capabilities: TerminalCapabilities, style: Style,
    console: any Console, clock: any Clock, random: SeededGenerator, dataDirectory: URL,
    store: FileProgressStore? = nil, processes: ProcessOwner,
    toolchain: @escaping () -> SwiftToolchain?
  ) {
    self.environment = environment
    self.capabilities = capabilities
    self.style = style
    self.console = console
    self.clock = clock
    self.random = random
    self.dataDirectory = dataDirectory
    self.store = RecordingProgressStore(store ?? FileProgressStore(directory: dataDirectory))
    self.processes = processes
    findToolchain = toolchain
  }

  /// The real terminal, clock, progress file and toolchain, from the options and the environment.
  /// Only here are child processes claimed and Ctrl-C handled, so one run of unwrap does it once.
  init(options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws
  {
    let processes = ProcessOwner()
    processes.claimAllChildren()
    // A learner's program runs as this user unless unwrap is root: it may not trace unwrap or
    // write into its memory, which would undo every limit above it.
    ProcessOwner.refuseInspection()
    let capabilities = TerminalCapabilities.detect(
      noColorFlag: options.noColor, environment: environment)
    // What is written as a signal ends unwrap depends on colour and the terminals, so it is
    // worked out here, before any signal is handled.
    InterruptHandling.install(
      owner: processes,
      farewell: InterruptFarewell(capabilities: capabilities))
    // Settings are read once, here, before any command runs: one unwrap cannot use is refused
    // rather than quietly replaced by the default it was set to change.
    let clock: any Clock
    do {
      clock = try Self.clock(environment: environment)
      try SwiftToolchain.checkLimits(in: environment)
    } catch {
      // No console yet: said as `fail` says it, one line and no usage, for a setting not an argument.
      StandardConsole.writeAll(
        ErrorText.laidOut(
          "unwrap: "
            + String(describing: error).escapingControlCharacters(keepingTabsAndNewlines: true),
          columns: capabilities.errorColumns) + "\n", to: 2)
      throw ExitCodes.usage
    }
    let toolchain = FoundOnce {
      var found = SwiftToolchain.find(environment: environment, owner: processes)
      found?.planCache = CompilePlanCache.defaultFile(environment: environment).map {
        CompilePlanCache(file: $0)
      }
      found?.moduleCache = ModuleCache(
        persistent: ModuleCache.defaultFolder(environment: environment))
      return found
    }
    self.init(
      environment: environment, capabilities: capabilities,
      style: Style(enabled: capabilities.useColor),
      console: StandardConsole(
        echoInput: !capabilities.inputIsTerminal, interactive: capabilities.editsLines),
      clock: clock,
      random: options.seed.map(SeededGenerator.init(seed:)) ?? .fromSystem(),
      dataDirectory: FileProgressStore.dataDirectory(
        option: options.dataDir, environment: environment),
      processes: processes,
      toolchain: { toolchain.value })
  }

  /// Writes prose wrapped to the terminal's width at word boundaries; rows after the first start
  /// with `indent`. A command or path it names (`keeping`) stays whole on one line when it fits.
  func say(
    _ text: String, indent: String = "", firstIndent: String? = nil, keeping pieces: String?...
  ) {
    console.paragraph(
      text, width: capabilities.now.width, indent: indent, firstIndent: firstIndent,
      keeping: pieces)
  }

  /// A line of an author tool's report (a problem `content validate` found, `check-answer`'s
  /// verdict): on a terminal wrapped to its width after `firstIndent`, its rows after the first
  /// under `indent`; to a pipe or a file one line, as written, for logs and scripts (as
  /// `ErrorText` leaves an error).
  func report(_ text: String, indent: String = "", firstIndent: String = "") {
    guard capabilities.outputIsTerminal else { return console.line(firstIndent + text) }
    console.paragraph(
      text, width: capabilities.now.width, indent: indent, firstIndent: firstIndent)
  }

  /// The Swift toolchain, starting its processes through `processes`, or nil when there is none.
  func toolchain() -> SwiftToolchain? {
    findToolchain()
  }

  /// The content library, or a clear message and exit code 66.
  func library() throws -> ContentLibrary {
    do {
      return try ContentLibrary(
        source: try ContentLibrary.defaultSource(environment: environment))
    } catch {
      throw fail(
        "The course content could not be loaded. \(error)", code: ExitCodes.contentUnavailable)
    }
  }

  /// The learner's editor for `--editor`, or a usage error that says how to name one.
  func codeEditor() throws -> CodeEditor {
    guard let found = CodeEditor.fromEnvironment(environment, owner: processes) else {
      throw fail(
        "--editor needs $VISUAL or $EDITOR to name your editor, like: export EDITOR=nano",
        code: ExitCodes.usage)
    }
    return found
  }

  /// The learner's progress, or a clear message and the exit code for what went wrong. A command
  /// that will save (`toChange`) first checks that it can, so a read-only folder, or a clock that
  /// says a day progress may not hold (`checkClock`), is told before the learner reads a lesson or
  /// answers anything.
  func loadProgress(toChange: Bool = false) throws -> LearnerProgress {
    if toChange { try checkClock() }
    do {
      if toChange { try store.checkWritable() }
      return try store.load()
    } catch {
      throw fail(error)
    }
  }

  /// Throws the message and exit code `loadProgress(toChange: true)` would when progress cannot be
  /// saved (a read-only folder), without reading it: for a command that reads it later, under a
  /// claim (the challenge). A clock that says a day progress may not hold is told here too.
  func checkWritable() throws {
    try checkClock()
    do {
      try store.checkWritable()
    } catch {
      throw fail(error)
    }
  }

  /// Prints a message to standard error and returns the exit code to throw. Messages quote what the
  /// learner typed (an unknown slug, a glossary search, a path), so control characters in them are
  /// shown escaped (`\u{1B}`), never raw: every command's error goes through here. On a terminal
  /// the message is wrapped to its width (`ErrorText`).
  func fail(_ message: String, code: ExitCode) -> ExitCode {
    let shown = message.escapingControlCharacters(keepingTabsAndNewlines: true)
    console.writeError(
      ErrorText.laidOut("unwrap: " + shown, columns: capabilities.errorColumns) + "\n")
    return code
  }

  /// 65 for a progress file that is damaged or from a newer unwrap, 74 for one that cannot be used.
  static func exitCode(for error: ProgressError) -> ExitCode {
    switch error {
    case .damaged, .newerVersion: ExitCodes.dataError
    case .inaccessible: ExitCodes.ioError
    }
  }

  /// Turns any error a command can meet into a message and the documented exit code.
  func fail(_ error: any Error) -> ExitCode {
    if let (message, code) = Self.judgingFailure(error) { return fail(message, code: code) }
    switch error {
    case let error as ExitCode:
      return error
    case let error as ProgressError:
      return fail(error.description, code: Self.exitCode(for: error))
    case let error as ContentError:
      return fail(
        "The course content could not be loaded. \(error)", code: ExitCodes.contentUnavailable)
    default:
      return fail("\(error)", code: ExitCodes.checkFailed)
    }
  }
}

/// A command whose work runs on an `AppContext` it is given, so a test can run it in process with
/// a scripted console and a temporary data folder; `run()` builds the real context.
protocol AppCommand: ParsableCommand {
  var options: GlobalOptions { get }
  func run(in context: AppContext) throws
}

extension AppCommand {
  func run() throws {
    try run(in: AppContext(options: options))
  }
}
