// Room service
// orders maps room numbers to what each room ordered. Describe a room's order
// as "Room 12: pancakes", or "Room 40: nothing yet" when the room has no order.

let orders = [12: "pancakes", 31: "green tea"]

func describeOrder(room: Int) -> String {
    if let order = orders[room] {
        return "Room \(room): \(order)"
    } else {
        return "Room \(room): nothing yet"
    }
}
