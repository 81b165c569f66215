# gridsolve check's harness for Python programs (src/cli/check/, embedded in
# gridsolve at build time). It loads the program once, then runs each test in
# a child made by os.fork(): the child starts from the loaded program's state
# and its changes (globals, caches, imported modules) end with it, as when a
# judge starts the program anew for each test.
#
#   python3 harness.py MODE FILE      (MODE: stdin or function)
#
# Protocol: requests come on fd 3 as "<length>\n<bytes>"; replies go on fd 4:
# "ready\n" once loaded, then per test an optional "value <length>\n<text>"
# (what solution() returned, as a Python literal) and "exit <status>\n" or
# "signal <number>\n". The tests' own standard output and error go to fd 1 and
# 2 as they are. A program that cannot load ends the harness with status 3
# (it does not compile) or 4 (it fails while loading), the reason on fd 2.
import ast
import builtins
import gc
import importlib
import json
import os
import sys
import threading
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
    header = b''
    while not header.endswith(b'\n'):
        byte = os.read(REQUESTS, 1)
        if not byte:
            return None
        header += byte
    return read_exactly(REQUESTS, int(header))


def reply(text):
    data = text.encode('utf-8', 'replace') if isinstance(text, str) else text
    while data:
        data = data[os.write(REPLIES, data):]


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


def run_test(mode, code, path, solution, request):
    # In the child. Returns the exit status.
    os.close(REQUESTS)
    try:
        if mode == 'stdin':
            os.close(REPLIES)
            fd = os.memfd_create('gridsolve-input')
            os.write(fd, request)
            os.lseek(fd, 0, os.SEEK_SET)
            os.dup2(fd, 0)
            os.close(fd)
            exec(code, {'__name__': '__main__', '__file__': path, '__builtins__': builtins})
            join_threads()
        else:
            value = solution(*json.loads(request))
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


def main():
    mode, path = sys.argv[1], sys.argv[2]
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
        except BaseException as error:
            user_traceback(error)
            flush_all()
            os._exit(4)
        solution = namespace.get('solution')
        if not callable(solution):
            print(f'{path} defines no function solution', file=sys.stderr)
            flush_all()
            os._exit(4)
    flush_all()
    gc.collect()
    gc.freeze()  # children then share the loaded program's memory untouched
    reply('ready\n')
    while True:
        request = read_request()
        if request is None:
            os._exit(0)
        flush_all()
        pid = os.fork()
        if pid == 0:
            status = 1
            try:
                status = run_test(mode, code, path, solution, request)
            finally:
                flush_all()
                os._exit(status)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            reply(f'signal {os.WTERMSIG(status)}\n')
        else:
            reply(f'exit {os.WEXITSTATUS(status)}\n')


main()
