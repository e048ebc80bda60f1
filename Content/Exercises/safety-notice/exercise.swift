// Safety notice
// The climbing wall reads the same notice before every session:
//   Harnesses are checked by staff.
//   Climb with a partner at all times.
// Put those two lines in the function, so every call prints them.

func readSafetyNotice() {
    // TODO: print the two lines of the notice
}

print("Morning session")
readSafetyNotice()
