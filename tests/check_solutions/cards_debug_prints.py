# 카드 짝 맞추기 (프로그래머스 72415) — 디버그 출력을 지우지 않고 제출한 버전.
# Correct, but prints debug lines: check must judge the return value only.
from collections import deque


def solution(board, r, c):
    rows, cols = len(board), len(board[0])
    cells = {}
    for i in range(rows):
        for j in range(cols):
            if board[i][j]:
                cells.setdefault(board[i][j], []).append((i, j))
    labels = sorted(cells)
    print('debug: pairs', len(labels), 'cursor', (r, c))
    cache = {}

    def distances(removed, start):
        key = (removed, start)
        if key in cache:
            return cache[key]
        gone = {cell for k, label in enumerate(labels) if removed >> k & 1 for cell in cells[label]}

        def card(i, j):
            return board[i][j] != 0 and (i, j) not in gone

        seen = {start: 0}
        queue = deque([start])
        while queue:
            i, j = queue.popleft()
            for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                ni, nj = i + di, j + dj
                if not (0 <= ni < rows and 0 <= nj < cols):
                    continue
                steps = [(ni, nj)]
                while not card(ni, nj) and 0 <= ni + di < rows and 0 <= nj + dj < cols:
                    ni, nj = ni + di, nj + dj
                steps.append((ni, nj))
                for step in steps:
                    if step not in seen:
                        seen[step] = seen[(i, j)] + 1
                        queue.append(step)
        cache[key] = seen
        return seen

    best = {(0, (r, c)): 0}
    for removed in sorted(range(1 << len(labels)), key=lambda m: bin(m).count('1')):
        for (mask, cursor), cost in list(best.items()):
            if mask != removed:
                continue
            here = distances(removed, cursor)
            for k, label in enumerate(labels):
                if removed >> k & 1:
                    continue
                a, b = cells[label]
                for first, second in ((a, b), (b, a)):
                    total = cost + here[first] + distances(removed, first)[second] + 2
                    state = (removed | 1 << k, second)
                    if total < best.get(state, total + 1):
                        best[state] = total
    full = (1 << len(labels)) - 1
    return min((cost for (mask, _), cost in best.items() if mask == full), default=0)


# 예제 테스트
print(solution([[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], 1, 0))  # 14
