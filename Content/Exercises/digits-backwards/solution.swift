// Digits backwards
// Print the digits of number from the last one to the first, one per line.
// Use a repeat loop, so that a number like 0 would still print one digit.

var number = 3906

repeat {
    print(number % 10)
    number /= 10
} while number > 0
