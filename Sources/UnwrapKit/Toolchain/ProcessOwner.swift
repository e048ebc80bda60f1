import CUnwrapSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one owner of every child process unwrap starts (compilers, learners' programs, the editor) and
/// of the scratch folders they work in. It knows what is running, so after a verdict, a limit or a
/// signal it can end every descendant, including those that left the process group or session, and
/// remove the folders. See CONTRIBUTING ("What the judge guarantees") for what each platform covers.
public final class ProcessOwner: @unchecked Sendable {
  let lock = Lock()
  var runs: [Int: RunRecord] = [:]
  var scratchFolders: Set<String> = []
  /// The programs attached to the terminal (the learner's editor); see ProcessOwner+Attached.
  var attached: Set<pid_t> = []
  private var nextRun = 0
  var claimsAllChildren = false
  /// Set once a signal is being handled: the process is about to exit.
  var terminating = false
  /// Set between `cancelRuns()` and `allowRuns()`: no process may start.
  var runsCancelled = false
  /// What Ctrl-Z stopped, and since when; see ProcessOwner+Suspend.
  var suspended: [ProcessEntry] = []
  var suspendedSince: Double?
  /// How long unwrap has spent stopped (Ctrl-Z) in all: no limit counts it.
  var suspendedTotal = 0.0

  /// The name of the environment entry that marks every process of one run.
  static let markerName = "UNWRAP_RUN_MARKER"

  public init() {
    // Orphaned descendants come back to this process instead of to init, so they stay findable.
    _ = unwrap_become_child_subreaper()
  }

  /// Declares that this process starts children only through this owner, so any child of ours that no
  /// live run or attached program accounts for is a stray (a learner's process that cleared its
  /// environment) and is ended by the next sweep. The executable says so; a test process must not,
  /// since its test harness starts children of its own.
  public func claimAllChildren() {
    lock.withLock { claimsAllChildren = true }
  }

  /// Makes this process one its user's other processes may not trace or read (`ptrace`,
  /// `/proc/PID/mem`): when unwrap is not root, a learner's program runs as its user, and could
  /// otherwise write into unwrap's memory past every limit. What unwrap starts is traceable again
  /// after `exec`, so a crashed program's backtrace is still read. The executable calls it once.
  public static func refuseInspection() {
    _ = unwrap_refuse_inspection()
  }

  /// Whether a program attached to the terminal (the learner's editor) is running: Ctrl-C is then
  /// the editor's, not ours.
  public var hasAttachedProgram: Bool {
    lock.withLock { !attached.isEmpty }
  }

  // MARK: Runs

  /// What the owner remembers of one started process: its pid and marker, to find its descendants.
  final class RunRecord: @unchecked Sendable {
    let marker: [UInt8]
    let markerEntry: String
    var root: pid_t = 0
    var rootStartTicks: UInt64 = 0
    var rootReaped = false
    /// The stopped process kept in the root's group (ProcessOwner+Sentinel), or 0.
    var sentinel: pid_t = 0

    init(marker: String) {
      markerEntry = "\(ProcessOwner.markerName)=\(marker)"
      self.marker = Array(markerEntry.utf8)
    }
  }

  func beginRun() -> (id: Int, record: RunRecord) {
    let record = RunRecord(marker: Self.randomHex(bytes: 12))
    return lock.withLock {
      nextRun += 1
      runs[nextRun] = record
      return (nextRun, record)
    }
  }

  /// Starts a run's root with `start` and records it, under the lock. Runs go on side by side (the
  /// content checks run several at once) and a sweep ends every child of ours that no live run
  /// accounts for: were the pid recorded after the spawn returned, a sweep in between would take
  /// a sibling's new compiler for a stray and kill it (or reap it, leaving its run no exit status).
  /// While runs are cancelled, nothing starts and `refused` is thrown.
  /// With `sentinel`, the root's group also gets a sentinel (see ProcessOwner+Sentinel).
  func spawn<E: Error>(
    _ record: RunRecord, sentinel: Bool = false, refused: @autoclosure () -> E,
    _ start: () throws(E) -> pid_t
  ) throws(E) -> pid_t {
    let result: Result<pid_t, E> = lock.withLock {
      if runsCancelled { return .failure(refused()) }
      do throws(E) {
        let pid = try start()
        record.root = pid
        record.rootStartTicks = ProcessTable.entry(pid)?.startTicks ?? 0
        if sentinel { startSentinel(record) }
        return .success(pid)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The root has been waited for: its pid may be reused, so it is no longer a target.
  func reaped(_ record: RunRecord) {
    lock.withLock { record.rootReaped = true }
  }

  func endRun(_ id: Int) {
    _ = lock.withLock { runs.removeValue(forKey: id) }
  }

  /// Of the children of ours that no live run accounted for when the table was read, those that are
  /// still strays now: the same process (start time), still ours, and still not a live run's root.
  /// The table is read before the runs, so a sibling run may have ended (and its root been reaped,
  /// its pid free for reuse) in between; the check and the kill happen under the lock, where no run
  /// can start. A finished stray is reaped here (unless not `reapFinished`: a sweep under way keeps
  /// its zombies, which hold their places under the cap on processes); the live ones are killed and
  /// returned.
  func endStrays(_ candidates: [ProcessEntry], reapFinished: Bool = true) -> [pid_t] {
    guard !candidates.isEmpty else { return [] }
    let me = getpid()
    return lock.withLock {
      let protected = protectedPids
      var killed: [pid_t] = []
      for candidate in candidates where !protected.contains(candidate.pid) {
        guard let now = ProcessTable.entry(candidate.pid), now.parent == me,
          now.startTicks == candidate.startTicks
        else { continue }
        if now.isZombie {
          guard reapFinished else { continue }
          var status: Int32 = 0
          waitpid(candidate.pid, &status, WNOHANG)
        } else {
          kill(candidate.pid, SIGKILL)
          killed.append(candidate.pid)
        }
      }
      return killed
    }
  }

  /// Called from the signal hand-off thread: ends every process of every live run and the learner's
  /// editor (passing it `signal` first, as git does), and removes every scratch folder, so nothing
  /// outlives an interrupted unwrap.
  public func terminateEverything(forwarding signal: Int32 = SIGTERM) {
    let (records, folders) = lock.withLock {
      terminating = true
      return (Array(runs.values), Array(scratchFolders))
    }
    for record in records { sweep(record) }
    endAttached(forwarding: signal)
    for folder in folders { Self.removeTree(folder) }
  }

  /// Called by a thread that has just seen its child end: if that was because unwrap is being
  /// stopped by a signal, it waits here for the exit instead of reporting the kill as a verdict
  /// (a learner would otherwise read "it crashed with signal 9" for their own Ctrl-C).
  func waitIfTerminating() {
    while lock.withLock({ terminating }) { usleep(100_000) }
  }

  // MARK: Scratch folders

  /// Makes a private folder (mode 0700, an unpredictable name after this process's pid) under
  /// `root`, runs `body` in it, and removes it afterwards, whatever happens. A signal meanwhile
  /// removes it too; one that gave no chance (`kill -9`) leaves it to the next unwrap's first folder
  /// (`removeStaleScratchFolders`).
  public func withScratchFolder<T>(in root: URL, _ body: (URL) throws -> T) throws -> T {
    Self.removeStaleScratchFolders(in: root.path)
    let path = try makeTrackedFolder(in: root)
    defer {
      Self.removeTree(path)
      lock.withLock { _ = scratchFolders.remove(path) }
    }
    return try body(URL(fileURLWithPath: path, isDirectory: true))
  }

  /// Makes a private folder (mode 0700, an unpredictable name after this process's pid) under
  /// `root` and counts it among the scratch folders a signal removes; its path.
  func makeTrackedFolder(in root: URL) throws(ScratchFolderError) -> String {
    var template = Array(Self.scratchTemplate(in: root.path).utf8CString)
    guard let made = mkdtemp(&template) else {
      throw ScratchFolderError(
        path: root.path, reason: FileErrorReason.describe(errno: errno, folder: root.path))
    }
    let path = String(cString: made)
    lock.withLock { _ = scratchFolders.insert(path) }
    return path
  }

  /// Whether a scratch folder can be made in `root`, by making one and removing it at once: a check
  /// before a session's first question, so it costs two system calls, not a sweep of `root` for
  /// stale folders (a large `/tmp` takes milliseconds to list) as `withScratchFolder` makes.
  public static func checkScratchRoot(_ root: URL) throws(ScratchFolderError) {
    var template = Array(scratchTemplate(in: root.path).utf8CString)
    guard let made = mkdtemp(&template) else {
      throw ScratchFolderError(
        path: root.path, reason: FileErrorReason.describe(errno: errno, folder: root.path))
    }
    rmdir(made)
  }

  /// The scratch folder could not be made: the temporary folder (`TMPDIR`) cannot be used. Nothing
  /// was compiled or run, so it says nothing about the code that was to be.
  public struct ScratchFolderError: Error, CustomStringConvertible {
    /// The folder the scratch folder was to be made in.
    public var path: String
    /// Why not, in words (`it is a file, not a folder`).
    public var reason: String
    public var description: String {
      "The temporary folder \(path) cannot be used: \(reason). unwrap compiles code in a private"
        + " folder made there: set TMPDIR to a folder you can write to."
    }
  }

  /// Removes a scratch folder and everything in it, however deep a learner's program made it (past
  /// PATH_MAX, where `FileManager.removeItem` gives up) and without following a symlink out of it.
  /// Returns whether it is gone.
  @discardableResult
  static func removeTree(_ path: String) -> Bool {
    unwrap_remove_tree(path) == 0
  }

  // MARK: Support

  /// Monotonic seconds, for deadlines and intervals.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func randomHex(bytes: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<bytes).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
    }.joined()
  }
}
