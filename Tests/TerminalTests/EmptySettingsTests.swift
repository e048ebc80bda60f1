import Foundation
import Testing

@testable import UnwrapKit
@testable import unwrap

/// Every variable unwrap reads, set to nothing, counts as unset, as the README says in one place
/// (and as XDG's variables do): never refused, never taken as a value.
@Suite struct EmptySettingsTests {
  @Test func anEmptyUnwrapDateIsTheMachinesClock() throws {
    #expect(try AppContext.clock(environment: ["UNWRAP_DATE": ""]) is SystemClock)
    #expect(try AppContext.clock(environment: [:]) is SystemClock)
  }

  @Test func anEmptyFolderIsTheDefaultOne() throws {
    let home = ["HOME": "/home/learner"]
    #expect(
      FileProgressStore.dataDirectory(
        option: nil, environment: home.merging(["UNWRAP_DATA_DIR": ""]) { $1 })
        == FileProgressStore.dataDirectory(option: nil, environment: home))
    #expect(try ContentLibrary.defaultSource(environment: ["UNWRAP_CONTENT_DIR": ""]) == .builtIn)
  }

  @Test func anEmptyLimitIsTheDefault() throws {
    let empty = [
      "UNWRAP_COMPILE_TIMEOUT": "", "UNWRAP_RUN_TIMEOUT": "", "UNWRAP_PACKAGE_TIMEOUT": "",
      "UNWRAP_RUN_MEMORY": "",
    ]
    try SwiftToolchain.checkLimits(in: empty)
    for name in SwiftToolchain.secondsVariables {
      #expect(try SwiftToolchain.seconds(name, in: empty) == nil)
    }
    #expect(try SwiftToolchain.megabytes(in: empty) == nil)
  }

  @Test func anEmptySwiftcIsNoSwiftc() {
    #expect(
      SwiftToolchain.notFound(environment: ["SWIFTC": "", "PATH": "/nonexistent"])
        == SwiftToolchain.notFound(environment: ["PATH": "/nonexistent"]))
  }
}
