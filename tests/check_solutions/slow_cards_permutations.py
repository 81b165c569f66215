# A Programmers 72415 (cards) solution in Python that gives right answers,
# too slowly: it tries every order of the pairs and, for each pair, both
# orders of its two cards (n! * 2^n plays), and finds every distance with a
# new breadth-first search, caching nothing. About 0.1 s for 4 pairs, seconds
# for 5, tens of seconds for 6. tests/check_test.py plants it as a slow
# solution for gridsolve check's time limits.
from collections import deque
from itertools import permutations, product


def presses(board, start, goal):
    rows, cols = len(board), len(board[0])
    seen = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            return seen[(r, c)]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if not (0 <= r + dr < rows and 0 <= c + dc < cols):
                continue
            jr, jc = r + dr, c + dc
            while board[jr][jc] == 0 and 0 <= jr + dr < rows and 0 <= jc + dc < cols:
                jr, jc = jr + dr, jc + dc
            for cell in ((r + dr, c + dc), (jr, jc)):
                if cell not in seen:
                    seen[cell] = seen[(r, c)] + 1
                    queue.append(cell)
    return 0


def solution(board, r, c):
    cards = {}
    for i, row in enumerate(board):
        for j, label in enumerate(row):
            if label:
                cards.setdefault(label, []).append((i, j))
    best = None
    for order in permutations(cards):
        for flips in product((0, 1), repeat=len(order)):
            now = [row[:] for row in board]
            cursor, cost = (r, c), 0
            for label, flip in zip(order, flips):
                first, second = cards[label][flip], cards[label][1 - flip]
                cost += presses(now, cursor, first) + 1 + presses(now, first, second) + 1
                now[first[0]][first[1]] = now[second[0]][second[1]] = 0
                cursor = second
            best = cost if best is None else min(best, cost)
    return best
