// Long hiking days
// A hiking log holds the kilometres walked on each day. Return the total of
// the long days only, those over 10 km, so [12, 8, 15, 10] gives 27.
// Try filter and reduce instead of a loop.

func longDayTotal(_ days: [Int]) -> Int {
    days.filter { $0 > 10 }.reduce(0, +)
}
