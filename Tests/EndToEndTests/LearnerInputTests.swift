import Foundation
import Testing
import UnwrapKit

/// Whatever a learner types (or pipes, or fails to type) at any prompt, unwrap neither crashes nor
/// awards a point for something that is not an answer, and it exits with a documented code.
@Suite struct LearnerInputTests {
  /// One kind of prompt, reached through the binary, with the progress it needs first.
  struct Session: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// Sections read (and reviewed) beforehand, so practice activities are unlocked.
    var preparation: Preparation = .readEverything
    var environment: [String: String] = [:]

    enum Preparation: Sendable {
      case nothing
      case readEverything
      /// Sections reviewed before spaced review existed, so their cards fall due today.
      case reviewedBeforeCards
    }

    var testDescription: String { name }
  }

  /// Hostile input, each ending with the end of input.
  enum Input: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case randomGarbage, outOfRangeNumbers, oneMegabyteLine, invalidUTF8, immediateEnd

    var testDescription: String { rawValue }

    var bytes: Data {
      switch self {
      case .randomGarbage:
        var random = SeededGenerator(seed: 31)
        let alphabet = Array("qwzxjkv#@%^&*(){}[]<>~|;:'\",.?/\\ 0123456789QWZXJKV")
        let lines = (0..<40).map { _ in
          String(
            (0..<Int.random(in: 6...40, using: &random)).map { _ in
              alphabet.randomElement(using: &random)!
            })
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
      case .outOfRangeNumbers:
        let lines = [
          "0", "-1", "99", "4294967296", "99999999999999999999999", "1 2 3 99", "-0", "1e9",
        ]
        return Data(
          (Array(repeating: lines, count: 5).flatMap { $0 }.joined(separator: "\n") + "\n").utf8)
      case .oneMegabyteLine:
        return Data(String(repeating: "x", count: 1 << 20).utf8) + Data("\n".utf8)
      case .invalidUTF8:
        let junk: [UInt8] = [
          0xFF, 0xFE, 0xC3, 0x28, 0xA0, 0xA1, 0xE2, 0x28, 0xA1, 0xF0, 0x28, 0x8C, 0xBC,
        ]
        return Data(Array(repeating: junk + [0x0A], count: 20).flatMap { $0 })
      case .immediateEnd:
        return Data()
      }
    }
  }

  static let sessions: [Session] = [
    Session(
      name: "learn, single review", arguments: ["learn", "variables"], preparation: .nothing),
    Session(
      name: "learn, multiple review", arguments: ["learn", "arrays-sets-and-tuples"],
      preparation: .nothing),
    Session(name: "practice review", arguments: ["practice", "review"]),
    Session(name: "practice predict-the-output", arguments: ["practice", "predict-the-output"]),
    Session(name: "practice tap-to-code", arguments: ["practice", "tap-to-code"]),
    Session(name: "practice rearrange-the-lines", arguments: ["practice", "rearrange-the-lines"]),
    Session(name: "practice free-coding", arguments: ["practice", "free-coding"]),
    Session(
      name: "practice free-coding in an editor",
      arguments: ["practice", "free-coding", "--editor"],
      // An "editor" that always saves the same wrong answer, so every attempt asks again.
      environment: ["VISUAL": "", "EDITOR": "printf 'print(1)\\n' >>"]),
    Session(name: "practice spot-the-error", arguments: ["practice", "spot-the-error"]),
    Session(name: "practice type-checker", arguments: ["practice", "type-checker"]),
    Session(name: "daily challenge", arguments: ["challenge"]),
    Session(name: "spaced review", arguments: ["review"], preparation: .reviewedBeforeCards),
    Session(name: "reset confirmation", arguments: ["reset"]),
  ]

  @Test(arguments: sessions, Input.allCases)
  func hostileInputNeverCrashesNorEarnsPoints(session: Session, input: Input) throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let before = try Self.prepare(session.preparation, in: unwrap)
    // A short compile limit keeps a megabyte of garbage from holding the compiler for long.
    let result = try unwrap.run(
      session.arguments, bytes: input.bytes,
      environment: session.environment.merging(
        ["UNWRAP_COMPILE_TIMEOUT": "20", "UNWRAP_RUN_TIMEOUT": "2"]) { own, _ in own })

    #expect(!result.crashed, "\(session.name) died from a signal: \(result.error)")
    #expect(!result.error.contains("Fatal error"), "\(result.error)")
    // 0: the session ran to its end (every question answered wrongly or skipped); 4: input ended.
    #expect([0, 4].contains(result.status), "exit \(result.status): \(result.error)")

    let after = try unwrap.progress()
    var earned = after.points
    if session.preparation == .nothing {
      // Reading a lesson earns its reading points before any question is asked; nothing else may.
      #expect(earned.learning <= PointValues.reading)
      earned.learning = 0
    }
    #expect(
      earned.total == before.points.total,
      "\(session.name) awarded points for \(input.rawValue): \(before.points) → \(after.points)")
    #expect(
      after.sections.values.filter { $0.reviewed != nil }.count
        == before.sections.values.filter { $0.reviewed != nil }.count)
    if session.arguments == ["reset"] {
      #expect(after == before, "a reset was carried out without a yes")
    }
  }

  /// Writes the progress a session needs and returns it.
  static func prepare(_ preparation: Session.Preparation, in unwrap: UnwrapBinary) throws
    -> LearnerProgress
  {
    try FileManager.default.createDirectory(
      at: unwrap.dataDirectory, withIntermediateDirectories: true)
    let store = FileProgressStore(fileURL: unwrap.progressFile)
    let sections = ReliabilityTests.sections
    let day = Day("2026-03-01")!
    return try store.update { progress -> LearnerProgress in
      switch preparation {
      case .nothing:
        break
      case .readEverything:
        for slug in sections { _ = progress.markRead(slug, on: day) }
      case .reviewedBeforeCards:
        for slug in sections.prefix(3) {
          _ = progress.markRead(slug, on: day)
          _ = progress.markReviewed(slug, on: day)
        }
        progress.reviewCardsSeeded = false
      }
      return progress
    }
  }
}
