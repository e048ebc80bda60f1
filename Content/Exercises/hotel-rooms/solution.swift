// Hotel rooms
// The front desk keeps a dictionary from room numbers to guests.
// Ms Ortiz checks into room "305", and room "210" passes from Mr Haas to Mr Bello.

var rooms = ["101": "Ms Quinn", "210": "Mr Haas"]

rooms["305"] = "Ms Ortiz"
rooms["210"] = "Mr Bello"

print(rooms.count)
print(rooms["210"])
print(rooms["305"])
