// Practice round
// A practice round must not touch the real scoreboard. Right now practice is
// only a second name for match, so the practice points leak into the match.
// Make practice a separate Scoreboard that starts with the match's points.

class Scoreboard {
    var points = 0
}

var match = Scoreboard()
match.points = 12

var practice = match // TODO: a separate scoreboard with the same points

practice.points += 5
print("Match: \(match.points), practice: \(practice.points)")
