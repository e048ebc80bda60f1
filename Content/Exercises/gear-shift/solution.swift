// Gear shift
// Shifting up moves a gearbox to the gear with the next raw value, but third
// is the top gear and stays where it is. Gear(rawValue:) gives an optional,
// but below third the next gear always exists, so unwrap it with !.

enum Gear: Int {
    case reverse = -1, neutral, first, second, third
}

func shiftUp(from gear: Gear) -> Gear {
    if gear == .third {
        return .third
    }
    return Gear(rawValue: gear.rawValue + 1)!
}
