import Dispatch
import UnwrapKit

/// A screen drawn only if the work it stands for still runs after a short delay: the watch screen
/// shows "Checking…" during a slow check (a long compile, a program that loops until its time
/// limit) without flashing it for a fast one. The draw runs on another thread while the screen's
/// own thread works, which does not write to the terminal until `finish` returns.
///
/// The draw waits on a queue of its own, not the global one: a private serial queue may always
/// start a thread, while the global queue has one per core and waits behind whatever blocks them
/// (the watch screen's key reader blocks one for the whole check; parallel compiles block the rest).
final class DelayedDraw: @unchecked Sendable {
  private static let queue = DispatchQueue(label: "unwrap.delayed-draw")
  private let lock = Lock()
  private var pending: (() -> Void)?
  private var drawn = false

  /// Schedules `draw` after `seconds`.
  init(after seconds: Double, _ draw: @escaping () -> Void) {
    pending = draw
    Self.queue.asyncAfter(deadline: .now() + seconds) { [self] in
      lock.withLock {
        guard let draw = pending else { return }
        pending = nil
        draw()
        drawn = true
      }
    }
  }

  /// Calls the draw off if it has not run (waiting for one that is running); true if it ran.
  func finish() -> Bool {
    lock.withLock {
      pending = nil
      return drawn
    }
  }
}
