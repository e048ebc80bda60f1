// Paint cans
// One can of paint covers 10 square metres, and the shop only sells whole cans.
// Return how many cans a wall of the given area needs.

func cansNeeded(area: Int) -> Int {
    var cans = area / 10
    if area % 10 > 0 {
        cans += 1
    }
    return cans
}
