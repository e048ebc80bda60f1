// Race clock
// A race clock counts seconds. Split a time into whole minutes and the seconds
// left over, and return both together as a tuple.

func split(seconds: Int) -> (minutes: Int, seconds: Int) {
    // TODO: work out both parts
    return (0, 0)
}
