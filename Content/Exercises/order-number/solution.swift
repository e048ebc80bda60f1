// Order number
// Finish orderNumber(in:) so it finds the number written after a # sign, such as 4821
// in "Order #4821 is ready", and returns it as an Int, or 0 when the text has none.
// Use a regex literal. The TODO is in the function.

func orderNumber(in text: String) -> Int {
    if let match = text.firstMatch(of: /#(\d+)/) {
        return Int(match.1) ?? 0
    }
    return 0
}

print(orderNumber(in: "Order #4821 is ready"))
