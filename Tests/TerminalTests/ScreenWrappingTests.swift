import Foundation
import Testing

@testable import UnwrapKit
@testable import UnwrapRendering
@testable import unwrap

/// The screens the audit found wider than the terminal, at 40 and 80 columns: no line wider than
/// the width, no word broken, keys and names kept whole.
@Suite struct ScreenWrappingTests {
  static var plain: Style { Style(enabled: false) }

  /// Every line fits, and every word of `texts` appears whole somewhere.
  static func expectWrapped(
    _ lines: [String], width: Int, keeping texts: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for line in lines {
      #expect(
        Style.visibleWidth(line) <= width, "\(line.count) columns at \(width): \(line)",
        sourceLocation: sourceLocation)
    }
    let words = texts.flatMap { $0.split(separator: " ").map(String.init) }
    #expect(
      ListWrappingTests.missingWords(words, in: lines.map(TextWrapper.visibleText)) == [],
      "width \(width)", sourceLocation: sourceLocation)
  }

  static func status(firstRun: Bool) throws -> StatusSnapshot {
    let json = """
      {"totalPoints": 123456, "points": {"learning": 12000, "review": 34000, "practice": 56000,
       "challenges": 7800, "exercises": 13656},
       "rank": {"number": 7, "name": "Protocol Professional", "nextName": "Generic Genius",
                "pointsToNext": 4321, "progressToNext": 0.4},
       "currentStreak": 12, "bestStreak": 40, "badgesEarned": 12, "badgesTotal": 40,
       "sectionsRead": 70, "sectionsReviewed": 65, "sectionsTotal": 100, "reviewsDue": 24,
       "challengeTakenToday": false, "challengeToContinueToday": false, "challengeOpenElsewhere": false, "isFirstRun": \(firstRun),
       "exercisesDone": 30,
       "exercisesTotal": 109, "exercisesOpen": 5, "exercisesCommand": "unwrap exercises",
       "next": {"kind": "learn", "command": "unwrap learn structs-and-protocols-together",
                "title": "Structs and protocols together"}}
      """
    return try JSONDecoder().decode(StatusSnapshot.self, from: Data(json.utf8))
  }

  @Test(arguments: [40, 80])
  func theHomeScreenAndTheWelcomeFit(width: Int) throws {
    let home = HomeView(style: Self.plain, width: width).render(try Self.status(firstRun: false))
    Self.expectWrapped(
      home, width: width,
      keeping: ["learning 12000 · lesson reviews 34000 · exercises 13656", "Structs and protocols"])
    // Continued rows stay in the column after the labels.
    let points = try #require(home.firstIndex { $0.hasPrefix("Points") })
    if width == 40 { #expect(home[points + 1].hasPrefix(String(repeating: " ", count: 11))) }
    for source in ["learning 12000", "lesson reviews 34000", "practice 56000", "exercises 13656"] {
      #expect(home.contains { $0.contains(source) }, "\(source) at \(width)")
    }
    let welcome = HomeView(style: Self.plain, width: width).render(try Self.status(firstRun: true))
    Self.expectWrapped(
      welcome, width: width,
      keeping: [
        "Each lesson takes a few minutes and ends with a short review. Practice activities and a daily",
        "unwrap review go over what you have answered, spaced out over days",
      ])
  }

  static let status = ExerciseStatus(
    number: 2, name: "town-sign", title: "Town sign", section: "strings-and-integers",
    done: true, locked: false)

  @Test(arguments: [40, 80])
  func theWatchScreenWrapsItsProseAndKeepsEachKeyWhole(width: Int) {
    let hint =
      "Hint: Text sits between double quotes and a whole number is written as bare digits."
    let reset =
      "Reset exercises/002-town-sign.swift to its starting code? Your file is kept in exercises/.backup. (y/n)"
    let screen = ExerciseViews.Screen(
      status: Self.status, file: "exercises/002-town-sign.swift", done: 1, total: 109,
      sectionTitle: "Strings and integers",
      report: [
        "exercises/002-town-sign.swift:3: error: cannot convert value of type 'Int' to specified type 'String'",
        "  let sign: String = 1_200",
      ], passed: true, message: [hint, reset])
    let lines = ExerciseViews(style: Self.plain, width: width).screen(screen, watching: true)
    Self.expectWrapped(lines, width: width, keeping: [hint, reset, "'String'"])
    // Code is shown as it is, and each key stays with its name.
    #expect(lines.contains("  let sign: String = 1_200"))
    for key in ["h hint", "s solution", "n next", "l list", "r reset", "q quit"] {
      #expect(lines.contains { $0.contains(key) }, "\(key) at \(width)")
    }
  }

  /// A name or a section that fits a line is never cut, in a list of 109 as the real one is; one
  /// wider than a line is cut only at the terminal's edge.
  @Test(arguments: [20, 30, 40, 80])
  func theExerciseListNeverCutsAName(width: Int) {
    let names = [
      "now-playing", "welcome-board", "copy-on-write-notebook", "a-name-of-twenty-six-chars",
      "a-rather-long-exercise-name-indeed",
    ]
    let sections = [
      "strings-and-integers", "automatic-reference-counting",
      "closure-parameters-that-return-values",
    ]
    let statuses = (0..<109).map { index in
      ExerciseStatus(
        number: index + 1, name: names[index % names.count], title: "",
        section: sections[index % sections.count], done: index == 0, locked: index >= 2)
    }
    let lines = ExerciseViews(style: Self.plain, width: width).list(
      statuses, currentName: "welcome-board")
    Self.expectWrapped(
      lines, width: width,
      keeping: (names + sections + ["locked", "to do", "done"]).filter { $0.count <= width })
  }

  /// A prompt too wide for the terminal breaks before its keys, which stay together.
  @Test(arguments: [40, 80])
  func promptsWrapBeforeTheirKeys(width: Int) {
    let console = ScriptedConsole(input: "t\n")
    _ = console.readAnswer(
      "True or false?", keys: "t/f, h hint, s skip, q quit", style: Self.plain, width: width)
    let lines = console.output.split(separator: "\n").map(String.init)
    Self.expectWrapped(lines, width: width, keeping: ["True or false?"])
    #expect(
      lines
        == (width < 48
          ? ["True or false?", "[t/f, h hint, s skip, q quit] › t"]
          : ["True or false? [t/f, h hint, s skip, q quit] › t"]))
  }

  /// A lesson's first line names its chapter, and a long chapter name wraps like prose.
  @Test(arguments: [40, 80])
  func aLessonsChapterLineWraps(width: Int) throws {
    let console = ScriptedConsole(input: "")
    let ui = TerminalLearnUI(console: console, style: Self.plain, width: width)
    ui.show(.lesson(try ContentLibrary.builtIn().section("if-case-and-for-case")))
    let lines = console.output.split(separator: "\n").map(String.init)
    let heading = try #require(lines.firstIndex(of: "if case and for case"))
    Self.expectWrapped(
      Array(lines[..<heading]), width: width, keeping: ["Collections and functional style"])
  }

  /// The `Review 1/8` heading is part of the first line before the question wraps.
  @Test(arguments: [40, 80])
  func theLearnReviewHeadingWrapsWithItsQuestion(width: Int) {
    let console = ScriptedConsole(input: "t\n")
    let ui = TerminalLearnUI(console: console, style: Self.plain, width: width)
    let question = "Is this statement about variables true or false?"
    _ = ui.ask(
      .trueOrFalse(
        TrueOrFalseQuestion(
          number: 1, total: 8, question: question,
          statement: ReviewStatement(
            text: "You must write `var` every time you change a variable's value.", reason: "."))))
    let lines = console.output.split(separator: "\n").map(String.init)
    Self.expectWrapped(lines, width: width, keeping: ["Review 1/8", question])
    #expect(lines[0].hasPrefix("Review 1/8 Is this statement"))
  }
}
