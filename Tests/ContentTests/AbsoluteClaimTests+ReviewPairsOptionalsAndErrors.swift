import Testing
import UnwrapKit

/// Proofs for the review statements of the failable-initializers, custom-error-types,
/// rethrowing-functions and errors-summary reviews that replaced one half of a pair: a "multiple"
/// review shows every statement at once, so a true statement must not state or show the answer to
/// a false one.
extension AbsoluteClaimTests {
  /// failable-initializers: `return nil` may come after a property was set.
  @Test func aFailableInitializerMayReturnNilAfterSettingAProperty() throws {
    let printed = try output(
      of: """
        struct Volume {
            var level: Int

            init?(level: Int) {
                self.level = level
                if level > 10 {
                    return nil
                }
            }
        }
        print(Volume(level: 11) == nil, Volume(level: 4)?.level ?? 0)
        """)
    #expect(printed == "true 4\n")
  }

  /// failable-initializers: making an enum case from a raw value gives an optional.
  @Test func anEnumFromARawValueIsOptional() throws {
    let printed = try output(
      of: """
        enum Size: String {
            case small, large
        }
        let size = Size(rawValue: "XL")
        print(type(of: size), size == nil)
        """)
    #expect(printed == "Optional<Size> true\n")
  }

  /// failable-initializers: in an `if` with two conditions, the failable initializer of the
  /// second is not called when the first fails.
  @Test func aFailedFirstConditionSkipsTheSecondInitializer() throws {
    let printed = try output(
      of: """
        struct Volume {
            var level: Int

            init?(level: Int) {
                print("checking \\(level)")
                if level > 10 {
                    return nil
                }
                self.level = level
            }
        }
        for typed in ["loud", "4"] {
            if let number = Int(typed), let volume = Volume(level: number) {
                print("set to \\(volume.level)")
            }
        }
        """)
    #expect(printed == "checking 4\nset to 4\n")
  }

  /// failable-initializers: the result of a failable initializer of a type that is not
  /// `Equatable` can be compared with `nil`, and the `nil` holds nothing else.
  @Test func aFailedResultComparesWithNilWithoutEquatableAndHoldsNothing() throws {
    let printed = try output(
      of: """
        struct Volume {
            var level: Int

            init?(level: Int) {
                if level > 10 {
                    return nil
                }
                self.level = level
            }
        }
        let typo = Volume(level: 44)
        print(typo == nil, typo != nil, typo as Any)
        """)
    #expect(printed == "true false nil\n")
  }

  /// custom-error-types: a plain string cannot be thrown.
  @Test func aStringCannotBeThrown() throws {
    try rejects(
      "func book() throws {\n    throw \"Room taken\"\n}\n",
      saying: "thrown expression type 'String' does not conform to 'Error'")
  }

  /// errors-summary: a `catch` whose pattern matches but whose `where` is false does not run;
  /// the next `catch` does.
  @Test func aCatchWithAFalseWhereIsSkipped() throws {
    let printed = try output(
      of: """
        enum KilnError: Error {
            case tooHot(limit: Int)
        }
        do {
            throw KilnError.tooHot(limit: 800)
        } catch KilnError.tooHot(let limit) where limit > 1000 {
            print("High limit")
        } catch {
            print("Other")
        }
        """)
    #expect(printed == "Other\n")
  }

  /// errors-summary: a typed throw names one error type, not two.
  @Test func typedThrowsNameASingleType() throws {
    try rejects(
      """
      enum KilnError: Error {
          case doorOpen
      }
      enum GlazeError: Error {
          case runny
      }
      func glaze() throws(KilnError, GlazeError) {}
      """,
      saying: "expected ')' after thrown error type")
  }

  /// rethrowing-functions: a `throws` function needs `try` even when its closure cannot throw.
  @Test func aThrowingFunctionNeedsTryEvenWithASafeClosure() throws {
    try rejects(
      """
      func checkEach(_ readings: [Int], _ check: (Int) throws -> Bool) throws -> Int {
          var passed = 0
          for reading in readings {
              if try check(reading) {
                  passed += 1
              }
          }
          return passed
      }
      let warm = checkEach([14, 22]) { $0 > 18 }
      """,
      saying: "call can throw but is not marked with 'try'")
  }

  /// rethrowing-functions: when the closure throws, the lesson's `checkEach` (a `try` with no
  /// `catch` around it) stops at once and the readings after the failing one are not checked.
  @Test func theLessonsRethrowingFunctionStopsAtTheFirstError() throws {
    let printed = try output(
      of: """
        enum SensorError: Error {
            case outOfRange(Int)
        }
        func checkEach(_ readings: [Int], _ check: (Int) throws -> Bool) rethrows -> Int {
            var passed = 0
            for reading in readings {
                if try check(reading) {
                    passed += 1
                }
            }
            return passed
        }
        do {
            _ = try checkEach([12, 80, 15]) { reading in
                print("checking \\(reading)")
                if reading > 60 {
                    throw SensorError.outOfRange(reading)
                }
                return true
            }
        } catch {
            print("Bad sensor: \\(error)")
        }
        """)
    #expect(printed == "checking 12\nchecking 80\nBad sensor: outOfRange(80)\n")
  }
}
