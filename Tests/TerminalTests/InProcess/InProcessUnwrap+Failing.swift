import Foundation
import TestSupport
import UnwrapKit

/// What the tests of a toolchain that fails, or is missing, share: a learner who has read every
/// section, and output compared word by word whatever its wrapping.
extension InProcessUnwrap {
  /// The built-in content, read once.
  static let library = try? ContentLibrary.builtIn()

  /// Every section read, and the stand-in compiler that fails at no line as the toolchain.
  static func withFailingToolchain() throws -> InProcessUnwrap {
    var unwrap = InProcessUnwrap()
    unwrap.toolchain = { SwiftToolchain(swiftc: FailingCompiler.path, owner: $0) }
    guard let library else { throw ContentError(file: "", message: "no built-in content") }
    try unwrap.save(PracticeOracle.everythingRead(library))
    return unwrap
  }

  /// Words of `text` joined by single spaces, however it was wrapped.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
