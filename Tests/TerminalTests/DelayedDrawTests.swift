import Dispatch
import Foundation
import Testing

@testable import unwrap

/// `Checking…` is drawn on time however busy the process's shared threads are. CI once ran the
/// end-to-end notice test while parallel suites held every global-queue thread, and the notice,
/// due after 0.5 s, had not been drawn when a 1 s compile ended.
@Suite struct DelayedDrawTests {
  @Test func theDrawRunsWhileEveryGlobalQueueThreadIsBlocked() {
    let release = DispatchSemaphore(value: 0)
    let blockers = ProcessInfo.processInfo.activeProcessorCount * 4
    for _ in 0..<blockers {
      DispatchQueue.global().async { release.wait() }
    }
    defer { for _ in 0..<blockers { release.signal() } }
    let drawn = DispatchSemaphore(value: 0)
    let draw = DelayedDraw(after: 0.01) { drawn.signal() }
    let inTime = drawn.wait(timeout: .now() + 2) == .success
    #expect(inTime, "the draw had not run 2 s after it was due")
    #expect(draw.finish() == inTime)
  }
}
