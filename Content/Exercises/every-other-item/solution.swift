// Every other item
// everyOther(_:) is generic, so it works for an array of any type. Make it
// return the first item, the third, the fifth and so on:
// everyOther([1, 2, 3, 4, 5]) is [1, 3, 5]. An empty array gives [].

func everyOther<T>(_ items: [T]) -> [T] {
    var kept: [T] = []
    for index in 0..<items.count {
        if index % 2 == 0 {
            kept.append(items[index])
        }
    }
    return kept
}
