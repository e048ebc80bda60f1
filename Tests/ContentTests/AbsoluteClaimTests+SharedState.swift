import Testing
import UnwrapKit

/// Proofs for sentences about values, captures and properties narrowed after a fact-check: each
/// held for the lesson's example, but a class stored in a struct, a closure that may run
/// concurrently or an inferring context broke the general rule.
extension AbsoluteClaimTests {
  static let thermostat = """
    final class Thermostat {
        var target = 20
    }
    struct Room {
        var name: String
        var thermostat: Thermostat
    }

    """

  /// value-and-reference-semantics, class-mutability: a struct parameter or constant cannot be
  /// reassigned, nor its stored properties, but a class instance it holds is shared and can change.
  @Test func aClassInsideAConstantStructStillChanges() throws {
    let printed = try output(
      of: Self.thermostat + """
        func chill(_ room: Room) {
            room.thermostat.target = 5
        }
        let kitchen = Room(name: "Kitchen", thermostat: Thermostat())
        chill(kitchen)
        print(kitchen.thermostat.target)
        kitchen.thermostat.target = 16
        print(kitchen.thermostat.target)
        """)
    #expect(printed == "5\n16\n")
    try rejects(
      Self.thermostat + "func rename(_ room: Room) {\n    room.name = \"Hall\"\n}\n",
      saying: "cannot assign to property")
    try rejects(
      Self.thermostat
        + "let hall = Room(name: \"Hall\", thermostat: Thermostat())\nhall.name = \"Porch\"\n",
      saying: "cannot assign to property")
  }

  /// value-and-reference-semantics: an array of values is independent once copied; an array of
  /// class instances copies only the references.
  @Test func anArrayOfClassInstancesSharesTheInstances() throws {
    let printed = try output(
      of: Self.thermostat + """
        var numbers = [1, 2]
        var copy = numbers
        copy[0] = 9
        print(numbers[0])
        let rooms = [Thermostat()]
        let others = rooms
        others[0].target = 5
        print(rooms[0].target)
        numbers.append(3)
        """)
    #expect(printed == "1\n5\n")
  }

  /// capturing-values: a closure captures a variable and can change it, except where it may run
  /// concurrently, and an escaping closure cannot capture an `inout` parameter.
  @Test func aCapturedVariableChangesExceptInConcurrentOrEscapingInoutCases() throws {
    let printed = try output(
      of: "var visits = 0\nlet visit = { visits += 1 }\nvisit()\nvisit()\nprint(visits)\n")
    #expect(printed == "2\n")
    try rejects(
      "func demo() {\n    var visits = 0\n    let f: @Sendable () -> Void = { visits += 1 }\n    f()\n}\n",
      saying: "mutation of captured var 'visits' in concurrently-executing code")
    try rejects(
      "func keep(_ n: inout Int) -> () -> Void {\n    return { n += 1 }\n}\n",
      saying: "escaping closure captures 'inout' parameter 'n'")
  }

  /// property-observers: an assignment inside the type's own initializer runs no observer, even a
  /// second one; a change once the instance exists does.
  @Test func noObserverRunsInsideTheTypesOwnInitializer() throws {
    let printed = try output(
      of: """
        struct Kettle {
            var temperature: Int {
                didSet { print("now \\(temperature)") }
            }
            init(start: Int) {
                temperature = start
                temperature = start + 10
            }
        }
        var kettle = Kettle(start: 18)
        print("created")
        kettle.temperature += 1
        """)
    #expect(printed == "created\nnow 29\n")
  }

  /// generic-types: an empty generic value takes its type from where it is used, and needs one
  /// named only when nothing around it says.
  @Test func anEmptyGenericValueTakesItsTypeFromItsUse() throws {
    let queue = "struct Queue<Element> {\n    var waiting: [Element] = []\n}\n"
    let printed = try output(
      of: queue + "func show(_ q: Queue<String>) { print(q.waiting.count) }\nshow(Queue())\n")
    #expect(printed == "0\n")
    try rejects(
      queue + "var mystery = Queue()\n", saying: "generic parameter 'Element' could not be inferred"
    )
  }

  /// type-constraints: strings compare character by character, every capital before every
  /// lowercase letter.
  @Test func stringsCompareCharacterByCharacter() throws {
    #expect(try output(of: "print([\"Zebra\", \"apple\", \"Mango\"].max()!)\n") == "apple\n")
  }

  /// inheritance: a subclass declares an inherited property again only with `override`.
  @Test func anInheritedPropertyIsDeclaredAgainOnlyWithOverride() throws {
    let boat = "class Boat {\n    var name = \"Skiff\"\n}\n"
    let printed = try output(
      of: boat + """
        class Sailboat: Boat {
            override var name: String {
                didSet { print("renamed") }
            }
        }
        let sail = Sailboat()
        sail.name = "Gull"
        """)
    #expect(printed == "renamed\n")
    try rejects(
      boat + "class Dinghy: Boat {\n    var name = \"Pip\"\n}\n",
      saying: "cannot override with a stored property 'name'")
  }

  /// generic-extensions: the wording the lesson quotes for a member whose constraint the type
  /// misses.
  @Test func aConstrainedMemberIsMissingWithTheQuotedWords() throws {
    try rejects(
      """
      extension Array where Element == Int {
          var total: Int { reduce(0, +) }
      }
      let lightsOn = [true, false, true]
      print(lightsOn.total)
      """, saying: "property 'total' requires the types 'Bool' and 'Int' be equivalent")
  }
}
