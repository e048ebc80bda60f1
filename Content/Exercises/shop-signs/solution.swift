// Shop signs
// Every Shop gets its sign from one method in a protocol extension, so no shop
// writes its own. A sign reads "Dog-Eared, open from 10:00", and shops that open
// before 9 add " (early birds welcome)" at the end.

protocol Shop {
    var name: String { get }
    var opensAt: Int { get }
}

extension Shop {
    func sign() -> String {
        let line = "\(name), open from \(opensAt):00"
        if opensAt < 9 {
            return line + " (early birds welcome)"
        }
        return line
    }
}

struct Bakery: Shop {
    let name = "Crumbs"
    let opensAt = 7
}

struct Bookshop: Shop {
    let name = "Dog-Eared"
    let opensAt = 10
}
