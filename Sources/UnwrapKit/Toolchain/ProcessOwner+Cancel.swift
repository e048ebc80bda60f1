/// Stopping a check the learner no longer wants, without stopping unwrap: `q` in watch mode while a
/// file is being checked ends the compiler or program at once instead of waiting out its limits.
extension ProcessOwner {
  /// Ends every live run now, as a verdict's sweep would, and refuses to start any process until
  /// `allowRuns()`, so a check's next step (the run after its compile) never starts in its place.
  public func cancelRuns() {
    let records = lock.withLock {
      runsCancelled = true
      return Array(runs.values)
    }
    for record in records { sweep(record) }
  }

  /// Processes may start again after `cancelRuns()`.
  public func allowRuns() {
    lock.withLock { runsCancelled = false }
  }
}
