// A score that might be missing
//
// Kai has no score yet. Read Kai's score from `scores` where the TODO is, so that a missing score
// counts as 0. The result must be an Int, not an optional.

let scores = ["Mia": 12, "Leo": 7]

// TODO: read Kai's score from scores, with 0 as the default.
let kaiScore = 99

print(kaiScore)
