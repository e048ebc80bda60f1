// Delivered parcels
// A courier's round is a list of parcels. Return the days on which the
// delivered parcels arrived, in the order they appear, skipping the rest.
// Fill in deliveryDays(_:) at the TODO.

enum Parcel {
    case waiting
    case inTransit(hub: String)
    case delivered(day: Int)
}

func deliveryDays(_ round: [Parcel]) -> [Int] {
    var days = [Int]()
    for case .delivered(let day) in round {
        days.append(day)
    }
    return days
}
