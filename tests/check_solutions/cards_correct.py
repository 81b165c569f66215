# A correct Programmers 72415 solution in Python: the site calls
# solution(board, r, c); there is no main. Tries every order of the pairs and
# both cards of each pair first, with breadth-first key distances.
from collections import deque
from itertools import permutations


def presses(board, start, goal):
    n = len(board)
    seen = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            return seen[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            steps = []
            if 0 <= r + dr < n and 0 <= c + dc < n:
                steps.append((r + dr, c + dc))
            jr, jc = r, c
            while 0 <= jr + dr < n and 0 <= jc + dc < n:
                jr, jc = jr + dr, jc + dc
                if board[jr][jc]:
                    break
            steps.append((jr, jc))
            for nxt in steps:
                if nxt not in seen:
                    seen[nxt] = seen[(r, c)] + 1
                    queue.append(nxt)
    return None


def solution(board, r, c):
    where = {}
    for i, row in enumerate(board):
        for j, v in enumerate(row):
            if v:
                where.setdefault(v, []).append((i, j))
    best = None
    for order in permutations(where):
        states = {(r, c): 0}  # cursor -> fewest presses so far
        grid = [row[:] for row in board]
        for label in order:
            a, b = where[label]
            nxt = {}
            for cur, cost in states.items():
                for first, second in ((a, b), (b, a)):
                    total = cost + presses(grid, cur, first) + presses(grid, first, second) + 2
                    if nxt.get(second, total + 1) > total:
                        nxt[second] = total
            states = nxt
            grid[a[0]][a[1]] = grid[b[0]][b[1]] = 0
        cost = min(states.values())
        best = cost if best is None else min(best, cost)
    return best or 0
