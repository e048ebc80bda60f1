// Swim badges
// A badge depends on how many lengths a swimmer managed without stopping:
// 0 to 9 earns no badge yet, 10 to 24 bronze, 25 to 49 silver, 50 or more gold.
// Finish the switch with range cases.

let lengths = 32

let badge = switch lengths {
case 0..<10:
    "No badge yet"
default:
    "" // TODO: add cases for "Bronze", "Silver" and "Gold"
}

print(badge)
