// Parcel lockers
// lockerCodes holds the code of every locker. openLocker(_:code:) returns
// "No locker C3" for an id that is not in the list, "Wrong code for B7" when
// the code does not match, and "Locker A1 open" when it does.
// Use guard let for the lookup.

let lockerCodes = ["A1": 4417, "B7": 9023]

func openLocker(_ id: String, code: Int) -> String {
    guard let realCode = lockerCodes[id] else {
        return "No locker \(id)"
    }
    if code == realCode {
        return "Locker \(id) open"
    }
    return "Wrong code for \(id)"
}
