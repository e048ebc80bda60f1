import Foundation
import Testing

/// The suites marked `.waitsOnProcesses` really run in `WaitingLanes`, every test of a serialized
/// one too: if the trait stopped applying, nothing else would fail, and the waiting suites would
/// quietly hold the pool's threads again.
@Suite(.waitsOnProcesses, .serialized) struct WaitingLanesTests {

  @Test func aTestRunsInALane() {
    #expect(WaitingLanes.isCurrentThreadALane)
  }

  @Test func soDoesTheNextTestOfASerializedSuite() {
    #expect(WaitingLanes.isCurrentThreadALane)
  }

  @Test(arguments: 1...3) func andEachCaseOfAParameterizedTest(_ index: Int) {
    #expect(WaitingLanes.isCurrentThreadALane, "case \(index)")
  }
}
