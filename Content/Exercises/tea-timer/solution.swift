// Tea timer
// Finish steepMinutes(for:) with a switch expression: green tea steeps for 2 minutes,
// black tea for 4, mint for 6, and any other tea for 3. The TODO is in the function.

func steepMinutes(for tea: String) -> Int {
    switch tea {
    case "green": 2
    case "black": 4
    case "mint": 6
    default: 3
    }
}

print(steepMinutes(for: "green"))
