// Piggy bank
// Follow a week of pocket money with compound assignment, one line per day:
// Monday adds 15 for chores, Wednesday spends 8 on a comic, and on Saturday
// Grandma doubles whatever is left.

var savings = 20
print("Start: \(savings)")

// TODO: Monday, Wednesday and Saturday, in that order

print("After the week: \(savings)")
