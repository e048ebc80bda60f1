// First frost
// A gardener only wants to know the first night that dropped below zero.
// The loop reports every frosty night: make it stop after the first one.

let nightlyLows = [6, 3, 1, -2, 4, -5, -1]
var night = 0

for low in nightlyLows {
    night += 1
    if low < 0 {
        print("First frost on night \(night): \(low)°C")
        // TODO: stop looking here
    }
}
