// Seating guests
// The host's closure takes the size of a party and announces its table,
// for example "Table for 4, this way please."

let seatParty = { (size: Int) in
    // TODO: print the announcement for size
}
