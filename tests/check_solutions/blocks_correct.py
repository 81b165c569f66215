# A correct Programmers 42894 solution in Python: the site calls
# solution(board); there is no main. Removes any removable block until none is.
def solution(board):
    n = len(board)
    grid = [row[:] for row in board]
    removed = 0
    changed = True
    while changed:
        changed = False
        cells = {}
        for r in range(n):
            for c in range(len(grid[r])):
                if grid[r][c]:
                    cells.setdefault(grid[r][c], []).append((r, c))
        for block, where in cells.items():
            top = min(r for r, _ in where)
            bottom = max(r for r, _ in where)
            left = min(c for _, c in where)
            right = max(c for _, c in where)
            ok = True
            for r in range(top, bottom + 1):
                for c in range(left, right + 1):
                    if grid[r][c] == block:
                        continue
                    if grid[r][c] != 0 or any(grid[a][c] for a in range(r)):
                        ok = False
            if ok:
                for r, c in where:
                    grid[r][c] = 0
                removed += 1
                changed = True
    return removed


if __name__ == '__main__':
    print('this line must not run under gridsolve check')
