// A judge's score
// Scores in this diving contest have decimals, like 8.5, but the first judge
// gave a round 9. Leave the 9 exactly as it is written and make firstJudge
// a Double anyway, so that it prints as 9.0.

let firstJudge = 9 // TODO: make this a Double without changing the 9
let secondJudge = 8.5

print(firstJudge)
print(secondJudge)
