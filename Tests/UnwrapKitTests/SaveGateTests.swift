import Foundation
import Testing

@testable import UnwrapKit

/// The gate an interrupt waits on: a save that has begun ends on disk before `close` returns, and
/// `close` gives up after its time rather than hang an interrupted unwrap.
struct SaveGateTests {
  /// A store whose save is held inside the gate until `finish` is signalled.
  final class HeldSave: @unchecked Sendable {
    let gate = SaveGate()
    let entered = DispatchSemaphore(value: 0)
    let finish = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let store: FileProgressStore
    let folder: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("unwrap-gate-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      store = FileProgressStore(
        fileURL: folder.appendingPathComponent("progress.json"),
        temporarySuffix: SafeFile.randomSuffix, gate: gate)
    }

    /// Starts a save of one read lesson on another thread; returns once it is inside the gate.
    func begin() {
      Thread { [self] in
        _ = try? store.update { progress in
          entered.signal()
          finish.wait()
          return progress.markRead("variables", on: Day(year: 2026, month: 4, day: 1)!)
        }
        done.signal()
      }.start()
      entered.wait()
    }
  }

  @Test func closeWaitsForTheSaveUnderWayAndItReachesTheFile() throws {
    let held = try HeldSave()
    defer { try? FileManager.default.removeItem(at: held.folder) }
    held.begin()
    let closed = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result = false
    Thread {
      result = held.gate.close(waitingAtMost: 30)
      closed.signal()
    }.start()
    // `close` must still be waiting: the save has not finished.
    let returnedEarly = closed.wait(timeout: .now() + 0.2) == .success
    #expect(!returnedEarly, "close returned while a save was under way")
    held.finish.signal()
    if !returnedEarly { closed.wait() }
    #expect(result)
    // On disk before `close` returned, while the saving thread is held at the closed gate.
    #expect(try held.store.load().hasRead("variables"))
    let ranOn = held.done.wait(timeout: .now() + 0.1) == .success
    #expect(!ranOn, "a save ran on past a closed gate")
    held.gate.reopen()
    if !ranOn { held.done.wait() }
  }

  @Test func closeGivesUpWhenASaveOutlastsItsTime() throws {
    let held = try HeldSave()
    defer { try? FileManager.default.removeItem(at: held.folder) }
    held.begin()
    #expect(!held.gate.close(waitingAtMost: 0.1))
    held.finish.signal()
    held.gate.reopen()
    held.done.wait()
  }

  @Test func closeWithNothingSavingReturnsAtOnce() {
    #expect(SaveGate().close(waitingAtMost: 30))
  }
}
