#!/usr/bin/env python3
"""Writes a random blocks board (docs/rules.md section 3) as one line of JSON.

Tetrominoes of the original's 12 shapes (L, J, T in four rotations) are
dropped Tetris-style onto the skyline of random columns until `--fill` of
the cells are taken; ids are 1, 2, 3, ... in drop order, so neighbouring
blocks stack on each other and removals unblock one another in chains.

Usage: blocks_make_board.py ROWS COLS [--fill 0.6] [--seed 1] > board.json
"""
import argparse, random, sys

BASE = {'L': [(0, 0), (1, 0), (2, 0), (2, 1)], 'J': [(0, 1), (1, 1), (2, 1), (2, 0)], 'T': [(0, 0), (0, 1), (0, 2), (1, 1)]}

def rotations(cells):
    out = []
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]
        r0 = min(r for r, _ in cells); c0 = min(c for _, c in cells)
        norm = sorted((r - r0, c - c0) for r, c in cells)
        if norm not in out: out.append(norm)
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('rows', type=int); ap.add_argument('cols', type=int)
    ap.add_argument('--fill', type=float, default=0.6); ap.add_argument('--seed', type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    shapes = [s for base in BASE.values() for s in rotations(base)]
    R, C = a.rows, a.cols
    grid = [[0] * C for _ in range(R)]
    height = [R] * C  # topmost taken row per column (R: empty)
    taken, want, next_id, misses = 0, int(a.fill * R * C), 1, 0
    while taken < want and misses < 50 * C:
        shape = rng.choice(shapes)
        w = max(c for _, c in shape) + 1; h = max(r for r, _ in shape) + 1
        left = rng.randrange(C - w + 1)
        # Lowest offset where every cell stays above its column's skyline.
        top = min(height[left + c] - 1 - r for r, c in shape if all(rr <= r for rr, cc in shape if cc == c))
        if top < 0:
            misses += 1; continue
        for r, c in shape:
            grid[top + r][left + c] = next_id
            height[left + c] = min(height[left + c], top + r)
        next_id += 1; taken += 4
    sys.stdout.write('[' + ','.join('[' + ','.join(map(str, row)) + ']' for row in grid) + ']\n')

if __name__ == '__main__':
    main()
