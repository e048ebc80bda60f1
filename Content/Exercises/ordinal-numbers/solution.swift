// First, second, third
// Give every Int an ordinal property for race results: 1st, 2nd, 3rd, 4th...
// Watch out for 11th, 12th and 13th (and 111th, 212th...), which end in "th".

extension Int {
    var ordinal: String {
        let lastTwo = self % 100
        if lastTwo >= 11 && lastTwo <= 13 {
            return "\(self)th"
        }
        switch self % 10 {
        case 1:
            return "\(self)st"
        case 2:
            return "\(self)nd"
        case 3:
            return "\(self)rd"
        default:
            return "\(self)th"
        }
    }
}
