import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stand-in `swiftc` that fails as a real one does when it cannot write its module cache (a
/// cache folder that is a file, a home that cannot be written): one error at no line of the code,
/// exit 1, for every compile and for `-###`. No compiler is started, so tests that use it run
/// everywhere and fast.
public enum FailingCompiler {
  /// The compiler's message, as Swift 6.3 prints it for `XDG_CACHE_HOME` naming a file.
  public static let message =
    "unable to open output file '/home/learner/notadir/clang/ModuleCache/2S57F1FP5L1DY/SwiftShims-2WTEZSG1WEKQP.pcm': 'Not a directory'"

  /// The script, written once for the whole test process into the temporary folder and removed
  /// when it exits.
  public static let path: String = {
    let path = script(named: "unwrap-failing-swiftc", wait: nil)
    atexit { unlink(FailingCompiler.path) }
    return path
  }()

  /// The same compiler, slow: each compile (not the driver's `-###` plan) takes 1 s before it
  /// fails, as a long compile or a program that runs on would, for what a session shows meanwhile.
  public static let slowPath: String = {
    let path = script(named: "unwrap-slow-failing-swiftc", wait: "1")
    atexit { unlink(FailingCompiler.slowPath) }
    return path
  }()

  /// The same compiler, slower still: each compile takes 2 s, long enough to press Ctrl-Z while
  /// `Checking…` is shown (from 0.5 s) and see what a stop in the middle of judging does.
  public static let stalledPath: String = {
    let path = script(named: "unwrap-stalled-failing-swiftc", wait: "2")
    atexit { unlink(FailingCompiler.stalledPath) }
    return path
  }()

  /// Written through a descriptor closed on exec, before anything runs it, so no child forked
  /// meanwhile holds it open for writing (running it would fail with ETXTBSY).
  private static func script(named name: String, wait: String?) -> String {
    let path = FileManager.default.temporaryDirectory.path + "/\(name)-\(UUID().uuidString)"
    let pause = wait.map { "case \"$*\" in *-###*) ;; *) sleep \($0) ;; esac\n" } ?? ""
    let script = """
      #!/bin/sh
      \(pause)echo "<unknown>:0: error: \(message)" >&2
      exit 1

      """
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    precondition(descriptor >= 0, "cannot write \(path): errno \(errno)")
    let bytes = Array(script.utf8)
    precondition(write(descriptor, bytes, bytes.count) == bytes.count)
    close(descriptor)
    return path
  }
}
