// Gear shift
// Shifting up moves a gearbox to the gear with the next raw value, but third
// is the top gear and stays where it is. Gear(rawValue:) gives an optional,
// but below third the next gear always exists, so unwrap it with !.

enum Gear: Int {
    case reverse = -1, neutral, first, second, third
}

func shiftUp(from gear: Gear) -> Gear {
    // TODO: the next gear up, or third when already in third
    return gear
}
