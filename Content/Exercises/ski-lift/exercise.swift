// Ski lift
// The lift's status is an enum. Finish the switch so every status has its sign:
// open shows "Lift open", windHold shows "Paused for wind",
// and closed shows "Closed for today". Replace default with real cases.
// sign has braces instead of =, so Swift works it out afresh each time it is
// read: the tests change status to try every case, then print sign.

enum LiftStatus {
    case open, windHold, closed
}

var status = LiftStatus.windHold

var sign: String {
    switch status {
    case .open:
        "Lift open"
    default:
        "Sign missing" // TODO: give windHold and closed their own cases instead
    }
}

print(sign)
