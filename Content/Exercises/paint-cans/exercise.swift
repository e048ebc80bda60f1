// Paint cans
// One can of paint covers 10 square metres, and the shop only sells whole cans.
// Return how many cans a wall of the given area needs.

func cansNeeded(area: Int) -> Int {
    // TODO: enough whole cans to cover area
    return 0
}
