// Practice drills
// A coach's session warms up, runs the drill it is given once per round
// (there is always at least one round), then cools down. Finish the function.

func practise(rounds: Int, drill: () -> Void) {
    print("Warm up")
    for _ in 1...rounds {
        drill()
    }
    print("Cool down")
}
