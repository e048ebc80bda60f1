// Free delivery
// A grocer delivers for free when the basket is worth at least 40, or when the
// customer is a member and the basket is worth at least 20.
// Write that rule as one condition.

let basket = 26
let isMember = true

let freeDelivery = false // TODO: combine the checks with && and ||

if freeDelivery {
    print("Delivery is free")
} else {
    print("Delivery costs 4")
}
