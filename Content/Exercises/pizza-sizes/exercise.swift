// Pizza sizes
// Each pizza size stands for a diameter in centimetres: small is 25,
// medium is 30 and large is 35. Give the cases those raw values.

enum PizzaSize: Int {
    // TODO: give each case its diameter as its raw value
    case small
    case medium
    case large
}

print(PizzaSize.small.rawValue)
print(PizzaSize.large.rawValue)
