// Ticket pairs
// Like @Test(arguments: zip(...)), check each age against the price it should cost.
// For every pair of ages and prices, print "age N: ok" when ticketPrice(age:)
// gives that price, and "age N: wrong" when it does not. The TODO is below.

func ticketPrice(age: Int) -> Int {
    if age < 4 {
        return 0
    } else if age < 16 {
        return 6
    }
    return 10
}

let ages = [2, 10, 16, 40]
let prices = [0, 6, 6, 10]

for (age, expected) in zip(ages, prices) {
    let verdict = ticketPrice(age: age) == expected ? "ok" : "wrong"
    print("age \(age): \(verdict)")
}
