// Average score
// Judges give any number of whole-number scores. Return their average as a
// Double, so that average(7, 8) is 7.5. With no scores at all, return 0.

func average(_ scores: Int...) -> Double {
    if scores.count == 0 {
        return 0
    }
    var sum = 0
    for score in scores {
        sum += score
    }
    return Double(sum) / Double(scores.count)
}
