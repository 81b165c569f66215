# gridsolve check's harness for Python programs (src/cli/check/, embedded in
# gridsolve at build time). It loads the program once, then runs each test in
# a child made by os.fork(): the child starts from the loaded program's state
# and its changes (globals, caches, imported modules) end with it, as when a
# judge starts the program anew for each test.
#
#   python3 harness.py MODE FILE [PARAMETERS]
#   (MODE: stdin or function; PARAMETERS: the kinds of solution()'s
#   parameters, "grid,int,int")
#
# Protocol: requests come on fd 3 as "<length>\n<bytes>", or "profile
# <seconds> <length>\n<bytes>" for a test to run under cProfile; replies go on
# fd 4: "ready\n" once loaded, then per test "pid <n>\n" (the test's own
# process, from the child itself, so that gridsolve can watch its CPU time),
# an optional "value <length>\n<text>" (what solution() returned, as a Python
# literal), for a profiled test "profile <length>\n<text>", then "cpu
# <seconds>\n" (the child's user + system time, from wait4) and "exit
# <status>\n" or "signal <number>\n". The tests' own standard output and
# error go to fd 1 and 2 as they are. A program that cannot load ends the
# harness with status 3 (it does not compile) or 4 (it fails while loading),
# the reason on fd 2; a solution that cannot take the puzzle's arguments, with
# status 5 and the line "gridsolve-signature LINE WHAT" (languages.hpp).
import ast
import builtins
import gc
import importlib
import inspect
import json
import os
import signal
import sys
import threading
import time
import traceback

REQUESTS, REPLIES = 3, 4


def read_exactly(fd, count):
    data = b''
    while len(data) < count:
        chunk = os.read(fd, count - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def read_request():
    # (seconds to profile or None, the test's bytes), or None at the end.
    header = b''
    while not header.endswith(b'\n'):
        byte = os.read(REQUESTS, 1)
        if not byte:
            return None
        header += byte
    fields = header.split()
    profile = float(fields[1]) if fields[0] == b'profile' else None
    data = read_exactly(REQUESTS, int(fields[-1]))
    return None if data is None else (profile, data)


def reply(text, fd=REPLIES):
    data = text.encode('utf-8', 'replace') if isinstance(text, str) else text
    while data:
        data = data[os.write(fd, data):]


class TestProfile:
    """cProfile over one test, for at most `seconds` of CPU time (ITIMER_PROF
    counts it as gridsolve does); then the summary goes to gridsolve, even if
    the program would have gone on, or catches every exception."""

    def __init__(self, seconds, path):
        import cProfile
        self.path = path
        self.fd = os.dup(REPLIES)  # kept when a whole program's test closes REPLIES
        # Timed by cProfile's own clock: a CPU-time clock (time.thread_time)
        # is a system call per event, which triples the program's time and
        # makes SIGPROF come late. The profile stops at `seconds` of CPU time
        # all the same (ITIMER_PROF), and the shares of a program that
        # computes are about the same on either clock.
        self.profile = cProfile.Profile()
        # A profiler sees one thread: each thread the program starts (a deep
        # recursion is often run in one) gets its own, added up at the end.
        self.threads = []
        thread_run = threading.Thread.run

        def run(thread):
            # SIGPROF, which ends the profile, must reach the main thread:
            # Python runs handlers only there, and a signal the kernel gave
            # to a busy thread left a main thread waiting in join() asleep,
            # so a program that computes in a thread (for its deeper stack)
            # was killed at the wall-clock cap with no profile.
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGPROF})
            profile = cProfile.Profile()
            self.threads.append(profile)
            profile.enable()
            try:
                thread_run(thread)
            finally:
                profile.disable()
        threading.Thread.run = run
        self.seconds = seconds
        self.cpu_start = time.process_time()  # start() sets it again

    def start(self):
        # Just before the program runs: the test's input set up and its
        # arguments decoded are the harness's work, not the program's.
        signal.signal(signal.SIGPROF, self.spent)
        signal.setitimer(signal.ITIMER_PROF, self.seconds)
        self.cpu_start = time.process_time()
        self.profile.enable()

    def spent(self, signum, frame):
        self.finish()
        flush_all()
        os._exit(124)

    def finish(self):
        signal.setitimer(signal.ITIMER_PROF, 0)
        self.profile.disable()
        cpu = time.process_time() - self.cpu_start
        text = profile_summary([self.profile] + self.threads, cpu, self.path).encode('utf-8', 'replace')
        reply(b'profile %d\n' % len(text) + text, self.fd)


def harness_work(stats, path):
    # The functions only the harness ran: its own, and what it alone called
    # (json.loads of a test's arguments, os.dup2 of its input, exec, the
    # timer it stops), followed down until the program's file is reached.
    # Shown, they once filled the rows after a busy loop's one line with
    # 0.0% lines of memfd_create, lseek and decode (decoder.py), which are
    # no part of the program.
    # Waiting on a lock is left out too: cProfile's clock is the wall clock,
    # so a main thread that starts a thread and joins it (a deep recursion
    # given a larger stack) showed half the time in lock.acquire, the
    # thread's computing time counted twice.
    ours = {key for key in stats.stats if key[0] == __file__ or '_lsprof' in key[2] or
            key[2] in ("<method 'acquire' of '_thread.lock' objects>", "<method 'acquire' of '_thread.RLock' objects>")}
    grew = True
    while grew:
        grew = False
        for key, entry in stats.stats.items():
            callers = entry[4]
            if key in ours or key[0] == path:
                continue
            # With no caller: called by the frame that enabled the profile,
            # the harness's (exec of a whole program). A function of Python
            # code with none is a thread's start, kept.
            if not callers and key[0] != '~':
                continue
            if not all(c in ours for c in callers):
                continue
            ours.add(key)
            grew = True
    return ours


def profile_summary(profiles, cpu, path):
    # The functions that took the most time of their own (not counting what
    # they called), the program's and those it called; the harness's, what
    # the harness alone called, and the profiler's own left out (harness_work).
    # cProfile's clock is the wall clock,
    # which on a busy machine runs on while the program waits for a core: its
    # shares are kept, and shown as shares of the `cpu` seconds of CPU time
    # the profiled test used.
    import pstats
    stats = pstats.Stats(profiles[0])
    for profile in profiles[1:]:
        try:
            stats.add(profile)
        except Exception:
            pass
    rows = []
    left_out = harness_work(stats, path)
    for (file, line, name), (_, calls, own, _, _) in stats.stats.items():
        if (file, line, name) in left_out:
            continue
        where = name if file == '~' else f'{name} ({os.path.basename(file)}:{line})'
        rows.append((own, calls, where))
    total = sum(own for own, _, _ in rows) or 1e-9
    rows.sort(key=lambda row: -row[0])
    lines = [f'{100 * own / total:5.1f}%  {cpu * own / total:7.3f} s  {calls:>11,} calls  {where}'
             for own, calls, where in rows[:8]]
    if len(rows) > 8:
        rest = sum(own for own, _, _ in rows[8:])
        lines.append(f'{100 * rest / total:5.1f}%  {cpu * rest / total:7.3f} s  in {len(rows) - 8} other functions')
    return '\n'.join(lines) + '\n'


def user_traceback(error):
    # The harness's own frames first, then the program's: show the program's.
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    traceback.print_exception(type(error), error, tb)


def exit_status(error):
    # What the interpreter would exit with after SystemExit(code).
    code = error.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def render(value):
    # A whole number as its digits (an integral float too: Programmers compares
    # with ==), anything else as a literal that is not a whole number.
    if isinstance(value, bool):
        return repr(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    text = repr(value)
    return text if len(text) <= 300 else text[:300] + '...'


def flush_all():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except Exception:
            pass


def join_threads():
    # The interpreter waits for non-daemon threads before it exits; so do we
    # (a deep recursion is often run in a thread with a larger stack).
    for thread in threading.enumerate():
        if thread is not threading.current_thread() and not thread.daemon:
            thread.join()


def solution_method(namespace, module, path):
    # LeetCode's style: class Solution with a method solution, called on an
    # instance made with no arguments (once: each test's fork starts from it).
    classes = [value for value in namespace.values()
               if isinstance(value, type) and value.__module__ == module and 'solution' in vars(value)]
    classes.sort(key=lambda c: c.__name__ != 'Solution')
    if not classes:
        print(f'{path} defines no function solution, and no class with a method solution', file=sys.stderr)
        flush_all()
        os._exit(4)
    try:
        return classes[0]().solution
    except BaseException as error:
        print(f'{path}: making {classes[0].__name__}() to call its solution failed:', file=sys.stderr)
        user_traceback(error)
        flush_all()
        os._exit(4)


def refuse_signature(solution, count):
    # Programmers calls solution with the puzzle's `count` arguments: one
    # that cannot take them is refused now, in one line, rather than fail
    # every test with a TypeError that shrinking then takes for a crash.
    try:
        signature = inspect.signature(solution)
        signature.bind(*range(count))
        return
    except ValueError:
        return  # parameters that cannot be read (a built-in): called as it is
    except TypeError:
        pass
    parameters = list(signature.parameters.values())
    listed = ', '.join(str(p) for p in parameters)
    plain = all(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty for p in parameters)
    found = (f'solution takes {len(parameters)} parameter{"" if len(parameters) == 1 else "s"} ({listed})' if plain
             else f'solution({listed}) cannot take {count} arguments')
    function = inspect.unwrap(getattr(solution, '__func__', solution))
    line = getattr(getattr(function, '__code__', None), 'co_firstlineno', 0)
    print(f'gridsolve-signature {line} {found}', file=sys.stderr)
    flush_all()
    os._exit(5)


def run_test(mode, code, path, solution, request, profile_seconds):
    # In the child. Returns the exit status.
    os.close(REQUESTS)
    reply(f'pid {os.getpid()}\n')
    profile = TestProfile(profile_seconds, path) if profile_seconds is not None else None
    try:
        if mode == 'stdin':
            os.close(REPLIES)
            fd = os.memfd_create('gridsolve-input')
            os.write(fd, request)
            os.lseek(fd, 0, os.SEEK_SET)
            os.dup2(fd, 0)
            os.close(fd)
            if profile is not None:
                profile.start()
            exec(code, {'__name__': '__main__', '__file__': path, '__builtins__': builtins})
            join_threads()
        else:
            arguments = json.loads(request)
            if profile is not None:
                profile.start()
            value = solution(*arguments)
            join_threads()
            flush_all()
            text = render(value).encode('utf-8', 'replace')
            reply(b'value %d\n' % len(text) + text)
        return 0
    except SystemExit as error:
        return exit_status(error)
    except BaseException as error:
        user_traceback(error)
        return 1
    finally:
        if profile is not None:
            profile.finish()


def main():
    mode, path = sys.argv[1], sys.argv[2]
    parameters = sys.argv[3].split(',') if len(sys.argv) > 3 and sys.argv[3] else []
    sys.argv = [path]
    sys.path[0] = os.path.dirname(os.path.abspath(path))
    try:
        with open(path, 'rb') as file:
            source = file.read()
        code = compile(source, path, 'exec', dont_inherit=True)
    except (SyntaxError, ValueError) as error:
        traceback.print_exception(type(error), error, None, limit=0)
        flush_all()
        os._exit(3)
    solution = None
    if mode == 'stdin':
        # The program runs whole for each test; what it imports is imported
        # once here, so that children start with it loaded.
        for node in ast.parse(source).body:
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            for name in names:
                try:
                    importlib.import_module(name)
                except Exception:
                    pass
    else:
        # Loaded as a module, as Programmers does: a __main__ block stays quiet.
        name = os.path.splitext(os.path.basename(path))[0]
        namespace = {'__name__': name, '__file__': path, '__builtins__': builtins}
        try:
            exec(code, namespace)
        except SystemExit as error:
            # exit() after the self-tests, which ends a local run quietly,
            # here ends the loading before any test: said in one line, where
            # the traceback of SystemExit: None left the user to guess.
            tb = error.__traceback__
            line = 0
            while tb is not None:
                if tb.tb_frame.f_code.co_filename == path:
                    line = tb.tb_lineno
                tb = tb.tb_next
            where = f'{path}:{line}' if line else path
            print(f'{where}: the file exits while it loads (SystemExit({error.code!r})), before check can call '
                  "solution as Programmers does: remove that exit, or put it under if __name__ == '__main__':",
                  file=sys.stderr)
            flush_all()
            os._exit(4)
        except BaseException as error:
            user_traceback(error)
            flush_all()
            os._exit(4)
        solution = namespace.get('solution')
        if not callable(solution):
            solution = solution_method(namespace, name, path)
        if parameters:
            refuse_signature(solution, len(parameters))
    flush_all()
    gc.collect()
    gc.freeze()  # children then share the loaded program's memory untouched
    reply('ready\n')
    while True:
        request = read_request()
        if request is None:
            os._exit(0)
        profile_seconds, request = request
        flush_all()
        pid = os.fork()
        if pid == 0:
            status = 1
            try:
                status = run_test(mode, code, path, solution, request, profile_seconds)
            finally:
                flush_all()
                os._exit(status)
        _, status, usage = os.wait4(pid, 0)
        reply(f'cpu {usage.ru_utime + usage.ru_stime:.6f}\n')
        if os.WIFSIGNALED(status):
            reply(f'signal {os.WTERMSIG(status)}\n')
        else:
            reply(f'exit {os.WEXITSTATUS(status)}\n')


main()
