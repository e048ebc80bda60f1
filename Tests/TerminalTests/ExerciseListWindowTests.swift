import Testing
import UnwrapKit
import UnwrapRendering

/// The watch screen's `l` list fits the rows it is given: the exercises around the current one and a
/// line saying how to see them all, so the screen's heading is never pushed off the terminal.
@Suite struct ExerciseListWindowTests {
  static let footer = "unwrap exercises list shows every one."

  /// 109 exercises, as many as ship, the first `done` of them done.
  static func statuses(done: Int, count: Int = 109, longNames: Bool = false) -> [ExerciseStatus] {
    (1...count).map { number in
      let name = longNames ? "a-rather-long-exercise-name-\(number)" : "exercise-\(number)"
      return ExerciseStatus(
        number: number, name: name, title: name, section: "variables", done: number <= done,
        locked: number > done + 1)
    }
  }

  static func list(done: Int, current: Int, rows: Int, width: Int = 80) -> [String] {
    let statuses = statuses(done: done, longNames: width < 60)
    return ExerciseViews(style: Style(enabled: false), width: width).list(
      statuses, currentName: statuses[current - 1].name, rows: rows)
  }

  @Test(arguments: [(1, 20), (40, 20), (109, 20), (1, 8), (60, 8), (109, 4)])
  func aWindowAroundTheCurrentExerciseFitsTheRows(current: Int, rows: Int) {
    for width in [40, 80] {
      let lines = Self.list(done: current - 1, current: current, rows: rows, width: width)
      #expect(lines.count <= rows, "\(lines.count) lines for \(rows) rows at width \(width)")
      #expect(
        lines.contains { $0.hasPrefix("›") && $0.contains("-\(current)") },
        "exercise \(current) is not shown: \(lines)")
      #expect(lines.joined(separator: " ").contains(Self.footer), "\(lines)")
    }
  }

  @Test func theWindowSaysWhichExercisesItShowsAndUsesEveryRow() {
    // Most of the room goes to what comes next.
    let early = Self.list(done: 39, current: 40, rows: 20)
    #expect(early.count == 20)
    #expect(early.first?.contains("exercise-36 ") == true, "\(early)")
    #expect(early.last == "Exercises 36–54 of 109: \(Self.footer)")
    // At the end of the list, the rows go to the exercises before.
    let last = Self.list(done: 108, current: 109, rows: 20)
    #expect(last.count == 20)
    #expect(last.last == "Exercises 91–109 of 109: \(Self.footer)")
  }

  @Test func aListThatFitsIsShownWhole() {
    let statuses = Self.statuses(done: 2, count: 12)
    let views = ExerciseViews(style: Style(enabled: false), width: 80)
    #expect(
      views.list(statuses, currentName: "exercise-3", rows: 12)
        == views.list(statuses, currentName: "exercise-3"))
  }

  /// The list is drawn as it is: its columns keep their padding, the current row's too.
  @Test func theWatchScreenShowsTheListsColumnsAsTheyAre() {
    let statuses = Self.statuses(done: 0, count: 3)
    let views = ExerciseViews(style: Style(enabled: false), width: 80)
    let list = views.list(statuses, currentName: "exercise-1", rows: 10)
    let screen = ExerciseViews.Screen(
      status: statuses[0], file: "exercises/1-exercise-1.swift", done: 0, total: 3,
      sectionTitle: "Variables", report: ["…"], passed: false, list: list)
    let lines = views.screen(screen, watching: true)
    #expect(lines.contains("›● 1 exercise-1  to do · variables"), "\(lines)")
  }

  /// Rows too few for the current exercise and the footer: the current exercise alone, then
  /// nothing, never more lines than the rows.
  @Test(arguments: [0, 1, 2, 3])
  func tooFewRowsShowFewerLines(rows: Int) {
    for width in [20, 40, 80] {
      let lines = Self.list(done: 10, current: 11, rows: rows, width: width)
      #expect(lines.count <= rows, "\(lines) for \(rows) rows at \(width)")
    }
    #expect(Self.list(done: 10, current: 11, rows: 1).first?.hasPrefix("›") == true)
  }
}
