import Testing
import UnwrapKit

/// Proofs for chapter summaries and glossary entries narrowed after a fact-check: each had dropped a
/// qualifier its full lesson keeps.
extension AbsoluteClaimTests {
  /// generics-summary: a placeholder that appears only in the result is decided by the type the
  /// result must have, with no argument at all.
  @Test func aResultOnlyPlaceholderIsDecidedByTheResultsType() throws {
    let printed = try output(
      of:
        "func makeEmpty<T>() -> [T] { [] }\nlet names: [String] = makeEmpty()\nprint(type(of: names))\n"
    )
    #expect(printed == "Array<String>\n")
  }

  /// functional-collections-summary: `Comparable` needs `==` as well as `<`; a class gets no free
  /// `==`.
  @Test func comparableNeedsEqualityToo() throws {
    try rejects(
      """
      final class Stall: Comparable {
          var pitch: Int
          init(pitch: Int) { self.pitch = pitch }
          static func < (lhs: Stall, rhs: Stall) -> Bool { lhs.pitch < rhs.pitch }
      }
      """, saying: "does not conform to protocol 'Equatable'")
  }

  /// concurrency-summary, actors: an actor runs one piece of its code at a time, but while a method
  /// waits at an `await`, another call runs on it (without reentrancy this program never ends).
  @Test func anotherCallRunsOnAnActorWhileAMethodWaits() throws {
    let printed = try output(
      of: """
        actor Gate {
            var waiting: CheckedContinuation<Void, Never>?
            var isWaiting: Bool { waiting != nil }
            func first() async {
                print("first waits")
                await withCheckedContinuation { waiting = $0 }
                print("first resumes")
            }
            func second() {
                print("second runs")
                waiting?.resume()
            }
        }
        let gate = Gate()
        async let firstCall: Void = gate.first()
        while await !gate.isWaiting { await Task.yield() }
        await gate.second()
        await firstCall
        print("done")
        """)
    #expect(printed == "first waits\nsecond runs\nfirst resumes\ndone\n")
  }

  /// glossary "async", "throwing function": with `async let`, the call is marked with neither
  /// `try` nor `await`; the later read is.
  @Test func asyncLetMarksTheReadNotTheCall() throws {
    let printed = try output(
      of: """
        func fetch(_ n: Int) async throws -> Int { n * 2 }
        async let first = fetch(4)
        print(try await first)
        """)
    #expect(printed == "8\n")
  }

  /// glossary "implicitly unwrapped optional": only using it as a plain value while `nil` crashes;
  /// checking it does not.
  @Test func anImplicitlyUnwrappedNilMayBeChecked() throws {
    let printed = try output(
      of: """
        var length: Int! = nil
        print(length as Any)
        if length == nil { print("no length yet") }
        if let length { print(length) } else { print("still nil") }
        """)
    #expect(printed == "nil\nno length yet\nstill nil\n")
  }

  /// glossary "multi-line string": code may come before the opening quotes and after the closing
  /// ones.
  @Test func codeMayFollowAMultiLineStringsClosingQuotes() throws {
    let printed = try output(
      of: "let sign = \"\"\"\n    fresh bread\n    \"\"\".uppercased()\nprint(sign)\n")
    #expect(printed == "FRESH BREAD\n")
  }

  /// glossary "empty collection": an empty literal where the type is already known needs none
  /// written.
  @Test func anEmptyLiteralWhereTheTypeIsKnownNeedsNoType() throws {
    let printed = try output(
      of: """
        func count(_ names: [String]) -> Int { names.count }
        print(count([]))
        var stock = ["kiwi": 3]
        stock = [:]
        print(stock.count)
        """)
    #expect(printed == "0\n0\n")
  }

  /// glossary "generic where clause", "throw": a `where` clause may follow the parameters of a
  /// function with no return type, or a type's name; a `rethrows` function may throw while
  /// handling its closure's error.
  @Test func whereClausesAndRethrowingThrows() throws {
    #expect(
      try compiles(
        """
        func show<T>(_ items: [T]) where T: CustomStringConvertible {
            for item in items { print(item.description) }
        }
        struct Shelf<Book> where Book: Equatable {
            var books: [Book]
        }
        struct Failed: Error {}
        func attempt(_ work: () throws -> Void) rethrows {
            do {
                try work()
            } catch {
                throw Failed()
            }
        }
        """, flags: []))
  }

  /// errors-summary: `defer` runs however the scope ends, short of a crash.
  @Test func aCrashSkipsDefer() throws {
    guard
      case .ran(let outcome) = try toolchain.run(
        "func fire(_ heat: Int?) {\n    print(\"Kiln on\")\n    defer { print(\"Kiln off\") }\n    print(heat!)\n}\nfire(nil)\n"
      )
    else {
      Issue.record("the program did not compile")
      return
    }
    #expect(outcome.signal != nil)
    #expect(outcome.standardOutput == "Kiln on\n")
  }
}
