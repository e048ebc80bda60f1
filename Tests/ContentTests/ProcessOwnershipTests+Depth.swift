import Foundation
import TestSupport
import Testing
import UnwrapKit

/// What goes deep: a chain of processes that leaves one level per kill, and a folder tree deeper than
/// PATH_MAX. Both must be gone when the verdict is in.
extension ProcessOwnershipTests {
  /// Swift that starts a chain of `depth` shells with an empty environment (no run marker), each
  /// starting the next in the background and then becoming `sleep MARKER`; it waits until the last
  /// level is up, says "started" and ends.
  static func chain(_ marker: String, depth: Int) -> String {
    """
    import Glibc
    let script = "n=$1; if [ \\"$n\\" -gt 0 ]; then /bin/sh \\"$0\\" $((n-1)) & else : > bottom; fi; exec /bin/sleep \(marker)"
    let file = fopen("chain.sh", "w")!
    fputs(script, file)
    fclose(file)
    var pid: pid_t = 0
    let words: [String] = ["/usr/bin/env", "-i", "/bin/sh", "chain.sh", "\(depth)"]
    let arguments = words.map { strdup($0) } + [nil]
    let status = posix_spawn(&pid, "/usr/bin/env", nil, nil, arguments, environ)
    var waited = 0
    while access("bottom", F_OK) != 0 && waited < 25000 {
      usleep(1000)
      waited += 1
    }
    print(status == 0 && waited < 25000 ? "started" : "failed \\(status)")
    """
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/env"), "no env"))
  func aDeepChainWithoutTheMarkerIsEndedWithItsGroup() throws {
    let marker = Self.marker()
    defer {
      // What a failing sweep left must not outlive the test.
      for process in ProcessList.processes(containing: marker) { kill(process.pid, SIGKILL) }
    }
    try expectLeftRunningAndGone(Self.chain(marker, depth: 400), marker: marker)
  }

  @Test func aScratchFolderDeeperThanPathMaxIsRemovedWithoutFollowingSymlinks() throws {
    let scratch = try Scratch()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "unwrap-test-outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let kept = outside.appendingPathComponent("kept")
    try Data("kept".utf8).write(to: kept)
    // 3000 levels of "d/" is 6000 bytes, past PATH_MAX (4096); symlinks to a folder outside, at
    // the top and at the bottom, and a folder made unreadable halfway.
    let source = """
      import Glibc
      symlink("\(outside.path)", "top")
      for level in 0..<3000 {
        mkdir("d", 0o755)
        chdir("d")
        if level == 1500 { mkdir("locked", 0o755); mkdir("locked/inner", 0o755); chmod("locked", 0) }
      }
      symlink("\(outside.path)", "bottom")
      symlink("\(kept.path)", "file")
      print(access("bottom/kept", F_OK) == 0 ? "deep" : "shallow")
      """
    guard case .ran(let outcome) = try toolchain(scratch).run(source) else {
      Issue.record("did not run")
      return
    }
    #expect(outcome.standardOutput == "deep\n")
    #expect(scratch.isEmpty, "the scratch folder was left behind")
    #expect(FileManager.default.fileExists(atPath: kept.path), "removal followed a symlink out")
  }
}
