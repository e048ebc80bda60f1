/// A number of seconds as a message says it. A limit may be fractional (`UNWRAP_RUN_TIMEOUT=0.5`):
/// cut to a whole number it would read "more than 0 seconds", so a fraction is said as it was set,
/// and a whole number without a decimal point (`5 seconds`, never `5.0 seconds`).
public enum SecondsText {
  /// `5`, `0.5`, `2.25`.
  public static func number(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
  }

  /// `1 second`, `0.5 seconds`, `10 seconds`.
  public static func words(_ seconds: Double) -> String {
    let number = number(seconds)
    return number + (number == "1" ? " second" : " seconds")
  }
}
