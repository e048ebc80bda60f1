// Fastest lap
// A driver who has not completed a lap has no fastest lap at all, which is not
// the same as a lap of 0 seconds. Return nil for an empty list of lap times,
// and otherwise the smallest one.

func fastestLap(_ laps: [Int]) -> Int? {
    if laps.isEmpty {
        return nil
    }
    var fastest = laps[0]
    for lap in laps {
        if lap < fastest {
            fastest = lap
        }
    }
    return fastest
}
