# A Programmers 42894 (blocks) solution with a common mistake, for the
# worked example of `gridsolve check` (README.md, docs/check.md): it removes
# every removable block, but in a single pass over the board.
def solution(board):
    n = len(board)
    removed = 0
    seen = set()
    for i in range(n):
        for j in range(n):
            block = board[i][j]
            if block == 0 or block in seen:
                continue
            seen.add(block)
            cells = [(r, c) for r in range(n) for c in range(n) if board[r][c] == block]
            top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
            left, right = min(c for _, c in cells), max(c for _, c in cells)
            ok = all(board[r][c] == block or
                     (board[r][c] == 0 and all(board[a][c] == 0 for a in range(r)))
                     for r in range(top, bottom + 1) for c in range(left, right + 1))
            if ok:
                for r, c in cells:
                    board[r][c] = 0
                removed += 1
    return removed
