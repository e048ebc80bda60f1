// Guest house errors
// The guest house has rooms 1 to 5, and each sleeps at most 4 guests.
// Make book(room:guests:) throw the right BookingError, with its details,
// instead of accepting every booking. The TODO marks the spot.

enum BookingError: Error {
    case noSuchRoom(Int)
    case tooManyGuests(limit: Int)
}

func book(room: Int, guests: Int) throws -> String {
    if room < 1 || room > 5 {
        throw BookingError.noSuchRoom(room)
    }
    if guests > 4 {
        throw BookingError.tooManyGuests(limit: 4)
    }
    return "Room \(room) for \(guests)"
}
