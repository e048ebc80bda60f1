import UnwrapKit

/// A value worked out the first time it is asked for and kept: the toolchain, which a command may
/// ask for more than once (its activities, then the check of the temporary folder), is looked up on
/// the `PATH` and its compile plans read once per run.
final class FoundOnce<Value>: @unchecked Sendable {
  private let lock = Lock()
  private let find: () -> Value
  private var found: Value?

  init(_ find: @escaping () -> Value) {
    self.find = find
  }

  var value: Value {
    lock.withLock {
      if let found { return found }
      let value = find()
      found = value
      return value
    }
  }
}
