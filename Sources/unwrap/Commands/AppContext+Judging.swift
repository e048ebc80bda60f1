import ArgumentParser
import UnwrapKit

/// What a command says when code could not be compiled or run at all: the machine's problem (the
/// temporary folder, a compiler that cannot be started), never a verdict on the learner's code.
extension AppContext {
  /// The words and exit code for an error that kept code from being compiled or run, or nil for
  /// any other error: a temporary folder that cannot be used is 74, as any folder unwrap cannot
  /// use; a program that could not be started, or a toolchain that failed without naming a line of
  /// the code (`ToolchainFailure`), is 69, as no compiler at all is (`noCompiler`).
  static func judgingFailure(_ error: any Error) -> (message: String, code: ExitCode)? {
    switch error {
    case let error as ProcessOwner.ScratchFolderError:
      (error.description, ExitCodes.ioError)
    case let error as ProcessRunner.Failure:
      (
        "Your code could not be compiled and run: \(error). Try again; if it keeps happening,"
          + " check the compiler in SWIFTC or on your PATH.", ExitCodes.noCompiler
      )
    case let error as ToolchainFailure:
      (
        "The Swift toolchain failed without pointing at a line of your code, so this says nothing"
          + " about your code: \(error.message.isEmpty ? "it gave no message" : error.message)."
          + " Try again; if it keeps happening, check the toolchain with `swiftc --version`.",
        ExitCodes.noCompiler
      )
    default: nil
    }
  }

  /// Why no Swift compiler was found, to end a sentence: names `SWIFTC` and what it holds when it
  /// is set (`SwiftToolchain.notFound`), so the advice is never to set what is set.
  var noCompiler: String { SwiftToolchain.notFound(environment: environment) }

  /// Fails with a judging failure met in a session (`judgingFailure`), saying that the answer it
  /// met was not counted, then `then` (what the session does about it); any other error as
  /// `fail(_:)` does.
  func failSession(_ error: any Error, then: String? = nil) -> ExitCode {
    guard let (message, code) = Self.judgingFailure(error) else { return fail(error) }
    return fail(
      message + "\nYour answer was not judged, so nothing was recorded for it;"
        + " everything before it is saved." + (then.map { " " + $0 } ?? ""), code: code)
  }

  /// Makes and removes a scratch folder where a compile would (or an editor's file would go), so a
  /// temporary folder that cannot be used is told (exit 74) before the learner answers anything,
  /// not after they have typed code.
  func checkTemporaryFolder() throws {
    let root = toolchain()?.scratchRoot ?? FileManager.default.temporaryDirectory
    do {
      try ProcessOwner.checkScratchRoot(root)
    } catch {
      throw fail(error)
    }
  }
}
