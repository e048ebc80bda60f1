// One ticket, two tickets
// The box office report should say "1 ticket", but "0 tickets", "2 tickets",
// "3 tickets" and so on: only a count of exactly 1 takes "ticket".
// Choose each word with the ternary operator, so it stays right whatever the counts are.
// The two words have braces instead of =, so Swift works them out afresh each
// time they are read: the tests change sold and refunded, then print the words.

var sold = 3
var refunded = 1

var soldWord: String { sold == 1 ? "ticket" : "tickets" }
var refundedWord: String { refunded == 1 ? "ticket" : "tickets" }

print("Sold \(sold) \(soldWord), refunded \(refunded) \(refundedWord)")
