#!/usr/bin/env python3
"""How small gridsolve check's shrinking gets, measured (docs/check.md).

For each deliberately wrong solution of tests/check_solutions (the C++
check_solution_PUZZLE MODE programs), it finds the smallest failing input
by exhaustive enumeration over small boards (fewest tiles for 2048, pairs
for cards, blocks for blocks, within the generators' default limits), then
runs `gridsolve check --seed S` for S = 1..10 and compares the size of the
shrunk input with that minimum. Not part of ctest: it takes a few minutes.

Usage: shrink_measure.py --bin build/gridsolve --solutions build/tests [--seeds 10]
"""
import argparse, itertools, json, os, re, statistics, subprocess, sys, tempfile

MODES = {
    '2048': ['merge-again', 'one-move-short', 'far-side-first'],
    'cards': ['no-ctrl', 'greedy-orientation', 'ctrl-to-edge'],
    'blocks': ['single-pass', 'ignore-above', 'skip-top-row'],
}


def size_of(puzzle, text):
    if puzzle == '2048':
        return sum(1 for v in text.split()[1:] if v != '0')
    if puzzle == 'cards':
        board = json.loads(text[:text.rindex(']') + 1])
        return sum(1 for row in board for v in row if v) // 2
    return len({v for row in json.loads(text) for v in row if v})


def boards_2048(tiles):
    # N = 2..4 (a one-cell board cannot fail), values 2..32; 4 and 5 tiles on N <= 3.
    for n in range(2, 5 if tiles <= 3 else 4):
        for cells in itertools.combinations(range(n * n), tiles):
            for values in itertools.product((2, 4, 8, 16, 32), repeat=tiles):
                if min(values) != 2:
                    continue  # halving every tile changes nothing
                grid = [0] * (n * n)
                for cell, value in zip(cells, values):
                    grid[cell] = value
                yield f'{n}\n' + '\n'.join(' '.join(map(str, grid[r * n:(r + 1) * n])) for r in range(n)) + '\n'


def boards_cards(pairs):
    n = 4
    def pairings(cells):
        if not cells:
            yield []
            return
        first = cells[0]
        for k in range(1, len(cells)):
            for rest in pairings(cells[1:k] + cells[k + 1:]):
                yield [(first, cells[k])] + rest
    for cells in itertools.combinations(range(n * n), 2 * pairs):
        for pairing in pairings(list(cells)):
            grid = [0] * (n * n)
            for label, (a, b) in enumerate(pairing, 1):
                grid[a] = grid[b] = label
            rows = [grid[r * n:(r + 1) * n] for r in range(n)]
            for cursor in range(n * n):
                yield json.dumps(rows, separators=(',', ':')) + f' {cursor // n} {cursor % n}'


SHAPES = []
for base in ([(0, 0), (1, 0), (2, 0), (2, 1)], [(0, 1), (1, 1), (2, 1), (2, 0)], [(0, 0), (0, 1), (0, 2), (1, 1)]):
    shape = base
    for _ in range(4):
        top = min(r for r, _ in shape); left = min(c for _, c in shape)
        SHAPES.append(sorted((r - top, c - left) for r, c in shape))
        shape = [(c, -r) for r, c in shape]


def boards_blocks(count):
    for n in (4, 5):
        placements = []
        for shape in SHAPES:
            h = max(r for r, _ in shape) + 1; w = max(c for _, c in shape) + 1
            for top in range(n - h + 1):
                for left in range(n - w + 1):
                    placements.append(frozenset((top + r) * n + left + c for r, c in shape))
        for chosen in itertools.combinations(placements, count):
            if sum(len(p) for p in chosen) != len(frozenset().union(*chosen)):
                continue
            grid = [0] * (n * n)
            for block, cells in enumerate(chosen, 1):
                for cell in cells:
                    grid[cell] = block
            yield json.dumps([grid[r * n:(r + 1) * n] for r in range(n)], separators=(',', ':'))


def answers(program, puzzle, mode, cases):
    if puzzle == '2048':
        p = subprocess.run([program, mode, '5'], input=''.join(cases).encode(), capture_output=True, check=True)
    else:
        p = subprocess.run([program, mode, '--each-line'], input='\n'.join(cases).encode() + b'\n',
                           capture_output=True, check=True)
    return p.stdout.decode().split()


def smallest_failing(solutions, puzzle, mode):
    program = os.path.join(solutions, f'check_solution_{puzzle}')
    make = {'2048': boards_2048, 'cards': boards_cards, 'blocks': boards_blocks}[puzzle]
    for size in range(1, 6 if puzzle == '2048' else 5):
        cases = list(make(size))
        for start in range(0, len(cases), 20000):
            batch = cases[start:start + 20000]
            for case, want, got in zip(batch, answers(program, puzzle, 'correct', batch),
                                       answers(program, puzzle, mode, batch)):
                if want != got:
                    return size, case
    return None, None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default='build/gridsolve')
    ap.add_argument('--solutions', default='build/tests')
    ap.add_argument('--seeds', type=int, default=10)
    ap.add_argument('--puzzles', default='2048,cards,blocks')
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix='gridsolve-shrink-')
    print('| puzzle | wrong solution | smallest failing (exhaustive) | shrunk, seeds 1..%d | median | median - smallest |' % a.seeds)
    print('|---|---|---|---|---|---|')
    for puzzle in a.puzzles.split(','):
        for mode in MODES[puzzle]:
            minimum, example = smallest_failing(a.solutions, puzzle, mode)
            sizes = []
            for seed in range(1, a.seeds + 1):
                saved = os.path.join(tmp, f'{puzzle}-{mode}-{seed}.txt')
                p = subprocess.run([a.bin, 'check', puzzle, '--tests', '300', '--seed', str(seed), '--save', saved,
                                    '--', os.path.join(a.solutions, f'check_solution_{puzzle}'), mode],
                                   capture_output=True)
                if p.returncode == 1 and os.path.exists(saved):
                    sizes.append(size_of(puzzle, open(saved).read()))
            median = statistics.median(sizes) if sizes else None
            print(f'| {puzzle} | {mode} | {minimum} | {" ".join(map(str, sizes))} | {median} | '
                  f'{median - minimum if median is not None and minimum else "?"} |', flush=True)
            if example and os.environ.get('SHOW_EXAMPLES'):
                print(repr(example))


if __name__ == '__main__':
    sys.exit(main())
