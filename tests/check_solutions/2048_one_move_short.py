# 백준 12100 — Python, 재귀 DFS (threading으로 스택을 늘리는 흔한 방식)
# BUG on purpose: searches 4 moves, not 5.
import sys
import threading
input = sys.stdin.readline


def slide(row):
    tiles = [v for v in row if v]
    out, i = [], 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            out.append(tiles[i] * 2)
            i += 2
        else:
            out.append(tiles[i])
            i += 1
    return out + [0] * (len(row) - len(out))


def moves(b):
    t = [list(c) for c in zip(*b)]
    return [[slide(r) for r in b], [slide(r[::-1])[::-1] for r in b],
            [list(c) for c in zip(*[slide(r) for r in t])], [list(c) for c in zip(*[slide(r[::-1])[::-1] for r in t])]]


def main():
    n = int(input())
    board = [list(map(int, input().split())) for _ in range(n)]
    best = 0

    def dfs(b, depth):
        nonlocal best
        best = max(best, max(max(r) for r in b))
        if depth == 4:
            return
        for nb in moves(b):
            dfs(nb, depth + 1)

    dfs(board, 0)
    print(best)


sys.setrecursionlimit(10 ** 6)
threading.stack_size(1 << 26)
threading.Thread(target=main).start()
