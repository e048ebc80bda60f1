// Garden tools
// Each ability of a garden tool is a small protocol with a method added by an
// extension. The hedge trimmer has a blade and a battery: make it both
// Sharpenable and Rechargeable. Its battery takes 3 hours to charge.

protocol Sharpenable {
    var name: String { get }
}

extension Sharpenable {
    func sharpen() -> String {
        "Sharpening the \(name)"
    }
}

protocol Rechargeable {
    var name: String { get }
    var chargeHours: Int { get }
}

extension Rechargeable {
    func charge() -> String {
        "Charging the \(name) for \(chargeHours) hours"
    }
}

struct Shears: Sharpenable {
    let name = "shears"
}

struct HedgeTrimmer { // TODO: give it both abilities
    let name = "hedge trimmer"
}
