# A Baekjoon 12094 (2048 Hard, at most 10 moves) submission in Python that
# gives right answers too slowly: the usual 12100 (Easy) solution with 5
# changed to 10. It tries all 4^10 sequences of moves, and keeps going after
# a move that changes nothing.
import sys


def slide(row):
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


def move(board, direction):
    if direction == 0:
        return [slide(row) for row in board]
    if direction == 1:
        return [slide(row[::-1])[::-1] for row in board]
    columns = [list(column) for column in zip(*board)]
    if direction == 2:
        return [list(row) for row in zip(*[slide(column) for column in columns])]
    return [list(row) for row in zip(*[slide(column[::-1])[::-1] for column in columns])]


def best(board, moves):
    top = max(max(row) for row in board)
    if moves == 10:
        return top
    for direction in range(4):
        top = max(top, best(move(board, direction), moves + 1))
    return top


n = int(sys.stdin.readline())
board = [list(map(int, sys.stdin.readline().split())) for _ in range(n)]
print(best(board, 0))
