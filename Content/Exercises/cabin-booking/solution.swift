// Cabin booking
// Print one confirmation line for this booking, exactly like this:
// Pine Cabin, 3 nights: 295.5 (breakfast: true)
// The total must be worked out from nights and pricePerNight.

let cabin = "Pine Cabin"
let nights = 3
let pricePerNight = 98.5
let breakfastIncluded = true

let total = Double(nights) * pricePerNight
print("\(cabin), \(nights) nights: \(total) (breakfast: \(breakfastIncluded))")
