// Name tags
// A conference prints a name tag for each guest, like this:
// HELLO, I am Priya (table 4)
// Finish the function so it prints the tag for the guest and table it is given.

func printNameTag(guest: String, table: Int) {
    print("HELLO, I am \(guest) (table \(table))")
}
