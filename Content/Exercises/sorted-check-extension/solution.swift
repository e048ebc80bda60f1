// Already in order?
// This extension only applies to arrays whose elements are Comparable.
// Finish isInOrder() so it returns true when every item is less than or
// equal to the one after it. Empty and one-item arrays count as in order.

extension Array where Element: Comparable {
    func isInOrder() -> Bool {
        if count < 2 {
            return true
        }
        for index in 1..<count {
            if self[index] < self[index - 1] {
                return false
            }
        }
        return true
    }
}
