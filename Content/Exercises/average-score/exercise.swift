// Average score
// Judges give any number of whole-number scores. Return their average as a
// Double, so that average(7, 8) is 7.5. With no scores at all, return 0.

func average(_ scores: Int...) -> Double {
    // TODO: the average of scores
    return 0
}
