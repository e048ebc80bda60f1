/// A forced cast (`as!`) that fails. The Swift runtime reports it on standard error in its own
/// shape, with each type's module and metadata address, then aborts (signal 6):
///
///     Could not cast value of type 'Swift.String' (0x7f4c…) to 'Swift.Int' (0x7f4c…).
///     Could not cast value of type 'main.Cat' (0x55c4…) to 'main.Dog' (0x55c4…).
///     Could not cast value of type 'main.Box<Swift.Int>' (0x7f85…) to 'main.Shape' (0x7f85…).
///
/// The learner reads `Could not cast value of type String to Int`: the standard library's `Swift.`
/// and their own program's `main.` go, unless the two types would then read the same. A cast to an
/// array (`[Any]` to `[Int]`) names the element that failed. The abort comes from inside the C
/// library, which a backtrace cannot always get through (Debian 12's glibc has no frame pointers),
/// so when it names no line, the answer's only line with `as!` is named (`forcedCastLine`).
extension FreeCodingJudge {
  static let castFailure = "Could not cast value of type "

  /// The runtime's report of a failed cast, readable; nil for any other line.
  static func readableCastFailure(_ line: Substring) -> String? {
    guard
      let match = line.wholeMatch(
        of: /Could not cast value of type '(.+)' \(0x[0-9a-f]+\) to '(.+)' \(0x[0-9a-f]+\)\.?/)
    else { return nil }
    var (from, to) = (String(match.1), String(match.2))
    let shortFrom = withoutModules(from)
    let shortTo = withoutModules(to)
    if shortFrom != shortTo { (from, to) = (shortFrom, shortTo) }
    return castFailure + from + " to " + to
  }

  /// `name` without the `Swift.` and `main.` that qualify each type in it: `(Swift.Int) ->
  /// Swift.Int` is `(Int) -> Int`, `main.Outer.Inner` is `Outer.Inner`.
  static func withoutModules(_ name: String) -> String {
    name.replacing(/(^|[^A-Za-z0-9_.])(?:Swift|main)\./) { String($0.1) }
  }

  /// The line of the only `as!` in `source` (before any `//` on its line), nil when there is none
  /// or more than one: a failed cast happened there.
  static func forcedCastLine(in source: String) -> Int? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let casts = lines.indices.filter { index in
      let line = lines[index]
      let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
      return code.contains("as!")
    }
    guard casts.count == 1 else { return nil }
    return casts[0] + 1
  }
}
