// One ticket, two tickets
// The box office report should say "1 ticket" but "3 tickets".
// Choose each word with the ternary operator, so it stays right whatever the counts are.

let sold = 3
let refunded = 1

let soldWord = sold == 1 ? "ticket" : "tickets"
let refundedWord = refunded == 1 ? "ticket" : "tickets"

print("Sold \(sold) \(soldWord), refunded \(refunded) \(refundedWord)")
