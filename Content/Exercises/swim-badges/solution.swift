// Swim badges
// A badge depends on how many lengths a swimmer managed without stopping:
// 0 to 9 earns no badge yet, 10 to 24 bronze, 25 to 49 silver, 50 or more gold.
// Finish the switch with range cases.
// badge has braces instead of =, so Swift works it out afresh each time it is
// read: the tests change lengths to try many swimmers, then print badge.

var lengths = 32

var badge: String {
    switch lengths {
    case 0..<10:
        "No badge yet"
    case 10..<25:
        "Bronze"
    case 25..<50:
        "Silver"
    case 50...:
        "Gold"
    default:
        "Not a number of lengths"
    }
}

print(badge)
