from typing import List
import sys
sys.setrecursionlimit(10000)

class Solution:
    def solution(self, board: List[List[int]]) -> int:
        n = len(board)
        removed = 0
        while True:
            changed = False
            boxes = {}
            for i in range(n):
                for j in range(n):
                    v = board[i][j]
                    if v:
                        b = boxes.setdefault(v, [i, i, j, j])
                        b[0] = min(b[0], i); b[1] = max(b[1], i); b[2] = min(b[2], j); b[3] = max(b[3], j)
            for v, (t, bo, l, r) in boxes.items():
                ok = True
                for i in range(t, bo + 1):
                    for j in range(l, r + 1):
                        if board[i][j] == v: continue
                        if board[i][j] != 0: ok = False
                        elif any(board[a][j] for a in range(i)): ok = False
                if ok:
                    for i in range(t, bo + 1):
                        for j in range(l, r + 1):
                            if board[i][j] == v: board[i][j] = 0
                    removed += 1
                    changed = True
            if not changed:
                return removed

print(Solution().solution([[0,0,0],[1,1,1],[0,1,0]]))
