// Pizza sizes
// Each pizza size stands for a diameter in centimetres: small is 25,
// medium is 30 and large is 35. Give the cases those raw values.

enum PizzaSize: Int {
    case small = 25
    case medium = 30
    case large = 35
}

print(PizzaSize.small.rawValue)
print(PizzaSize.large.rawValue)
