import Foundation
import UnwrapKit

// A test helper, not part of the product: awards practice points through the real progress store in a
// loop, printing "ack N" after each award is saved, so the reliability tests can run many writers at
// once and kill them at chosen moments.
//
// Usage: ProgressAwardWorker <progress.json> <worker name> <awards>

let arguments = CommandLine.arguments
guard arguments.count == 4, let awards = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: ProgressAwardWorker <file> <name> <awards>\n".utf8))
  exit(64)
}
let store = FileProgressStore(fileURL: URL(fileURLWithPath: arguments[1]))
let day = Day("2026-04-01")!
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
