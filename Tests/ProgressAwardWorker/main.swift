import Foundation
import UnwrapKit

// A test helper, not part of the product: awards practice points through the real progress store in a
// loop, printing "ack N" after each award is saved, so the reliability tests can run many writers at
// once and kill them at chosen moments. It waits for a line on standard input before its first award,
// so a test can start every worker before any begins, and it ends with "ran START END": the monotonic
// clock (nanoseconds, the same for every process on the machine) before its first award and after its
// last, so the test can prove the workers really ran at the same time.
//
// Usage: ProgressAwardWorker <progress.json> <worker name> <awards>
//
// With `--side-by-side-runs` it instead does what the executable's content checks do: one
// ProcessOwner that claims all children, and eight threads each running thirty short programs
// through it at once. It exits 1 if any run was killed or lost its exit status, which a sweep by one
// run used to do to another's freshly spawned, not yet recorded, process.

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--side-by-side-runs" {
  let owner = ProcessOwner()
  owner.claimAllChildren()
  let runner = ProcessRunner(timeout: 30, owner: owner)
  let failures = Lock()
  nonisolated(unsafe) var failed: [String] = []
  DispatchQueue.concurrentPerform(iterations: 8) { worker in
    for run in 0..<30 {
      let expected = "\(worker)-\(run)"
      let outcome = try? runner.run("/bin/sh", ["-c", "echo \(expected)"])
      if outcome?.succeeded != true || outcome?.standardOutput != expected + "\n" {
        failures.withLock { failed.append("\(expected): \(String(describing: outcome))") }
      }
    }
  }
  print("failed \(failed.count) of 240")
  for line in failed.prefix(5) { print(line) }
  exit(failed.isEmpty ? 0 : 1)
}
guard arguments.count == 4, let awards = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: ProgressAwardWorker <file> <name> <awards>\n".utf8))
  exit(64)
}
let store = FileProgressStore(fileURL: URL(fileURLWithPath: arguments[1]))
let day = Day("2026-04-01")!

func monotonicNanoseconds() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

_ = readLine()
let started = monotonicNanoseconds()
for award in 0..<awards {
  do {
    _ = try store.update {
      $0.recordPracticeSession(
        activity: "stress", correct: 1, items: ["\(arguments[2])-\(award)"], on: day)
    }
  } catch {
    FileHandle.standardError.write(Data("award \(award) failed: \(error)\n".utf8))
    exit(1)
  }
  // Written straight to the descriptor, unbuffered, so an ack is out the moment the award is saved.
  FileHandle.standardOutput.write(Data("ack \(award)\n".utf8))
}
FileHandle.standardOutput.write(Data("ran \(started) \(monotonicNanoseconds())\n".utf8))
