// 블록 게임 — JavaScript (Programmers), with its debug console.log lines.
// BUG on purpose: does not check the columns above the rectangle, as if
// black squares could reach any empty cell.
function solution(board) {
  const n = board.length;
  let removed = 0;
  for (let changed = true; changed;) {
    changed = false;
    const box = new Map();
    board.forEach((row, r) => row.forEach((id, c) => {
      if (!id) return;
      const b = box.get(id) || [r, r, c, c];
      box.set(id, [Math.min(b[0], r), Math.max(b[1], r), Math.min(b[2], c), Math.max(b[3], c)]);
    }));
    for (const [id, [top, bottom, left, right]] of box) {
      let ok = true;
      for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (board[r][c] !== id && board[r][c]) ok = false;
      console.log(`block ${id}: ${ok ? 'removable' : 'stuck'}`);
      if (!ok) continue;
      for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) if (board[r][c] === id) board[r][c] = 0;
      removed++;
      changed = true;
    }
  }
  return removed;
}
