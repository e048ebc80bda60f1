// Now playing
// A music app keeps the current song in a variable. The next song is
// "Paper Boats": store it in nowPlaying, then print nowPlaying again.

var nowPlaying = "Morning Rain"
print(nowPlaying)

// TODO: give nowPlaying its new song, then print it
