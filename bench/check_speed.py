#!/usr/bin/python3
"""The speed benchmark of gridsolve check (docs/check.md, "Speed"): the wall
and CPU time of 1,000 tests of correct solutions, compile included, as
medians of --runs runs. For C++, with the precompiled <bits/stdc++.h> made
first (the usual case: every check after the first) and without it
(--no-cache), and the compile alone (--tests 1). Not in CI: run it on an
idle machine.

    bench/check_speed.py --bin build/gridsolve [--runs 5] [--jobs 2]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOLUTIONS = os.path.join(HERE, '..', 'tests', 'check_solutions')

# (label, puzzle, file, extra arguments)
CASES = [
    ('C++ cards, cards_fast.cpp (DP over pairs removed)', 'cards', 'cards_fast.cpp', []),
    ('C++ cards, cards_dp.cpp (every order of the pairs)', 'cards', 'cards_dp.cpp', []),
    ('Python cards, cards_fast.py (DP over pairs removed)', 'cards', 'cards_fast.py', []),
]


def timed(command, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    p = subprocess.run(command, capture_output=True, env=env, timeout=600)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode != 0:
        sys.exit(f'{" ".join(command)} failed ({p.returncode}): {p.stdout[:300]!r} {p.stderr[:300]!r}')
    return wall, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default='build/gridsolve')
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--jobs', default='2')
    ap.add_argument('--tests', default='1000')
    a = ap.parse_args()
    env = dict(os.environ, GRIDSOLVE_CACHE_DIR=tempfile.mkdtemp(prefix='gridsolve-check-speed-'))
    print(f'{a.tests} tests, --jobs {a.jobs}, seed 1, medians of {a.runs} runs (wall s / CPU s)')
    for label, puzzle, name, extra in CASES:
        command = [a.bin, 'check', puzzle, os.path.join(SOLUTIONS, name), '--jobs', a.jobs] + extra
        variants = [('', [])]
        if name.endswith('.cpp'):
            timed(command + ['--tests', '1'], env)  # makes the precompiled header
            variants = [('', []), (' --no-cache', ['--no-cache'])]
        for suffix, more in variants:
            runs = [timed(command + ['--tests', a.tests] + more, env) for _ in range(a.runs)]
            line = (f'{label}{suffix}: {statistics.median(w for w, _ in runs):.2f} / '
                    f'{statistics.median(c for _, c in runs):.2f}')
            if name.endswith('.cpp'):
                compile_only = [timed(command + ['--tests', '1'] + more, env) for _ in range(a.runs)]
                line += f'; --tests 1 (the compile): {statistics.median(w for w, _ in compile_only):.2f}'
            print(line, flush=True)


if __name__ == '__main__':
    main()
