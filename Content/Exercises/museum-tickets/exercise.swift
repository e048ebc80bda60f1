// Museum tickets
// ticketPrice(age:) throws when an age makes no sense. Call it for every age in
// visitors and print "Age 34 pays 9" for a price, or "Check the age: -2" when
// the call throws.

enum AgeError: Error {
    case negative
    case unrealistic
}

func ticketPrice(age: Int) throws -> Int {
    if age < 0 {
        throw AgeError.negative
    }
    if age > 120 {
        throw AgeError.unrealistic
    }
    return age < 12 ? 0 : 9
}

let visitors = [34, 7, -2, 130]

for age in visitors {
    // TODO: call ticketPrice(age:) and handle its errors
}
