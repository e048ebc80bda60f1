// After landing
// afterLanding(city:then:) welcomes passengers and then runs its closure.
// Call it for Oslo, passing a trailing closure that prints
// "Collect your bags at belt 3".

func afterLanding(city: String, then: () -> Void) {
    print("Welcome to \(city)")
    then()
}

// TODO: call afterLanding with a trailing closure
