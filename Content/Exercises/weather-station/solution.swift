// Weather station
// A station keeps its latest reading in a tuple: the town, the temperature
// and whether it is windy. A new reading has come in from Tromsø: -4.5 degrees,
// and windy. Put it in reading.

var reading = (town: "Bodø", celsius: 1.5, windy: false)

reading = (town: "Tromsø", celsius: -4.5, windy: true)

print("\(reading.town): \(reading.celsius)°C, windy: \(reading.windy)")
