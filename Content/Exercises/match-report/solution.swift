// Match report
// Build the scoreboard line from the four variables, so that it reads:
// Otters 3 - 1 Herons (4 goals)
// The total of goals must come from the two scores, not be typed in.

var homeTeam = "Otters"
var awayTeam = "Herons"
var homeGoals = 3
var awayGoals = 1

var report = "\(homeTeam) \(homeGoals) - \(awayGoals) \(awayTeam) (\(homeGoals + awayGoals) goals)"

print(report)
