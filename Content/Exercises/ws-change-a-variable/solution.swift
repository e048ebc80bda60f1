// Change a variable
//
// This program prints a city, then prints it again. Make the second line say Paris instead of
// London, by giving `city` a new value where the TODO is. Keep both print lines as they are.

var city = "London"
print(city)

city = "Paris"

print(city)
