// Concert tickets
// book(_:) throws for orders the box office cannot fill. Add up what the
// orders that do succeed cost, and simply skip the ones that fail, using try?.

enum BookingError: Error {
    case noSeats
    case tooMany
}

func book(_ seats: Int) throws -> Int {
    if seats < 1 {
        throw BookingError.noSeats
    }
    if seats > 4 {
        throw BookingError.tooMany
    }
    return seats * 35
}

func totalSpent(on orders: [Int]) -> Int {
    var total = 0
    for seats in orders {
        // TODO: add the cost of this order if book(_:) succeeds
    }
    return total
}
