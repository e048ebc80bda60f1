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
        // TODO: build the sign from name and opensAt
        return ""
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
