// Room booking
// Most guests stay one night and skip breakfast. Give nights and breakfast
// default values, so a call can be as short as bookingSummary(guest: "Iris").

func bookingSummary(guest: String, nights: Int, breakfast: Bool) -> String { // TODO: add defaults
    let meal = breakfast ? "with breakfast" : "room only"
    return "\(guest): \(nights) night(s), \(meal)"
}
