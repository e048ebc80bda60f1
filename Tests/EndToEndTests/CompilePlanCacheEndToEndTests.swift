import Foundation
import Testing
import UnwrapKit

/// The real binary keeps the compile plans it learns in `$XDG_CACHE_HOME/unwrap`, and its next run
/// compiles with them instead of asking the Swift driver again.
@Suite(
  .waitsOnProcesses,
  .enabled(if: SwiftToolchain.find() != nil, "no swiftc on this machine"),
  .enabled(
    if: CompilePlanCache.isDriver(SwiftToolchain.find()?.swiftc ?? ""),
    "swiftc here is a proxy (swiftly, xcrun, a wrapper), whose plans are never kept"))
struct CompilePlanCacheEndToEndTests {
  @Test func aSecondRunCompilesWithThePlansTheFirstRunKept() throws {
    let unwrap = UnwrapBinary()
    defer { unwrap.removeDataDirectory() }
    let folder = unwrap.dataDirectory
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Right, but not in a form the matcher knows, so only running the tests can judge it; and
    // wrong when compiled with UNWRAP_REPLAYED, which only the marked plan below defines.
    let answer = folder.appendingPathComponent("answer.swift")
    try """
    func pizzas(_ people: Int, _ slices: Int) -> Int {
      #if UNWRAP_REPLAYED
        return -1
      #else
        var boxes = 0
        while boxes * 8 < people * slices { boxes += 1 }
        return boxes
      #endif
    }
    """.write(to: answer, atomically: true, encoding: .utf8)
    let arguments = ["content", "check-answer", "free-pizzas-needed", answer.path]

    let first = try unwrap.run(arguments)
    #expect(first.status == 0, "\(first.output)\(first.error)")
    let kept = UnwrapBinary.cacheHome(of: folder).appendingPathComponent(
      "unwrap/compile-plans.json")
    // Mark the kept plan's frontend job, as the driver never would.
    var stored = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: Any])
    var plans = try #require(stored["plans"] as? [String: Any])
    var kinds = try #require(plans["kinds"] as? [[String: Any]])
    let run = try #require(
      kinds.firstIndex { ($0["arguments"] as? [String])?.contains("main") == true })
    var jobs = try #require(kinds[run]["jobs"] as? [[String]])
    jobs[0] += ["-D", "UNWRAP_REPLAYED"]
    kinds[run]["jobs"] = jobs
    plans["kinds"] = kinds
    stored["plans"] = plans
    try JSONSerialization.data(withJSONObject: stored).write(to: kept)

    let second = try unwrap.run(arguments)
    #expect(second.status != 0, "the second run asked the driver again: \(second.output)")
    #expect(second.output.contains("tests:   failed"), "\(second.output)")
  }
}
