// 블록 게임 — a class Solution with a method solution, as LeetCode writes it
class Solution { solution(board) {
  const n = board.length;
  let removed = 0, changed = true;
  while (changed) {
    changed = false;
    const box = new Map();
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const v = board[i][j]; if (!v) continue;
      if (!box.has(v)) box.set(v, [i, i, j, j]);
      const b = box.get(v); b[0] = Math.min(b[0], i); b[1] = Math.max(b[1], i); b[2] = Math.min(b[2], j); b[3] = Math.max(b[3], j);
    }
    for (const [v, [t, bo, l, r]] of box) {
      let ok = true;
      for (let i = t; i <= bo; i++) for (let j = l; j <= r; j++) {
        if (board[i][j] === v) continue;
        if (board[i][j] !== 0) ok = false;
        else for (let a = 0; a < i; a++) if (board[a][j] !== 0) ok = false;
      }
      if (ok) { for (let i = t; i <= bo; i++) for (let j = l; j <= r; j++) if (board[i][j] === v) board[i][j] = 0; removed++; changed = true; }
    }
  }
  return removed;
}}


