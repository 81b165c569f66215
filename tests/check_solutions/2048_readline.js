// 백준 12100 2048 (Easy) — Node.js, readline으로 입력을 받는 흔한 방식.
// Correct: every sequence of 5 moves, breadth first over distinct boards.
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
const lines = [];
rl.on('line', (line) => lines.push(line.trim()));
rl.on('close', () => {
  const tokens = lines.join(' ').split(/\s+/).filter(Boolean).map(Number);
  const n = tokens[0];
  let board = [];
  for (let r = 0; r < n; r++) board.push(tokens.slice(1 + r * n, 1 + (r + 1) * n));
  const slide = (row) => {
    const tiles = row.filter((v) => v);
    const out = [];
    for (let i = 0; i < tiles.length; i++) {
      if (i + 1 < tiles.length && tiles[i] === tiles[i + 1]) { out.push(tiles[i] * 2); i++; } else out.push(tiles[i]);
    }
    while (out.length < row.length) out.push(0);
    return out;
  };
  const transpose = (b) => b[0].map((_, c) => b.map((row) => row[c]));
  const moves = (b) => [
    b.map(slide),
    b.map((row) => slide([...row].reverse()).reverse()),
    transpose(transpose(b).map(slide)),
    transpose(transpose(b).map((row) => slide([...row].reverse()).reverse())),
  ];
  let level = new Map([[JSON.stringify(board), board]]);
  let best = Math.max(...board.flat());
  for (let k = 0; k < 5; k++) {
    const next = new Map();
    for (const b of level.values()) for (const m of moves(b)) next.set(JSON.stringify(m), m);
    level = next;
    for (const b of level.values()) best = Math.max(best, ...b.flat());
  }
  console.log(best);
  process.exit(0);
});
