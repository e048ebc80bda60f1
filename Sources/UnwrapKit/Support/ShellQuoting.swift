import ContentSyntax

/// A path a learner pastes into a shell, quoted only when it has to be, as git's and cargo's hints
/// quote: `cd my ws` would be two words, `cd 'my ws'` is one.
extension String {
  /// Unchanged when every character is a letter, a digit or one of `-_./,:+@` (no shell reads those
  /// specially); otherwise in single quotes, a single quote inside written `'\''`. A path that
  /// starts with `-` is written from the current folder, `./-dash`, as `cd -dash` (and `unwrap
  /// exercises init -dash`) would read it as options; only a relative path can start so. A path
  /// with a control character is written `$'…'` instead, the character as the octal escapes of its
  /// bytes (`$'esc\033[31m'`), as GNU `ls` and bash's `printf %q` show such names: the shell reads
  /// it as the same bytes (bash, zsh, ksh and POSIX.1-2024 sh; not fish), and the terminal is never
  /// sent the character itself (`ControlCharacters`).
  public var shellQuotedPath: String {
    if hasPrefix("-") { return ("./" + self).shellQuotedPath }
    if unicodeScalars.contains(where: { ControlCharacters.isControl($0.value) }) {
      return dollarQuoted
    }
    let plain = !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || "-_./,:+@".contains($0) }
    return plain ? self : "'" + replacingEvery("'", with: #"'\''"#) + "'"
  }

  /// `$'…'`: a backslash and a single quote escaped with a backslash, each control character as
  /// its UTF-8 bytes in three octal digits (three, so a digit after one is never read into it).
  private var dollarQuoted: String {
    var result = "$'"
    for scalar in unicodeScalars {
      if scalar == "\\" || scalar == "'" {
        result += "\\" + String(scalar)
      } else if ControlCharacters.isControl(scalar.value) {
        for byte in String(scalar).utf8 {
          let digits = String(byte, radix: 8)
          result += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
        }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
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
    return (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path).shellQuotedPath
  }
}
