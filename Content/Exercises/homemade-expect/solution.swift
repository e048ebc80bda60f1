// A homemade expect
// #expect reports a failed check with the values on both sides. Write check(_:equals:_:)
// so that it prints "✔ label" when the two numbers are equal, and otherwise
// "✘ label: got A, expected B". The TODO is inside the function.

func check(_ actual: Int, equals expected: Int, _ label: String) {
    if actual == expected {
        print("✔ \(label)")
    } else {
        print("✘ \(label): got \(actual), expected \(expected)")
    }
}

check(2, equals: 2, "oats stored")
check(0, equals: 1, "jam stored")
