/// A word a learner pastes into a shell, quoted only when it has to be, as git's and cargo's hints
/// quote: `cd my ws` would be two words, `cd 'my ws'` is one.
extension String {
  /// Unchanged when every character is a letter, a digit or one of `-_./,:+@` (no shell reads those
  /// specially); otherwise in single quotes, a single quote inside written `'\''`.
  public var shellQuoted: String {
    let plain = !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || "-_./,:+@".contains($0) }
    return plain ? self : "'" + replacingEvery("'", with: #"'\''"#) + "'"
  }
}

extension URL {
  /// How a command typed in `here` names this folder: `.` for `here` itself, a relative path for a
  /// folder inside it, the absolute path otherwise; shell-quoted.
  public func shellArgument(from here: URL) -> String {
    let path = standardizedFileURL.path
    let base = here.standardizedFileURL.path
    if path == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path).shellQuoted
  }
}
