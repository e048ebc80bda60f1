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

let arguments = CommandLine.arguments
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
