// Now playing
// A music app keeps the current song in a variable. The next song is
// "Paper Boats": store it in nowPlaying, then print nowPlaying again.

var nowPlaying = "Morning Rain"
print(nowPlaying)

nowPlaying = "Paper Boats"
print(nowPlaying)
