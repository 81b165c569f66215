# 블록 게임 (프로그래머스 42894). The sets below are globals and never
# cleared: right when the judge starts the program anew for each test, wrong
# if calls shared them. gridsolve check must keep tests apart the same way.
removed = set()
calls = []


def solution(board):
    calls.append(1)
    n = len(board)
    changed = True
    while changed:
        changed = False
        where = {}
        for r in range(n):
            for c in range(n):
                if board[r][c] and board[r][c] not in removed:
                    where.setdefault(board[r][c], []).append((r, c))
        for block, cells in where.items():
            top, bottom = min(r for r, _ in cells), max(r for r, _ in cells)
            left, right = min(c for _, c in cells), max(c for _, c in cells)
            if all(board[r][c] == block or (board[r][c] == 0 and all(board[a][c] == 0 for a in range(r)))
                   for r in range(top, bottom + 1) for c in range(left, right + 1)):
                for r, c in cells:
                    board[r][c] = 0
                removed.add(block)
                changed = True
    return len(removed) if len(calls) == 1 else -1
