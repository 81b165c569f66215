// 백준 12100 2048 (Easy) — Node.js, 빠른 입력: fs.readSync(0, ...)를 끝까지 반복.
// Correct: every line of at most 5 moves, depth first; boards copied with
// structuredClone, the time taken written to stderr with performance.now().
const fs = require('fs');
const started = performance.now();
const chunk = Buffer.alloc(1 << 16);
let text = '';
for (let got; (got = fs.readSync(0, chunk, 0, chunk.length, null)) > 0;) text += chunk.toString('utf8', 0, got);
const tokens = text.split(/\s+/).filter(Boolean).map(Number);
const n = tokens[0];
const start = [];
for (let r = 0; r < n; r++) start.push(tokens.slice(1 + r * n, 1 + (r + 1) * n));

function slideLeft(board) {
  const out = structuredClone(board);
  for (const row of out) {
    const tiles = row.filter((v) => v);
    const merged = [];
    for (let i = 0; i < tiles.length; i++) {
      if (i + 1 < tiles.length && tiles[i] === tiles[i + 1]) { merged.push(2 * tiles[i]); i++; } else merged.push(tiles[i]);
    }
    for (let c = 0; c < n; c++) row[c] = c < merged.length ? merged[c] : 0;
  }
  return out;
}
const rotate = (b) => b.map((_, r) => b.map((row) => row[r]).reverse());  // 시계 방향 90도

let best = 0;
function dfs(board, depth) {
  for (const row of board) for (const v of row) best = Math.max(best, v);
  if (depth === 5) return;
  let b = board;
  for (let turn = 0; turn < 4; turn++) {
    dfs(slideLeft(b), depth + 1);
    b = rotate(b);
  }
}
dfs(start, 0);
console.log(best);
console.error(`took ${(performance.now() - started).toFixed(1)} ms`);
