// Match report
// Build the scoreboard line from the four variables, so that it reads:
// Otters 3 - 1 Herons (4 goals)
// The total of goals must come from the two scores, not be typed in.
// report is a String written with braces instead of =, so Swift builds it afresh
// each time it is read, from the values as they are then: the tests change the
// teams and scores, then print report. Write your string inside the braces.

var homeTeam = "Otters"
var awayTeam = "Herons"
var homeGoals = 3
var awayGoals = 1

var report: String {
    "" // TODO: build the line with string interpolation
}

print(report)
