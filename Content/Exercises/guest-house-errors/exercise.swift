// Guest house errors
// The guest house has rooms 1 to 5, and each sleeps at most 4 guests.
// Make book(room:guests:) throw the right BookingError, with its details,
// instead of accepting every booking. The TODO marks the spot.

enum BookingError: Error {
    case noSuchRoom(Int)
    case tooManyGuests(limit: Int)
}

func book(room: Int, guests: Int) throws -> String {
    // TODO: throw noSuchRoom for rooms outside 1 to 5,
    // and tooManyGuests with the limit for more than 4 guests
    return "Room \(room) for \(guests)"
}
