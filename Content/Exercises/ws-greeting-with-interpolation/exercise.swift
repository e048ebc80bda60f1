// A greeting with interpolation
//
// Make `message` read "Hello, Ana! You are 30." by putting the two constants inside the string
// with interpolation, where the TODO is. Do not type Ana or 30 yourself.

let name = "Ana"
let age = 30

// TODO: build the message from name and age.
let message = ""

print(message)
