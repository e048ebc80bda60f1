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

/// Greedy word wrapping to a width, measuring only visible characters: every line of text in the
/// terminal goes through it, so nothing relies on the terminal's own wrapping, which cuts words.
///
/// Lines break between words, never inside one, unless a single word is wider than a whole line:
/// only then is it cut at the width. A lone separator (`·`, `›`, `—`) stays at the end of a line
/// with the word before it rather than starting the next. Text may already hold styling escapes
/// (they take no width); a style still open where a line breaks is closed at the end of that line
/// and opened again after the next line's indent, so an indent is never underlined or coloured.
public struct TextWrapper {
  public var width: Int

  public init(width: Int) { self.width = width }

  /// One unbreakable piece of a line, as it is written and as it shows.
  struct Word {
    var styled: String
    var visible: String
  }

  /// Wraps runs into lines, each prefixed by `indent` (the first line by `firstIndent` when given).
  public func wrap(_ runs: [StyledRun], indent: String = "", firstIndent: String? = nil) -> String {
    lines(runs, indent: indent, firstIndent: firstIndent).joinedText(separator: "\n")
  }

  /// Wraps text, which may already be styled.
  public func wrap(_ text: String, indent: String = "", firstIndent: String? = nil) -> String {
    wrap([StyledRun(text: text, style: { $0 })], indent: indent, firstIndent: firstIndent)
  }

  /// The wrapped lines of text, which may already be styled.
  public func lines(_ text: String, indent: String = "", firstIndent: String? = nil) -> [String] {
    lines([StyledRun(text: text, style: { $0 })], indent: indent, firstIndent: firstIndent)
  }

  /// The wrapped lines of runs, each prefixed by `indent` (the first by `firstIndent` when given).
  public func lines(_ runs: [StyledRun], indent: String = "", firstIndent: String? = nil)
    -> [String]
  {
    layout(
      words(runs, room: width - Style.visibleWidth(indent)), indent: indent, first: firstIndent)
  }

  /// Items joined by ` · `, each kept whole on one line when it fits (`review 3400`, `r reset`).
  public static func items(_ items: [String], style: @escaping (String) -> String = { $0 })
    -> [StyledRun]
  {
    items.enumerated().flatMap { index, item in
      (index > 0 ? [StyledRun(text: " · ", style: style)] : [])
        + [StyledRun(text: item, style: style, keepTogether: true)]
    }
  }

  /// Text that names several things a learner copies (a path and a command), each (its last
  /// occurrence) kept whole on one line when it fits.
  public static func keeping(_ pieces: [String], in text: String) -> [StyledRun] {
    var runs = [StyledRun(text: text, style: { $0 })]
    for piece in pieces where !piece.isEmpty {
      guard
        let index = runs.lastIndex(where: {
          !$0.keepTogether && $0.text.lastOccurrence(of: piece) != nil
        })
      else { continue }
      runs.replaceSubrange(index...index, with: keeping(piece, in: runs[index].text))
    }
    return runs
  }

  /// Text that names a command a learner copies (its last `command`), the command kept whole on one
  /// line when it fits: `today's is waiting:` / `unwrap challenge`, never `unwrap` / `challenge`.
  public static func keeping(_ command: String, in text: String) -> [StyledRun] {
    guard let range = text.lastOccurrence(of: command) else {
      return [StyledRun(text: text, style: { $0 })]
    }
    return [
      StyledRun(text: String(text[..<range.lowerBound]), style: { $0 }),
      StyledRun(text: command, style: { $0 }, keepTogether: true),
      StyledRun(text: String(text[range.upperBound...]), style: { $0 }),
    ]
  }

  /// A term with its description beside it at `column` when that leaves the description
  /// `minimumRoom` columns, else on the lines below the term, four columns further in.
  public func definition(
    _ term: String, _ description: String, indent: Int, column: Int, minimumRoom: Int = 24
  ) -> [String] {
    let margin = String(repeating: " ", count: indent)
    let termWidth = Style.visibleWidth(term)
    if width - column >= minimumRoom, indent + termWidth + 2 <= column {
      let first = margin + term + String(repeating: " ", count: column - indent - termWidth)
      return lines(
        description, indent: String(repeating: " ", count: column), firstIndent: first)
    }
    let below = String(repeating: " ", count: indent + 4)
    return lines(term, indent: margin + "  ", firstIndent: margin)
      + lines(description, indent: below, firstIndent: below)
  }

  /// The runs as words: split at spaces (a code span kept whole when it fits in `room`), with a lone
  /// separator joined to the word before it.
  private func words(_ runs: [StyledRun], room: Int) -> [Word] {
    var words: [Word] = []
    var pendingSpace = false
    for run in runs {
      let pieces: [Substring] =
        run.keepTogether && Style.visibleWidth(run.text) <= room
        ? [Substring(run.text)] : run.text.split(separator: " ", omittingEmptySubsequences: false)
      for (index, piece) in pieces.enumerated() {
        if index > 0 { pendingSpace = true }
        if piece.isEmpty { continue }
        let text = String(piece)
        let visible = Self.visibleText(text)
        if let last = words.last, !pendingSpace || visible.isEmpty {
          // Glued to the word before: no space between, or nothing that shows (a closing escape).
          words[words.count - 1].styled += run.style(text)
          words[words.count - 1].visible = last.visible + visible
        } else if let last = words.last, Self.separators.contains(visible) {
          words[words.count - 1].styled += " " + run.style(text)
          words[words.count - 1].visible = last.visible + " " + visible
        } else {
          words.append(Word(styled: run.style(text), visible: visible))
        }
        pendingSpace = false
      }
      if run.text.hasSuffix(" ") { pendingSpace = true }
    }
    return words
  }

  /// Marks that read as part of the phrase before them, never as the start of a line.
  static let separators: Set<String> = ["·", "›", "—", "–"]

  private func layout(_ words: [Word], indent: String, first: String?) -> [String] {
    var lines: [String] = []
    let indentWidth = Style.visibleWidth(indent)
    var line = first ?? indent
    // The first indent may be styled (a list's mark and id): measure only what shows.
    var lineWidth = Style.visibleWidth(line)
    var lineHasWords = false
    // The styles in force at the end of `line`, to close at a break and open on the next line.
    var open = ""
    func breakLine() {
      lines.append(open.isEmpty ? line : line + Style.reset)
      line = indent + open
      lineWidth = indentWidth
      lineHasWords = false
    }
    for word in words {
      let wordWidth = CharacterWidth.columns(of: word.visible)
      if wordWidth == 0 {
        line += word.styled
        open = Self.openStyles(after: word.styled, open)
        continue
      }
      let needed = (lineHasWords ? 1 : 0) + wordWidth
      if lineWidth + needed > width {
        // A word that fits on a fresh line goes there; after a wide first indent, so does one
        // that would fit there.
        let fitsBelow = indentWidth + wordWidth <= width
        if lineHasWords || (lines.isEmpty && lineWidth > indentWidth && fitsBelow) { breakLine() }
      }
      if lineHasWords {
        line += " "
        lineWidth += 1
      }
      if lineWidth + wordWidth <= width {
        line += word.styled
        lineWidth += wordWidth
        open = Self.openStyles(after: word.styled, open)
      } else {
        // Wider than a line: cut at the width, the only place a word is ever broken.
        let pieces = Self.cut(
          word.styled, first: max(1, width - lineWidth), rest: max(1, width - indentWidth))
        for (index, piece) in pieces.enumerated() {
          if index > 0 { breakLine() }
          line += piece.text
          lineWidth += piece.width
          open = Self.openStyles(after: piece.text, open)
          lineHasWords = true
        }
      }
      lineHasWords = true
    }
    lines.append(line)
    return lines
  }

  /// Styled text cut into pieces `first` visible characters wide, then `rest`; escapes go with the
  /// character after them.
  static func cut(_ styled: String, first: Int, rest: Int) -> [(text: String, width: Int)] {
    var pieces: [(text: String, width: Int)] = []
    var current = ""
    var currentWidth = 0
    var limit = first
    var escapes = ""
    var inEscape = false
    for character in styled {
      if inEscape || character == "\u{1B}" {
        escapes.append(character)
        inEscape = character == "\u{1B}" || !character.isLetter
        continue
      }
      let characterWidth = CharacterWidth.columns(of: character)
      if currentWidth + characterWidth > limit, currentWidth > 0 {
        pieces.append((current, currentWidth))
        current = ""
        currentWidth = 0
        limit = rest
      }
      current += escapes
      escapes = ""
      current.append(character)
      currentWidth += characterWidth
    }
    pieces.append((current + escapes, currentWidth))
    return pieces
  }

  /// Text without its escape sequences: what the terminal shows.
  public static func visibleText(_ text: String) -> String {
    guard text.utf8.contains(0x1B) else { return text }
    var result = ""
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The styles (`ESC[…m`) still in force after `text`, given those in force before it.
  static func openStyles(after text: String, _ before: String) -> String {
    guard text.utf8.contains(0x1B) else { return before }
    var open = before
    var sequence = ""
    for character in text {
      if sequence.isEmpty {
        if character == "\u{1B}" { sequence = "\u{1B}" }
        continue
      }
      sequence.append(character)
      guard character.isLetter else { continue }
      if character == "m" {
        open = sequence == "\u{1B}[m" || sequence == Style.reset ? "" : open + sequence
      }
      sequence = ""
    }
    return open
  }
}
