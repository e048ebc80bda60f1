// Bus fares
// totalFare(ages:fare:) adds up the fares of a group. The closure decides the
// fare for one passenger's age. Finish the loop so it asks the closure about
// every passenger and adds up the answers.

func totalFare(ages: [Int], fare: (Int) -> Int) -> Int {
    var total = 0
    for age in ages {
        total += fare(age)
    }
    return total
}
