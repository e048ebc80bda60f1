// Race clock
// A race clock counts seconds. Split a time into whole minutes and the seconds
// left over, and return both together as a tuple.

func split(seconds: Int) -> (minutes: Int, seconds: Int) {
    return (seconds / 60, seconds % 60)
}
