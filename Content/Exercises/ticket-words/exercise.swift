// One ticket, two tickets
// The box office report should say "1 ticket" but "3 tickets".
// Choose each word with the ternary operator, so it stays right whatever the counts are.

let sold = 3
let refunded = 1

// TODO: "ticket" when the count is 1, "tickets" otherwise
let soldWord = ""
let refundedWord = ""

print("Sold \(sold) \(soldWord), refunded \(refunded) \(refundedWord)")
