// A score that might be missing
//
// Kai has no score yet. Read Kai's score from `scores` where the TODO is, so that a missing score
// counts as 0. The result must be an Int, not an optional.

let scores = ["Mia": 12, "Leo": 7]

let kaiScore = scores["Kai", default: 0]

print(kaiScore)
