// 2048 (Easy): 입력을 fs.createReadStream('/dev/stdin')과 readline으로 읽는 방식.
const fs = require('fs');
const readline = require('readline');
const rl = readline.createInterface({ input: fs.createReadStream('/dev/stdin') });
const words = [];
rl.on('line', (line) => words.push(...line.split(' ').filter(Boolean).map(Number)));
rl.on('close', () => {
  const n = words[0];
  let board = [];
  for (let r = 0; r < n; r++) board.push(words.slice(1 + r * n, 1 + (r + 1) * n));
  const slide = (row) => {
    const t = row.filter((v) => v), out = [];
    for (let i = 0; i < t.length; i++) { if (t[i] === t[i + 1]) { out.push(2 * t[i]); i++; } else out.push(t[i]); }
    return out.concat(Array(row.length - out.length).fill(0));
  };
  const flip = (b) => b.map((row) => [...row].reverse());
  const turn = (b) => b[0].map((_, c) => b.map((row) => row[c]));
  const moves = (b) => [b.map(slide), flip(flip(b).map(slide)), turn(turn(b).map(slide)), turn(flip(flip(turn(b)).map(slide)))];
  let best = 0;
  const dfs = (b, k) => { best = Math.max(best, ...b.flat()); if (k < 5) for (const m of moves(b)) dfs(m, k + 1); };
  dfs(board, 0);
  console.log(best);
});
