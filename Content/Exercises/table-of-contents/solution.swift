// Table of contents
// Add a method to String that pads it with dots up to a width, for lines like
// "Intro.....1". A string that is already as wide or wider stays as it is.

extension String {
    func dotted(to width: Int) -> String {
        var result = self
        while result.count < width {
            result += "."
        }
        return result
    }
}
