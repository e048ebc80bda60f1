// Lap counter
// Each counter should remember its own laps: "Lap 1", then "Lap 2", and so on.
// Right now every call says "Lap 1". Fix it so the closure keeps its count.

func makeLapCounter() -> () -> String {
    var laps = 0
    return {
        laps += 1
        return "Lap \(laps)"
    }
}
