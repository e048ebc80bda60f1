// Boarding call
// The gate keeps its announcement in a closure, so it can be played whenever needed.
// Make the closure print these two lines:
//   Flight 212 is now boarding.
//   Please have your passport ready.

let announceBoarding = {
    // TODO: print the announcement
}

print("Welcome to the lounge")
announceBoarding()
