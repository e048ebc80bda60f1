/// The content compiled into the binary by the EmbedContent plugin: every lesson, review, bank and the
/// glossary, keyed by their path inside `Content/` (`Sections/variables/lesson.html`). No file is read
/// at run time, and the module needs nothing from Foundation.
public enum UnwrapContent {
  /// The text of one content file, or nil when there is no such file. A binary search of the sorted
  /// paths: nothing is hashed or built at start-up.
  public static func file(_ path: String) -> String? {
    var low = 0
    var high = embeddedPaths.count
    while low < high {
      let middle = (low + high) / 2
      if embeddedPaths[middle] < path {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < embeddedPaths.count && embeddedPaths[low] == path ? embeddedTexts[low] : nil
  }

  /// Every embedded file's path, sorted.
  public static var paths: [String] { embeddedPaths }

  /// Where each question of a bank (`Practice/TapToCode.json`) sits in its text, in file order; nil
  /// for a file that is not a `{ "questions": [ … ] }` bank. A command decodes only what it shows.
  public static func bankItems(_ path: String) -> [BankItemLocation]? {
    embeddedBankItems[path]
  }

  /// The ids of a bank's questions sorted (by `<`, at build time), as the daily challenge draws
  /// them; nil for a file that is not a bank. Sorting them at each start took longer than the rest
  /// of drawing the day's ten.
  public static func bankItemIDsSorted(_ path: String) -> [String]? {
    embeddedBankItemIDsSorted[path]
  }

  /// The chapters of `Chapters.json`, written as Swift values at build time, so start-up decodes
  /// no JSON to know the syllabus.
  public static var chapters: [ChapterOutline] { embeddedChapters }

  /// The terms of `Glossary.json`, written as Swift values at build time.
  public static var glossaryTerms: [GlossaryTermOutline] { embeddedGlossaryTerms }

  /// How many right and wrong statements a section's review holds, known without decoding it.
  public static func reviewStatementCount(_ slug: String) -> ReviewStatementCount? {
    embeddedReviewStatementCounts[slug]
  }

  /// Each exercise's name, section, title and order, from its `exercise.json`, written at build
  /// time so listing exercises (the home screen, badges) decodes no JSON.
  public static var exercises: [ExerciseOutline] { embeddedExercises }

  /// The `Content` folder of the checkout this binary was built from. Tests and authoring tools use it
  /// to compare or copy the source files; the program itself never reads it.
  public static let checkoutPath: String = {
    let file = "\(#filePath)"
    return String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)])
  }()
}

/// One question of an embedded bank: its id, the section that unlocks it, and the bytes of its JSON
/// object inside the bank's text.
public struct BankItemLocation: Equatable, Sendable {
  public var id: String
  public var section: String
  /// The other sections the item needs read before it is offered.
  public var needs: [String]
  public var utf8Offsets: Range<Int>
}

/// One chapter of `Chapters.json` as the embedder read it: name, slug, and each section's slug and
/// title in teaching order.
public struct ChapterOutline: Sendable {
  public var name: String
  public var slug: String
  public var sections: [(slug: String, title: String)]
}

/// One term of `Glossary.json` as the embedder read it.
public struct GlossaryTermOutline: Sendable {
  public var term: String
  public var definition: String
  public var section: String?
  public var aliases: [String]?
}

/// How many statements a review's `correct` and `wrong` lists hold.
public struct ReviewStatementCount: Equatable, Sendable {
  public var correct: Int
  public var wrong: Int
}

/// One exercise of `Exercises/<name>/exercise.json` as the embedder read it.
public struct ExerciseOutline: Equatable, Sendable {
  public var name: String
  public var section: String
  public var title: String
  public var order: Int

  public init(name: String, section: String, title: String, order: Int) {
    self.name = name
    self.section = section
    self.title = title
    self.order = order
  }
}
