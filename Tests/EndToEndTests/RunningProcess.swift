import Foundation

/// A child process started with piped standard streams, both outputs drained on background threads so
/// neither pipe can fill up while the test is busy elsewhere.
final class RunningProcess: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output: DataReader
  private let error: DataReader
  private var inputSent = false

  init(
    program: URL, arguments: [String], environment: [String: String], directory: URL? = nil
  ) throws {
    process.executableURL = program
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    process.environment = environment
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = input
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    output = DataReader(stdout.fileHandleForReading)
    error = DataReader(stderr.fileHandleForReading)
  }

  var processIdentifier: Int32 { process.processIdentifier }
  var isRunning: Bool { process.isRunning }

  /// Writes to standard input on another thread and then closes it: a large input would otherwise
  /// fill the pipe while the output does too.
  func send(_ bytes: Data) {
    inputSent = true
    let handle = input.fileHandleForWriting
    let writer = Thread {
      try? handle.write(contentsOf: bytes)
      try? handle.close()
    }
    writer.start()
  }

  /// Writes to standard input and leaves it open, so the process waits for more (a learner mid-session).
  func write(_ text: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
  }

  /// Waits up to `seconds` for the process to end; false (the process left running) if it did not.
  func waitForExit(seconds: Double) -> Bool {
    let start = Date()
    while process.isRunning && Date().timeIntervalSince(start) < seconds {
      Thread.sleep(forTimeInterval: 0.02)
    }
    return !process.isRunning
  }

  /// Waits for the process to end and collects what it wrote (closing its input if nothing was sent).
  func finish() -> UnwrapBinary.Result {
    if !inputSent { send(Data()) }
    let out = output.data()
    let err = error.data()
    process.waitUntilExit()
    return UnwrapBinary.Result(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self),
      crashed: process.terminationReason == .uncaughtSignal)
  }
}

/// Reads a pipe to its end on a background thread, so two pipes can be drained at once.
final class DataReader: @unchecked Sendable {
  private var collected = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      collected = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  /// Waits for the end of the pipe; may be called more than once.
  func data() -> Data {
    done.wait()
    done.signal()
    return collected
  }
}
