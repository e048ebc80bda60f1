// Ski lift
// The lift's status is an enum. Finish the switch so every status prints its sign:
// open prints "Lift open", windHold prints "Paused for wind",
// and closed prints "Closed for today". Replace default with real cases.

enum LiftStatus {
    case open, windHold, closed
}

let status = LiftStatus.windHold

switch status {
case .open:
    print("Lift open")
case .windHold:
    print("Paused for wind")
case .closed:
    print("Closed for today")
}
