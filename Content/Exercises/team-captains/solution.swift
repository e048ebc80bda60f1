// Team captains
// Some teams have a captain, and some captains have a nickname. Return the
// captain's nickname in capitals, or "NO NICKNAME" when the team, its captain
// or the nickname is missing. One line with optional chaining is enough.

struct Captain {
    var name: String
    var nickname: String?
}

struct Team {
    var name: String
    var captain: Captain?
}

func captainCall(for team: Team?) -> String {
    team?.captain?.nickname?.uppercased() ?? "NO NICKNAME"
}
