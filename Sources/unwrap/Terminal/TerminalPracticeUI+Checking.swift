import UnwrapKit

/// How a practice screen says an answer is still being judged: Free Coding's compile and run, which
/// take about 0.1–0.25 s for most answers but up to the run limit (5 s) for a loop that never ends,
/// and Rearrange the Lines and Tap to Code, which run a wrong arrangement beside ours. Said only
/// when the judging outlasts `delay`, so a quick verdict never flashes it.
struct CheckingNotice: Equatable {
  enum Kind: Equatable {
    /// `Checking…` with no newline, erased (`\r`, `ESC[K`) before the verdict is written over it.
    case erased
    /// `Checking…` as a plain line that stays: `TERM=dumb` takes no cursor movement.
    case plainLine
  }

  /// Twice the longest a right answer took to compile and run with a cold module cache (0.24 s;
  /// 0.13 s warm, 0.07 s for one that does not compile), so it shows only for a slow one.
  static let delay = 0.5

  var kind: Kind
  var delay = Self.delay
  /// Whether the terminal's echo is off while judging (`RawMode.withoutEcho`): only where the line
  /// editor reads the next prompt, which draws the keys typed meanwhile. A plain line read by the
  /// terminal itself (`TERM=dumb`) would show them nowhere, so there they are echoed as typed.
  var hidesTypedKeys = false

  /// The notice for `capabilities`: nil to a pipe or a file, where no one watches it.
  init?(_ capabilities: TerminalCapabilities) {
    guard capabilities.outputIsTerminal else { return nil }
    kind = capabilities.movesCursor ? .erased : .plainLine
    hidesTypedKeys = capabilities.editsLines
  }

  init(kind: Kind, delay: Double = Self.delay, hidesTypedKeys: Bool = false) {
    self.kind = kind
    self.delay = delay
    self.hidesTypedKeys = hidesTypedKeys
  }
}

extension TerminalPracticeUI {
  /// Judges with `work`, saying `Checking…` (`checking`) if it runs past the notice's delay. The
  /// terminal stays in its own line mode meanwhile, as it is between prompts: Ctrl-C is a signal,
  /// which the hand-off (`InterruptHandling`) answers at once, ending the compiler or program, and
  /// lines typed ahead wait for the next prompt (`RawMode.takeTypedAhead`), which draws them. Its
  /// echo is off (`hidesTypedKeys`): a line the terminal echoed under `Checking…` stayed on screen
  /// above the verdict, as the erase clears only the row the cursor is on.
  func judging(_ work: () throws -> PracticeVerdict) rethrows -> PracticeVerdict {
    guard let checking else { return try work() }
    guard checking.hidesTypedKeys else { return try judging(work, notice: checking) }
    return try RawMode.withoutEcho { try judging(work, notice: checking) }
  }

  /// `judging` with `checking`'s notice, the terminal's modes already set.
  private func judging(
    _ work: () throws -> PracticeVerdict, notice checking: CheckingNotice
  ) rethrows -> PracticeVerdict {
    let text = checking.kind == .erased ? style.dim("Checking…") : "Checking…\n"
    let notice = DelayedDraw(after: checking.delay) { [console] in console.write(text) }
    defer {
      // Erased whether the work returned or threw: the verdict, or the message why it could not be
      // judged, starts where the notice was.
      if notice.finish(), checking.kind == .erased { console.write("\r\u{1B}[K") }
    }
    return try work()
  }
}
