// Fastest lap
// A driver who has not completed a lap has no fastest lap at all, which is not
// the same as a lap of 0 seconds. Return nil for an empty list of lap times,
// and otherwise the smallest one.

func fastestLap(_ laps: [Int]) -> Int? {
    // TODO: nil for no laps, otherwise the fastest
    return 0
}
