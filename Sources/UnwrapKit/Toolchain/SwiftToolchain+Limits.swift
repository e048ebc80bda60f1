/// The limits a learner may change in the environment: `UNWRAP_COMPILE_TIMEOUT`,
/// `UNWRAP_RUN_TIMEOUT` and `UNWRAP_PACKAGE_TIMEOUT` (seconds, more than nothing and at most an
/// hour, so `inf` or `1e309` can never lift the limit on a learner's program) and
/// `UNWRAP_RUN_MEMORY` (megabytes, from 64 to 65,536: 64 GB). Spaces around a value are dropped
/// (`$(cat file)` keeps a line break); one set to nothing counts as unset, as every unwrap variable
/// does; one set to anything else unwrap cannot use is refused (`checkLimits`), never quietly
/// replaced by the default the learner meant to change.
extension SwiftToolchain {
  /// A limit's variable set to a value unwrap cannot use: what is accepted, and what was set.
  public struct LimitSettingError: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// The variables that hold seconds: the compile, run and package limits.
  static let secondsVariables = [
    "UNWRAP_COMPILE_TIMEOUT", "UNWRAP_RUN_TIMEOUT", "UNWRAP_PACKAGE_TIMEOUT",
  ]
  static let longestLimit = 3600.0
  static let memoryVariable = "UNWRAP_RUN_MEMORY"
  static let memoryMegabytes: ClosedRange<UInt64> = 64...65536

  /// Throws for the first limit variable in `environment` set to something unwrap cannot use, naming
  /// it, what it accepts and what it holds.
  public static func checkLimits(in environment: [String: String]) throws(LimitSettingError) {
    for name in secondsVariables { _ = try seconds(name, in: environment) }
    _ = try megabytes(in: environment)
  }

  /// The seconds `name` sets; nil when it is unset or empty.
  static func seconds(_ name: String, in environment: [String: String]) throws(LimitSettingError)
    -> Double?
  {
    guard let text = environment[name], !text.trimmed().isEmpty else { return nil }
    guard let value = Double(text.trimmed()), value > 0, value <= longestLimit else {
      throw LimitSettingError(
        description:
          "\(name) must be a number of seconds more than 0 and at most \(Int(longestLimit)) (an hour),"
          + " such as 10 or 0.5, not \(text.echoed()).")
    }
    return value
  }

  /// The megabytes `UNWRAP_RUN_MEMORY` sets; nil when it is unset or empty.
  static func megabytes(in environment: [String: String]) throws(LimitSettingError) -> UInt64? {
    guard let text = environment[memoryVariable], !text.trimmed().isEmpty else { return nil }
    guard let value = UInt64(text.trimmed()), memoryMegabytes.contains(value) else {
      throw LimitSettingError(
        description:
          "\(memoryVariable) must be a whole number of megabytes from \(memoryMegabytes.lowerBound)"
          + " to \(memoryMegabytes.upperBound), such as 2048, not \(text.echoed()).")
    }
    return value
  }

  /// This toolchain with the limits `environment` sets. A value `checkLimits` refuses is passed over
  /// here, keeping the default: the app has refused it before any toolchain is found.
  public func withLimits(from environment: [String: String]) -> SwiftToolchain {
    var copy = self
    func set(_ name: String, _ limit: WritableKeyPath<SwiftToolchain, Double>) {
      if let seconds = try? Self.seconds(name, in: environment) { copy[keyPath: limit] = seconds }
    }
    set("UNWRAP_COMPILE_TIMEOUT", \.compileTimeout)
    set("UNWRAP_RUN_TIMEOUT", \.runTimeout)
    set("UNWRAP_PACKAGE_TIMEOUT", \.packageTimeout)
    if let megabytes = try? Self.megabytes(in: environment) {
      copy.runMemoryLimit = megabytes << 20
    }
    return copy
  }
}
