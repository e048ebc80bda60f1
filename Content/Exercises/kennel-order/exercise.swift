// Kennel order
// Dogs should sort youngest first, and dogs of the same age by name, so that
// sorted(), min() and max() work on an array of dogs.
// Finish the < operator at the TODO.

struct Dog: Comparable {
    var name: String
    var age: Int

    static func < (lhs: Dog, rhs: Dog) -> Bool {
        // TODO: younger dogs come first; for equal ages, compare the names
        return false
    }
}
