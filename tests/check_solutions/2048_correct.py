# A correct Baekjoon 12100 submission in Python (K = 5): a whole program that
# reads standard input, as Baekjoon runs it. Breadth-first over distinct boards.
import sys


def slide_left(row):
    tiles = [v for v in row if v]
    out = []
    i = 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            out.append(tiles[i] * 2)
            i += 2
        else:
            out.append(tiles[i])
            i += 1
    return out + [0] * (len(row) - len(out))


def moves(board):
    rows = [list(r) for r in board]
    cols = [list(c) for c in zip(*board)]
    left = [slide_left(r) for r in rows]
    right = [slide_left(r[::-1])[::-1] for r in rows]
    up = [list(c) for c in zip(*[slide_left(c) for c in cols])]
    down = [list(c) for c in zip(*[slide_left(c[::-1])[::-1] for c in cols])]
    return [tuple(map(tuple, b)) for b in (left, right, up, down)]


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n * n]))
    start = tuple(tuple(values[r * n:(r + 1) * n]) for r in range(n))
    level = {start}
    best = max(values)
    for _ in range(5):
        level = {b for board in level for b in moves(board)}
        best = max(best, max(max(r) for b in level for r in b))
    print(best)


main()
