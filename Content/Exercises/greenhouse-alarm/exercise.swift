// Greenhouse alarm
// The greenhouse prints one message for its temperature. At 41 degrees it
// should say "Too hot! Open the vents.", but it only says "Warm".
// Reorder the checks so each message shows for the temperatures it is meant for.

let celsius = 41

// TODO: fix the order of the checks
if celsius > 25 {
    print("Warm")
} else if celsius > 38 {
    print("Too hot! Open the vents.")
} else {
    print("Comfortable")
}
