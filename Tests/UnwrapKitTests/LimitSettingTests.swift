import Testing

@testable import UnwrapKit

/// The limits set in the environment: a value unwrap cannot use is refused, naming the variable
/// and what it accepts, never quietly replaced by the default; a fractional limit is told as set.
@Suite struct LimitSettingTests {
  func refusal(_ name: String, _ value: String) -> String? {
    do {
      try SwiftToolchain.checkLimits(in: [name: value])
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: ["UNWRAP_COMPILE_TIMEOUT", "UNWRAP_RUN_TIMEOUT", "UNWRAP_PACKAGE_TIMEOUT"])
  func aTimeLimitThatIsNotSecondsInRangeIsRefused(name: String) {
    for value in ["abc", "-1", "0", "inf", "nan", "1e309", "7200", "5s"] {
      #expect(
        refusal(name, value)
          == "\(name) must be a number of seconds more than 0 and at most 3600 (an hour), such as 10 or 0.5, not \(value).",
        "\(value)")
    }
    for value in ["0.5", "1", "10", "3600", " 2.5\n", "", "  "] {
      #expect(refusal(name, value) == nil, "\(value)")
    }
  }

  @Test func aMemoryLimitThatIsNotMegabytesInRangeIsRefused() {
    for value in ["abc", "10", "1.5", "-64", "65537"] {
      #expect(
        refusal("UNWRAP_RUN_MEMORY", value)
          == "UNWRAP_RUN_MEMORY must be a whole number of megabytes from 64 to 65536, such as 2048, not \(value).",
        "\(value)")
    }
    #expect(refusal("UNWRAP_RUN_MEMORY", "2048") == nil)
    #expect(refusal("UNWRAP_RUN_MEMORY", "") == nil)
    // What the refusal quotes is escaped, never raw.
    #expect(refusal("UNWRAP_RUN_TIMEOUT", "1\u{1B}")?.hasSuffix("not 1\\u{1B}.") == true)
  }

  @Test func theLimitsSetAreTheToolchains() {
    let toolchain = SwiftToolchain(swiftc: "/usr/bin/swiftc").withLimits(from: [
      "UNWRAP_RUN_TIMEOUT": "0.5", "UNWRAP_COMPILE_TIMEOUT": " 12 ", "UNWRAP_PACKAGE_TIMEOUT": "",
      "UNWRAP_RUN_MEMORY": "2048",
    ])
    #expect(toolchain.runTimeout == 0.5)
    #expect(toolchain.compileTimeout == 12)
    #expect(toolchain.packageTimeout == 300)
    #expect(toolchain.runMemoryLimit == 2048 << 20)
  }

  /// "More than 0 seconds" for a limit of half a second told the learner nothing.
  @Test func aLimitIsToldAsItWasSet() {
    #expect(
      FreeCodingVerdicts.explain(.timedOut(seconds: 0.5))
        == "It ran for more than 0.5 seconds and was stopped: is there a loop that never ends?")
    #expect(
      FreeCodingVerdicts.explain(.timedOut(seconds: 1)).hasPrefix(
        "It ran for more than 1 second and"))
    #expect(
      FreeCodingVerdicts.explain(.timedOut(seconds: 10)).hasPrefix(
        "It ran for more than 10 seconds and"))
    #expect(
      FreeCodingVerdicts.explain(.compileTimedOut(seconds: 2.5))
        .hasPrefix("The compiler could not finish with it in 2.5 seconds and"))
    #expect(SecondsText.words(30) == "30 seconds")
    #expect(SecondsText.words(0.25) == "0.25 seconds")
    #expect(SecondsText.number(5) == "5")
  }
}
