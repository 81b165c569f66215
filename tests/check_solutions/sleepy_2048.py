# A Baekjoon 12100 (2048, K = 5) submission in Python that gives right
# answers but first sleeps 40 ms per tile: slow in wall-clock time while it
# uses almost no CPU time. tests/check_test.py plants it to show how gridsolve
# check judges a program that waits: not too slow by CPU time (what judges
# count), but stopped at the wall-clock cap (--timeout).
import sys
import time


def slide(row):
    tiles = [v for v in row if v]
    out = []
    while tiles:
        if len(tiles) > 1 and tiles[0] == tiles[1]:
            out.append(tiles[0] * 2)
            tiles = tiles[2:]
        else:
            out.append(tiles.pop(0))
    return tuple(out + [0] * (len(row) - len(out)))


def moves(board):
    columns = list(zip(*board))
    yield tuple(slide(row) for row in board)
    yield tuple(slide(row[::-1])[::-1] for row in board)
    yield tuple(zip(*[slide(column) for column in columns]))
    yield tuple(zip(*[slide(column[::-1])[::-1] for column in columns]))


data = sys.stdin.read().split()
n = int(data[0])
values = list(map(int, data[1:1 + n * n]))
time.sleep(0.04 * sum(1 for v in values if v))
level = {tuple(tuple(values[r * n:(r + 1) * n]) for r in range(n))}
best = max(values)
for _ in range(5):
    level = {after for board in level for after in moves(board)}
    best = max(best, max(max(row) for board in level for row in board))
print(best)
