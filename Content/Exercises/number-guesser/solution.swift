// Number guesser
// guesses stands in for a player typing numbers. Read them one at a time in a
// while true loop. For a wrong guess print it with "lower" or "higher", like
// "50: lower"; for the right one print "Got it in 5 guesses" (with the real count)
// and stop reading.

let secret = 34
let guesses = [50, 25, 37, 31, 34, 40]
var tries = 0

while true {
    let guess = guesses[tries]
    tries += 1
    if guess == secret {
        print("Got it in \(tries) guesses")
        break
    }
    print("\(guess): \(guess > secret ? "lower" : "higher")")
}
