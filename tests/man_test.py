#!/usr/bin/env python3
"""The man page and the shell completions checked against the tool itself,
so that they cannot drift from it:

- every command and option that `gridsolve --help` and `gridsolve COMMAND
  --help` list appears in the man page, and so do `help rules` and each
  section of the rules that `gridsolve help rules` prints; the page renders
  without a warning and its examples print what they show (an example shown
  without output is not run);
- bash completion, run as bash runs it, offers exactly the commands and each
  command's options of the help, `help` with its topics (the commands and
  `rules`) and the rules' sections, the puzzle names, the families of the
  puzzle on the line, files, and after `check ... --` commands; zsh
  completion too, driven through a pseudo-terminal (tests/zsh_complete.zsh),
  where zsh is installed.

Usage: man_test.py --bin build/gridsolve [--man FILE] [--bash FILE] [--zsh DIR]
The defaults are the repository's files (docs/gridsolve.1.in,
completions/gridsolve.bash, completions/); CI passes the installed ones too
(/usr/share/man/man1/gridsolve.1.gz, ...). Prints one line per failure and
'N passed, M failed'.
"""
import argparse, gzip, os, re, shlex, shutil, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))


class Report:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, ok, name, detail=''):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f'FAIL {name}' + (f': {detail}' if detail else ''))


def help_sections(binary, command):
    """{'Options': [...], 'Subcommands': [...]} from `gridsolve [COMMAND] --help`."""
    args = [binary] + ([command] if command else []) + ['--help']
    text = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    sections, current = {}, None
    for line in text.split('\n'):
        header = re.match(r'^(\w+):$', line)
        if header:
            current = sections.setdefault(header.group(1), [])
        elif current is not None and re.match(r'^  \S', line):
            current.append(line.split()[0])
    return sections


def options_of(sections):
    """'-k,--moves' -> ['-k', '--moves']."""
    return [name for entry in sections.get('Options', []) for name in entry.split(',') if name.startswith('-')]


def man_text(path, version):
    raw = gzip.open(path, 'rt').read() if path.endswith('.gz') else open(path).read()
    return raw.replace('@PROJECT_VERSION@', version)


def unescape(roff):
    """The text of a roff line without font changes and escapes."""
    text = re.sub(r'\\f[BIRP]', '', roff)
    for escape, plain in (('\\-', '-'), ('\\(aq', "'"), ('\\(dq', '"'), ('\\e', '\\'), ('\\(lq', '"'),
                          ('\\(rq', '"'), ('\\(mu', 'x')):
        text = text.replace(escape, plain)
    return text


def rules_sections(binary):
    """The numbers of the sections that `gridsolve help rules` prints ("## 2. Cards: ..." is '2')."""
    p = subprocess.run([binary, 'help', 'rules'], capture_output=True, text=True)
    return re.findall(r'^## (\d+)\. ', p.stdout, re.M) if p.returncode == 0 else []


def check_man(report, man, version, binary, commands, options, sections):
    text = unescape(man)
    commands_section = text[text.index('.SH COMMANDS'):text.index('.SH OPTIONS')]
    for command in commands:
        report.check(re.search(rf'(?<![\w-]){re.escape(command)}(?![\w-])', commands_section), f'man page: command {command}')
    # help rules [SECTION], with what each section holds.
    rules = re.search(r'^\.BR "help rules".*?(?=^\.(?:TP|SH)|\Z)', commands_section, re.S | re.M)
    report.check(rules, 'man page: command help rules')
    for number in sections:
        report.check(rules and re.search(rf'^\.BR {number} " \(\w', rules.group(0), re.M),
                     f'man page: help rules names section {number}')
    for option in sorted(set(options)):
        report.check(re.search(rf'(?<![\w-]){re.escape(option)}(?![\w-])', text), f'man page: option {option}')
    for status in ('0', '1', '2', '3'):
        section = text[text.index('.SH "EXIT STATUS"'):text.index('.SH ENVIRONMENT')]
        report.check(f'.TP\n.B {status}\n' in section, f'man page: exit status {status}')
    report.check(f'"gridsolve {version}"' in man, 'man page: .TH names the version', version)
    if shutil.which('groff'):
        with tempfile.NamedTemporaryFile('w', suffix='.1') as page:
            page.write(man)
            page.flush()
            p = subprocess.run(['groff', '-man', '-Tutf8', '-ww', '-z', page.name], capture_output=True, text=True)
        report.check(p.returncode == 0 and not p.stderr, 'man page renders without warnings', p.stderr.strip())
    # The examples: `$ COMMAND` lines in .EX blocks, then what they print.
    examples = []
    for block in re.findall(r'^\.EX\n(.*?)^\.EE$', man, re.S | re.M):
        for line in block.rstrip('\n').split('\n'):
            if line.startswith('$ '):
                examples.append((unescape(line[2:]), []))
            elif examples:
                examples[-1][1].append(unescape(line))
    env = with_on_path(binary)
    ran = 0
    for command, expected in examples:
        if not expected:
            continue
        p = subprocess.run(['bash', '-c', command], capture_output=True, text=True, env=env, cwd=tempfile.gettempdir())
        report.check(p.stdout.rstrip('\n').split('\n') == expected and p.returncode == 0, f'man page example: {command}',
                     f'printed {p.stdout!r}, status {p.returncode}')
        ran += 1
    report.check(ran >= 3, 'man page: at least three examples with their output', str(ran))


def with_on_path(binary):
    """The environment with the gridsolve under test first on PATH, as the
    completions run `gridsolve help rules` for the rules' sections."""
    return dict(os.environ, PATH=os.path.dirname(os.path.abspath(binary)) + os.pathsep + os.environ['PATH'])


def bash_complete(script, line, env):
    words = line.split(' ')
    program = (f'source {shlex.quote(script)}; COMP_LINE={shlex.quote(line)}; COMP_POINT=${{#COMP_LINE}}; '
               f'COMP_WORDS=({" ".join(shlex.quote(w) for w in words)}); COMP_CWORD={len(words) - 1}; '
               '_gridsolve 2>/dev/null; printf "%s\\n" "${COMPREPLY[@]}"')
    p = subprocess.run(['bash', '--norc', '--noprofile', '-c', program], capture_output=True, text=True, cwd=ROOT,
                       env=env)
    return set(p.stdout.split('\n')) - {''}


def zsh_complete(folder, line, dump, env):
    # `dump`: compinit's dump file, shared by this run's calls (the first
    # writes it), as a user's ~/.zcompdump is: each call then starts in
    # 0.1 s of CPU instead of 1.5 (tests/zsh_complete.zsh).
    p = subprocess.run(['zsh', '-f', os.path.join(ROOT, 'tests', 'zsh_complete.zsh'), folder, line, dump],
                       capture_output=True, text=True, cwd=ROOT, timeout=60, env=env)
    return set(p.stdout.split('\n')) - {''}


def check_completion(report, shell, complete, commands, options_by_command, sections):
    def expect(line, wanted, exact=True):
        got = complete(line)
        ok = got == set(wanted) if exact else set(wanted) <= got
        report.check(ok, f'{shell} completion of {line!r}', f'offered {sorted(got)}, expected {sorted(wanted)}')

    expect('gridsolve ', commands + ['help'])
    # help [COMMAND | rules [SECTION]]
    expect('gridsolve help ', commands + ['rules'])
    expect('gridsolve help r', ['rules'])
    expect('gridsolve help rules ', sections)
    expect('gridsolve help rules 1 ', [])
    expect('gridsolve help cards ', [])
    for command, options in options_by_command.items():
        prefix = f'gridsolve {command} -' if command else 'gridsolve -'
        wanted = set(options) | ({'--'} if command == 'check' and shell == 'bash' else set())
        expect(prefix, wanted)
    expect('gridsolve gen ', ['2048', 'cards', 'blocks'])
    expect('gridsolve check cards --family ', ['mixed', 'random', 'on-card', 'max-pairs'])
    expect('gridsolve gen blocks --family ', ['mixed', 'scatter', 'stack', 'cascade'])
    expect('gridsolve gen 2048 --shapes ', ['ljt', 'any'])
    # Files: bash offers paths; zsh offers the last path component (and
    # passes the folders of the path through compadd too).
    examples_2048 = sorted(f for f in os.listdir(os.path.join(ROOT, 'examples')) if f.startswith('2048-'))
    expect('gridsolve 2048 --moves 10 examples/2048-', ['examples/' + f for f in examples_2048]
           if shell == 'bash' else examples_2048, exact=(shell == 'bash'))
    blocks_python = sorted(f for f in os.listdir(os.path.join(ROOT, 'tests', 'check_solutions'))
                           if f.startswith('blocks_') and f.endswith('.py'))
    expect('gridsolve check blocks --python-solution tests/check_solutions/blocks_',
           ['tests/check_solutions/' + f for f in blocks_python] if shell == 'bash' else blocks_python,
           exact=(shell == 'bash'))
    expect('gridsolve check 2048 -- python', ['python3'], exact=False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--man', default=os.path.join(ROOT, 'docs', 'gridsolve.1.in'))
    ap.add_argument('--bash', default=os.path.join(ROOT, 'completions', 'gridsolve.bash'))
    ap.add_argument('--zsh', default=os.path.join(ROOT, 'completions'), help='the folder that holds _gridsolve')
    a = ap.parse_args()
    report = Report()

    version = subprocess.run([a.bin, '--version'], capture_output=True, text=True, check=True).stdout.split()[-1]
    top = help_sections(a.bin, None)
    commands = top['Subcommands']
    options_by_command = {None: options_of(top)}
    for command in commands:
        options_by_command[command] = options_of(help_sections(a.bin, command))
    report.check(len(commands) == 6 and all(len(o) >= 2 for o in options_by_command.values()),
                 'the help lists the commands and their options', str(options_by_command))
    all_options = [o for options in options_by_command.values() for o in options]
    sections = rules_sections(a.bin)
    report.check(len(sections) >= 2, 'gridsolve help rules prints the rules, in numbered sections', str(sections))

    check_man(report, man_text(a.man, version), version, a.bin, commands, all_options, sections)
    env = with_on_path(a.bin)
    check_completion(report, 'bash', lambda line: bash_complete(a.bash, line, env), commands, options_by_command,
                     sections)
    if shutil.which('zsh'):
        with tempfile.TemporaryDirectory(prefix='gridsolve-man-test-') as folder:
            dump = os.path.join(folder, 'zcompdump')
            check_completion(report, 'zsh', lambda line: zsh_complete(a.zsh, line, dump, env), commands,
                             options_by_command, sections)
    else:
        print('zsh completion not run: no zsh (apt-get install zsh)')
    print(f'{report.passed} passed, {report.failed} failed')
    return 0 if report.failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
