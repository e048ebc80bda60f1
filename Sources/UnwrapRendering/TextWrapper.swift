/// A piece of prose with one style, ready to be wrapped.
public struct StyledRun {
  public var text: String
  public var style: (String) -> String
  /// Code spans are kept on one line when they fit.
  public var keepTogether: Bool = false

  public init(text: String, style: @escaping (String) -> String, keepTogether: Bool = false) {
    self.text = text
    self.style = style
    self.keepTogether = keepTogether
  }
}

/// Greedy word wrapping of styled runs to a width, measuring only visible characters.
public struct TextWrapper {
  public var width: Int

  public init(width: Int) { self.width = width }

  /// Wraps runs into lines, each prefixed by `indent` (the first line by `firstIndent` when given).
  public func wrap(_ runs: [StyledRun], indent: String = "", firstIndent: String? = nil) -> String {
    var words: [(visible: String, styled: String, spaceBefore: Bool)] = []
    var pendingSpace = false
    for run in runs {
      let pieces: [Substring] =
        run.keepTogether && run.text.count <= width - indent.count
        ? [Substring(run.text)] : run.text.split(separator: " ", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { pendingSpace = true }
        if piece.isEmpty { continue }
        if let last = words.last, !pendingSpace {
          words[words.count - 1] = (
            last.visible + piece, last.styled + run.style(String(piece)), last.spaceBefore
          )
        } else {
          words.append((String(piece), run.style(String(piece)), pendingSpace))
        }
        pendingSpace = false
      }
      if run.text.hasSuffix(" ") { pendingSpace = true }
    }
    var lines: [String] = []
    var line = firstIndent ?? indent
    // The first indent may be styled (a list's mark and id): measure only what shows.
    var lineWidth = Style.visibleWidth(line)
    var lineHasWords = false
    for word in words {
      let needed = (lineHasWords ? 1 : 0) + word.visible.count
      if lineHasWords, lineWidth + needed > width {
        lines.append(line)
        line = indent
        lineWidth = indent.count
        lineHasWords = false
      }
      if lineHasWords {
        line += " "
        lineWidth += 1
      }
      line += word.styled
      lineWidth += word.visible.count
      lineHasWords = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Wraps plain text.
  public func wrap(_ text: String, indent: String = "", firstIndent: String? = nil) -> String {
    wrap([StyledRun(text: text, style: { $0 })], indent: indent, firstIndent: firstIndent)
  }
}
