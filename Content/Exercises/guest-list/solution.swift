// Guest list
// Return the list with the guest added, unless they are on it already.
// VIP guests go to the very front; everyone else joins at the end.

func adding(_ guest: String, vip: Bool, to list: [String]) -> [String] {
    var updated = list
    if updated.contains(guest) {
        return updated
    }
    if vip {
        updated.insert(guest, at: 0)
    } else {
        updated.append(guest)
    }
    return updated
}
