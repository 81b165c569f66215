#!/usr/bin/env python3
"""End-to-end tests of the gridsolve command line (SPEC.md section 4).

Each case runs the built executable with arguments and standard input and
checks the exit status, standard output and the exact one-line message on
standard error. Prints one line per failure and 'N passed, M failed'.

Usage: cli_test.py --bin build/gridsolve
"""
import argparse, json, os, subprocess, sys, tempfile

# (name, args, stdin, exit status, stdout or None to skip, stderr or None to skip)
CASES = [
    # 2048: answers and witnesses
    ('2048 statement example', ['2048'], '3\n2 2 2\n4 4 4\n8 8 8\n', 0, '16\n', ''),
    ('2048 hard problem K', ['2048', '--moves', '10'], '2\n2 2\n4 8\n', 0, '16\n', ''),
    ('2048 short -k', ['2048', '-k', '0'], '2\n2 2\n4 8\n', 0, '8\n', ''),
    ('2048 from file dash', ['2048', '-'], '1\n8\n', 0, '8\n', ''),
    ('2048 all empty', ['2048'], '2\n0 0\n0 0\n', 0, '0\n', ''),
    ('2048 json', ['2048', '--json', '--moves', '1'], '2\n2 2\n0 0\n', 0, None, ''),
    # 2048: bad input, one line on stderr, nothing on stdout
    ('2048 empty input', ['2048'], '', 2, '',
     'gridsolve: stdin: line 1, column 1: the input is empty; expected N, the board size, then N*N tiles\n'),
    ('2048 size not a number', ['2048'], 'abc\n', 2, '',
     "gridsolve: stdin: line 1, column 1: expected N, the board size (a whole number), found 'abc'\n"),
    ('2048 zero size', ['2048'], '0\n', 2, '', 'gridsolve: stdin: line 1, column 1: board size must be at least 1, not 0\n'),
    ('2048 absurd size', ['2048'], '100000000\n2\n', 2, '',
     'gridsolve: stdin: line 1, column 1: board size 100000000 is too large: the board may have at most 16777216 cells\n'),
    ('2048 missing values', ['2048'], '2\n2 2\n2\n', 2, '',
     'gridsolve: stdin: line 3, column 2: expected 4 tile values for a 2 x 2 board, found only 3\n'),
    ('2048 extra values', ['2048'], '1\n2 4\n', 2, '',
     "gridsolve: stdin: line 2, column 3: unexpected '4' after the last tile of the 1 x 1 board\n"),
    ('2048 not a power of two', ['2048'], '2\n2 6\n0 0\n', 2, '',
     'gridsolve: stdin: line 2, column 3: row 0, column 1 holds 6, which is not a power of two\n'),
    ('2048 below two', ['2048'], '1\n1\n', 2, '',
     'gridsolve: stdin: line 2, column 1: row 0, column 0 holds 1, below the smallest tile, 2\n'),
    ('2048 above 2^40', ['2048'], '1\n2199023255552\n', 2, '',
     'gridsolve: stdin: line 2, column 1: row 0, column 0 holds 2199023255552, above the largest tile allowed, 2^40 = 1099511627776\n'),
    ('2048 non-number tile', ['2048'], '1\nfour\n', 2, '',
     "gridsolve: stdin: line 2, column 1: expected the tile at row 0, column 0 (a number), found 'four'\n"),
    ('2048 bad --moves', ['2048', '--moves', '-1'], '1\n2\n', 2, '',
     "gridsolve: --moves: expected a whole number of moves from 0 to 1000000000000000000, got '-1' (see gridsolve --help)\n"),
    ('2048 missing file', ['2048', 'no-such-file.txt'], '', 2, '',
     'gridsolve: no-such-file.txt: cannot open: No such file or directory\n'),
    ('2048 json and explain', ['2048', '--json', '--explain'], '1\n2\n', 2, '',
     'gridsolve: --json excludes --explain (see gridsolve --help)\n'),
    # 2048: threads and time limit
    ('2048 threads', ['2048', '--threads', '2', '--moves', '10'], '3\n2 2 2\n4 4 4\n8 8 8\n', 0, '16\n', ''),
    ('2048 time limit, solved in time', ['2048', '--time-limit', '30'], '3\n2 2 2\n4 4 4\n8 8 8\n', 0, '16\n', ''),
    ('2048 bad --threads', ['2048', '--threads', 'many'], '1\n2\n', 2, '',
     "gridsolve: --threads: expected a whole number of threads from 0 to 1024, got 'many' (see gridsolve --help)\n"),
    ('2048 bad --time-limit', ['2048', '--time-limit', '0'], '1\n2\n', 2, '',
     "gridsolve: --time-limit: expected a positive number of seconds, got '0' (see gridsolve --help)\n"),
    # usage
    ('no command', [], '', 2, '', 'gridsolve: A subcommand is required (see gridsolve --help)\n'),
    ('unknown command', ['sudoku'], '', 2, '', None),
    ('version', ['--version'], '', 0, None, ''),
    ('help', ['--help'], '', 0, None, ''),
]


def run_case(binary, name, args, stdin, status, stdout, stderr):
    p = subprocess.run([binary] + args, input=stdin.encode(), capture_output=True, timeout=60)
    out, err = p.stdout.decode(errors='replace'), p.stderr.decode(errors='replace')
    problems = []
    if p.returncode != status:
        problems.append(f'exit {p.returncode}, expected {status}')
    if stdout is not None and out != stdout:
        problems.append(f'stdout {out!r}, expected {stdout!r}')
    if stderr is not None and err != stderr:
        problems.append(f'stderr {err!r}, expected {stderr!r}')
    if status == 2 and (out != '' or err.count('\n') != 1):
        problems.append(f'bad input must print nothing on stdout and one line on stderr, got {out!r} / {err!r}')
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default='build/gridsolve')
    a = ap.parse_args()
    passed = failed = 0
    for case in CASES:
        problems = run_case(a.bin, *case)
        if problems:
            failed += 1
            print(f'FAIL {case[0]}: ' + '; '.join(problems))
        else:
            passed += 1
    # A witness printed by --json replays to the answer (the runner in
    # conformance_run.py checks the public cases the same way).
    p = subprocess.run([a.bin, '2048', '--json', '--moves', '3'], input=b'2\n2 2\n2 2\n', capture_output=True)
    res = json.loads(p.stdout)
    if res.get('answer') == 8 and len(res.get('moves', '')) <= 3:
        passed += 1
    else:
        failed += 1
        print(f'FAIL 2048 json witness: {res}')
    # A time limit too short for a hard board: the best found on stdout, the
    # proven range on stderr, exit status 3; --json says proven false.
    import random
    rng = random.Random(12094)
    rows = [[(2 ** rng.randint(1, 6) if rng.random() < 0.8 else 0) for _ in range(20)] for _ in range(20)]
    rows[7][11] = 1024
    hard = '20\n' + ''.join(' '.join(map(str, row)) + '\n' for row in rows)
    p = subprocess.run([a.bin, '2048', '--moves', '10', '--time-limit', '0.001', '--json'], input=hard.encode(),
                       capture_output=True)
    res = json.loads(p.stdout) if p.stdout else {}
    err = p.stderr.decode()
    if (p.returncode == 3 and res.get('proven') is False and res.get('answer') == 1024
            and res.get('lower_bound') == 1024 and res.get('upper_bound', 0) >= 1024
            and err.startswith('gridsolve: answer is between 1024 and ') and err.count('\n') == 1):
        passed += 1
    else:
        failed += 1
        print(f'FAIL 2048 time limit not proven: {p.returncode} {res} {err!r}')
    p = subprocess.run([a.bin, '2048', '--moves', '10', '--json', '--threads', '1'], input=hard.encode(),
                       capture_output=True)
    res = json.loads(p.stdout)
    if p.returncode == 0 and res.get('proven') is True and res.get('answer') == 1024 and res.get('upper_bound') == 1024:
        passed += 1
    else:
        failed += 1
        print(f'FAIL 2048 hard board proven: {p.returncode} {res}')
    # gridsolve bench prints the node signature.
    p = subprocess.run([a.bin, 'bench'], capture_output=True, timeout=120)
    if p.returncode == 0 and 'Nodes searched  : ' in p.stdout.decode():
        passed += 1
    else:
        failed += 1
        print(f'FAIL bench: {p.returncode} {p.stdout!r}')
    print(f'{passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
