// Boarding call
// The gate keeps its announcement in a closure, so it can be played whenever needed.
// Make the closure print these two lines:
//   Flight 212 is now boarding.
//   Please have your passport ready.

let announceBoarding = {
    print("Flight 212 is now boarding.")
    print("Please have your passport ready.")
}

print("Welcome to the lounge")
announceBoarding()
