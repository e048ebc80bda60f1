import Foundation
import Testing
import UnwrapKit

/// The real binary keeps the compile plans it learns in `$XDG_CACHE_HOME/unwrap`, so its next run
/// judges an answer without starting the Swift driver at all.
@Suite(.enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"))
struct CompilePlanCacheEndToEndTests {
  @Test func aSecondRunJudgesWithThePlansTheFirstRunKept() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let folder = unwrap.dataDirectory
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // A `swiftc` that notes each start, then is the real one.
    let log = folder.appendingPathComponent("driver.log")
    let swiftc = folder.appendingPathComponent("swiftc")
    try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec '\(SwiftToolchain.find()!.swiftc)' \"$@\"\n"
      .write(to: swiftc, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
    // Right, but not in a form the matcher knows: only running the tests can judge it.
    let answer = folder.appendingPathComponent("answer.swift")
    try """
    func pizzas(_ people: Int, _ slices: Int) -> Int {
      var boxes = 0
      while boxes * 8 < people * slices { boxes += 1 }
      return boxes
    }
    """.write(to: answer, atomically: true, encoding: .utf8)
    let arguments = ["content", "check-answer", "free-pizzas-needed", answer.path]
    func driverStarts() -> Int {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    let first = try unwrap.run(arguments, environment: ["SWIFTC": swiftc.path])
    let learned = driverStarts()
    #expect(learned >= 1, "\(first.output)\(first.error)")
    let kept = UnwrapBinary.cacheHome(of: folder).appendingPathComponent(
      "unwrap/compile-plans.json")
    #expect(FileManager.default.fileExists(atPath: kept.path))

    let second = try unwrap.run(arguments, environment: ["SWIFTC": swiftc.path])
    #expect(second.status == first.status)
    #expect(second.output == first.output)
    #expect(driverStarts() == learned, "the second run started the driver again")
  }
}
