// First, second, third
// Give every Int an ordinal property for race results: 1st, 2nd, 3rd, 4th...
// Watch out for 11th, 12th and 13th (and 111th, 212th...), which end in "th".

extension Int {
    var ordinal: String {
        // TODO: add the right ending
        "\(self)"
    }
}
