// A fresh order pad
// Each morning the café starts with no orders and no table notes, but these
// two collections still hold yesterday's leftovers. Make both start empty:
// orders an array of strings, and notes a dictionary from table numbers to notes.

var orders = [String]()
var notes: [Int: String] = [:]

orders.append("flat white")
orders.append("banana bread")
notes[4] = "window seat"

print(orders)
print(notes)
