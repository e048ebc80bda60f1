// Hashtags
// Turn a word into a hashtag: all lowercase, with "#" in front.
// A word that already starts with "#" only needs lowercasing,
// and an empty word gives an empty string.

func hashtag(_ word: String) -> String {
    if word.isEmpty {
        return ""
    }
    let lower = word.lowercased()
    if lower.hasPrefix("#") {
        return lower
    }
    return "#" + lower
}
