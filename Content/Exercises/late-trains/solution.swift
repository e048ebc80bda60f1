// Late trains
// delays holds how many minutes each train was late. Use filter with $0 to keep
// only the delays of more than 5 minutes, then map to turn those into labels
// such as "12 min".

let delays = [0, 12, 3, 7, 0, 25]

let longDelays = delays.filter { $0 > 5 }
let labels = longDelays.map { "\($0) min" }

print(longDelays)
print(labels)
