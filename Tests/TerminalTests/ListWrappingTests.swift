import Testing
import UnwrapKit

@testable import UnwrapRendering
@testable import unwrap

/// The learn and practice lists at every width a terminal may have: no line wider than the
/// terminal (which would break a word where the terminal wraps), no word split, no slug cut.
@Suite struct ListWrappingTests {
  static let library = try? ContentLibrary.builtIn()

  /// Every word of `expected` appears whole, as a word, somewhere in `lines`.
  static func missingWords(_ expected: [String], in lines: [String]) -> [String] {
    let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    return expected.filter { !words.contains($0) }
  }

  @Test(arguments: 40...120)
  func theLearnListWrapsOnWordsAndKeepsEverySlug(width: Int) throws {
    let library = try #require(Self.library)
    let lines = LearnListView(style: Style(enabled: false), width: width)
      .render(library: library, progress: LearnerProgress())
    for line in lines {
      #expect(line.count <= width, "\(line.count) columns at width \(width): \(line)")
    }
    #expect(Self.missingWords(library.syllabus.allSections, in: lines) == [])
    let titleWords = library.sectionTitles().values.flatMap { $0.split(separator: " ") }
      .map(String.init)
    #expect(Self.missingWords(titleWords, in: lines) == [], "width \(width)")
  }

  @Test(arguments: [40, 41, 50, 57, 64, 80, 100, 120])
  func thePracticeListWrapsOnWords(width: Int) throws {
    let library = try #require(Self.library)
    let catalog = try PracticeCatalog(library: library)
    // One activity open, one waiting for lessons read out of order, the rest locked.
    var progress = LearnerProgress()
    for info in PracticeCatalog.infos.prefix(2) {
      _ = progress.markRead(info.unlockSection, on: Day("2026-04-01")!)
    }
    let lines = PracticeListView(style: Style(enabled: false), width: width)
      .render(
        infos: PracticeCatalog.infos, progress: progress, titles: library.sectionTitles(),
        waiting: [PracticeCatalog.infos[1].id],
        next: library.syllabus.allSections.first { !progress.hasRead($0) })
    for line in lines {
      #expect(line.count <= width, "\(line.count) columns at width \(width): \(line)")
    }
    let summaryWords = catalog.activities.flatMap { $0.info.summary.split(separator: " ") }
      .map(String.init)
    #expect(Self.missingWords(summaryWords + catalog.activities.map(\.info.id), in: lines) == [])
  }

  /// The glossary's list keeps each term whole on one line: `strong reference` at the end of one
  /// line and `cycle` at the start of the next read as two terms.
  @Test(arguments: [40, 80])
  func theGlossaryListKeepsEveryTermWhole(width: Int) throws {
    let library = try #require(Self.library)
    let glossary = try library.glossary()
    // As the console prints them: a line may hold line breaks of its own.
    let lines = GlossaryView(style: Style(enabled: false), width: width, titles: [:])
      .list(glossary).flatMap { $0.split(separator: "\n").map(String.init) }
    for line in lines {
      #expect(line.count <= width, "\(line.count) columns at width \(width): \(line)")
    }
    // The lines of terms are those indented under a letter; each holds whole terms between `·`.
    let listed = lines.filter { $0.hasPrefix("  ") }
      .flatMap { $0.split(separator: "·") }
      .map { String($0).trimmed() }
      .filter { !$0.isEmpty }
    #expect(listed.sorted() == glossary.terms.map(\.term).sorted(), "width \(width)")
  }

  /// Only a title the wrapper would leave as it is skips it: printable ASCII, single spaces, none
  /// at either end.
  @Test func theLongestWordIsMeasuredInColumns() {
    #expect(LearnListView.longestWord("") == 0)
    #expect(LearnListView.longestWord("Strings and integers") == 8)
    #expect(LearnListView.longestWord("  two  spaces ") == 6)
    #expect(LearnListView.longestWord("Café au lait") == 4)
  }

  @Test func onlyPlainTitlesSkipTheWrapper() {
    for plain in ["Variables", "Strings and integers", "if, else, and switch"] {
      #expect(LearnListView.isPlainLine(plain), "\(plain)")
    }
    for other in ["", " leading", "trailing ", "two  spaces", "tab\there", "café", "line\nbreak"] {
      #expect(!LearnListView.isPlainLine(other), "\(other)")
    }
  }

  @Test func styledListsMeasureOnlyWhatShows() throws {
    let library = try #require(Self.library)
    let lines = LearnListView(style: Style(enabled: true), width: 40)
      .render(library: library, progress: LearnerProgress())
    for line in lines {
      #expect(Style.visibleWidth(line) <= 40, "\(line)")
    }
  }
}
