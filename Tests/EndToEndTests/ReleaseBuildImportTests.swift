import Foundation
import Testing
import UnwrapKit

/// The README installs with `swift build -c release`, which builds every target that is not a test
/// target, TestSupport and ProgressAwardWorker too, and there `import Testing` (or XCTest) fails:
/// the waiting lanes first went into TestSupport, and the debug build and every test passed while
/// the install was broken. CI builds only for debugging, so this keeps those imports out.
@Suite struct ReleaseBuildImportTests {
  /// The checkout: the folder that holds the content folder.
  static let checkout = ContentSource.checkoutFolder.deletingLastPathComponent()

  /// Every Swift file of a target that `swift build -c release` builds.
  static func builtFiles() throws -> [URL] {
    let folders = ["Sources", "Tests/TestSupport", "Tests/ProgressAwardWorker", "Plugins"]
    return folders.flatMap { folder -> [URL] in
      let root = checkout.appendingPathComponent(folder)
      let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }
  }

  @Test func noTargetTheReleaseBuildBuildsImportsATestLibrary() throws {
    let files = try Self.builtFiles()
    #expect(files.count > 100, "\(files.count) files under \(Self.checkout.path)")
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        // `import Testing`, `@testable import Testing`, `public import XCTest`, …
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        #expect(!["Testing", "XCTest"].contains(words[index + 1]), "\(file.path): \(line)")
      }
    }
  }
}
