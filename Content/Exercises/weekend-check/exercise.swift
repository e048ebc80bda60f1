// Weekend check
// Days are numbered from 1 (Monday) to 7 (Sunday). Calls should read
// isWeekend(6), with no label, and answer whether the day is a Saturday or Sunday.

func isWeekend(day: Int) -> Bool { // TODO: drop the label, then answer the question
    return false
}
