// Cabin booking
// Build the confirmation line for this booking, so that it reads:
// Pine Cabin, 3 nights: 295.5 (breakfast: true)
// The total must be worked out from nights and pricePerNight.
// confirmation is a String written with braces instead of =, so Swift builds it
// afresh each time it is read: the tests change the booking, then print
// confirmation. Write the whole line, the sum too, inside the braces.

var cabin = "Pine Cabin"
var nights = 3
var pricePerNight = 98.5
var breakfastIncluded = true

var confirmation: String {
    "" // TODO: the confirmation line, with the total worked out inside it
}

print(confirmation)
