#!/usr/bin/env python3
"""Runs every shell example in README.md and docs/*.md and compares its output
byte for byte, so that the documents cannot drift from the program.

An example is a line `$ COMMAND` inside a code block (indented or fenced);
the lines after it, up to the next `$` line or the end of the block, are
what it must print (standard output and standard error, as a terminal shows
them both). Two conventions:
  - a line that is only `...` stands for any number of lines (zero or more),
    and `...` inside a line for any text (a time, a count that depends on
    the machine);
  - `$ echo $?` prints the exit status of the example before it.
Each document's examples run in order, in one scratch folder per document in
which `examples/` and `tests/` are the repository's, with the folder of the
gridsolve under test first on PATH; files that an example writes stay there.
Only blocks that hold a `gridsolve` command are run.

Usage: doc_test.py --bin build/gridsolve [FILES...]
Prints one line per failure and 'N passed, M failed'.
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))


def code_blocks(text):
    """The code blocks of a markdown text, as lists of lines (indentation removed)."""
    blocks, current, fenced, indent = [], None, False, ''
    for line in text.split('\n'):
        if line.lstrip().startswith('```'):
            if fenced:
                blocks.append(current)
                current, fenced = None, False
            else:
                current, fenced, indent = [], True, line[:len(line) - len(line.lstrip())]
            continue
        if fenced:
            current.append(line[len(indent):] if line.startswith(indent) else line)
            continue
        if line.startswith('    ') or (current is not None and line.strip() == ''):
            if current is None:
                current = []
            current.append(line[4:])
        else:
            if current is not None:
                blocks.append(current)
            current = None
    if current is not None:
        blocks.append(current)
    return blocks


def examples(block):
    """(command, expected lines) for each `$` line of a block."""
    found = []
    for line in block:
        stripped = line.strip()
        if stripped.startswith('$ '):
            found.append((stripped[2:], []))
        elif found:
            found[-1][1].append(line.rstrip())
    # Trailing blank lines belong to the layout, not to the output.
    for _, expected in found:
        while expected and expected[-1] == '':
            expected.pop()
    return found


def matches(expected, actual):
    """Whether `actual` lines match `expected`, where '...' is any lines."""
    if not expected:
        return not actual
    if expected[0] == '...':
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and line_matches(expected[0], actual[0]) and matches(expected[1:], actual[1:])


def line_matches(expected, actual):
    if '...' not in expected:
        return expected == actual
    pattern = '.*'.join(re.escape(part) for part in expected.split('...'))
    return re.fullmatch(pattern, actual) is not None


SHRINKING_PROGRESS = re.compile(r'^(gridsolve check: )?shrinking: .* \(--shrink-time\)$')


def strip_comment(command):
    """`gridsolve 2048 file   # K = 5` -> the command without the comment."""
    return re.sub(r'\s+#\s.*$', '', command)


def run_document(path, binary, report):
    text = open(path, encoding='utf-8').read()
    work = tempfile.mkdtemp(prefix='gridsolve-doc-')
    for folder in ('examples', 'tests'):
        os.symlink(os.path.join(ROOT, folder), os.path.join(work, folder))
    env = dict(os.environ)
    env['PATH'] = os.path.dirname(os.path.abspath(binary)) + os.pathsep + env.get('PATH', '')
    env.pop('NO_COLOR', None)
    env['COLUMNS'] = '100'
    status = 0
    for block in code_blocks(text):
        if not any(re.search(r'(^|[|;&]\s*)gridsolve\b', cmd) for cmd, _ in examples(block)):
            continue
        for command, expected in examples(block):
            if command == 'echo $?':
                actual = [str(status)]
            else:
                p = subprocess.run(['bash', '-c', strip_comment(command)], cwd=work, env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
                status = p.returncode
                actual = p.stdout.decode('utf-8', 'replace').rstrip('\n').split('\n')
                if actual == ['']:
                    actual = []
                actual = [line.rstrip() for line in actual]
                # gridsolve check's shrinking line comes on standard error
                # only after 20 s of shrinking (cmd_check.cpp, "a line after
                # 20 s and then every 30 s"), which a loaded machine can
                # reach where the examples' runs take seconds: such a line is
                # compared only where the example shows one.
                if not any(SHRINKING_PROGRESS.match(line) for line in expected):
                    actual = [line for line in actual if not SHRINKING_PROGRESS.match(line)]
            name = f'{os.path.relpath(path, ROOT)}: $ {command}'
            if matches(expected, actual):
                report(True, name, '')
            else:
                report(False, name, 'expected:\n  ' + '\n  '.join(expected) + '\ngot:\n  ' + '\n  '.join(actual))
    shutil.rmtree(work, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'gridsolve'))
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()
    files = a.files or [os.path.join(ROOT, 'README.md')] + sorted(
        os.path.join(ROOT, 'docs', f) for f in os.listdir(os.path.join(ROOT, 'docs')) if f.endswith('.md'))
    counts = {True: 0, False: 0}

    def report(ok, name, detail):
        counts[ok] += 1
        if not ok:
            print(f'FAIL {name}\n{detail}')

    for path in files:
        run_document(path, a.bin, report)
    print(f'{counts[True]} passed, {counts[False]} failed')
    return 0 if counts[False] == 0 and counts[True] > 0 else 1


if __name__ == '__main__':
    sys.exit(main())
