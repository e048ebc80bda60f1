// Savings goal
// Kai has 30 saved and puts away 25 more every week. Count the weeks it takes
// until Kai has at least 200, using a while loop.

var saved = 30
var weeks = 0

while saved < 200 {
    saved += 25
    weeks += 1
}

print("\(weeks) weeks, \(saved) saved")
