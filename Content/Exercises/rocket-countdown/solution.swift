// Rocket countdown
// countdown(from:announce:) should hand every number, from start down to 1,
// to the closure it was given, which decides how to show it.
// Finish the loop's body.

func countdown(from start: Int, announce: (Int) -> Void) {
    var number = start
    while number > 0 {
        announce(number)
        number -= 1
    }
}
