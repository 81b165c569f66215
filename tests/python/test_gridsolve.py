"""pytest tests of the Python module (src/python): the statement examples, bad
input, the GIL, python3 -m gridsolve, and agreement with the command line on
300 random instances per puzzle.

Run with Debian's python3 and pytest, the module on PYTHONPATH (or installed)
and the command line named by GRIDSOLVE_BIN:

    PYTHONPATH=build/python GRIDSOLVE_BIN=build/gridsolve /usr/bin/python3 -m pytest tests/python
"""
import concurrent.futures
import doctest
from fractions import Fraction
import inspect
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest

import gridsolve

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GRIDSOLVE_BIN = os.environ.get("GRIDSOLVE_BIN", os.path.join(ROOT, "build", "gridsolve"))
INSTANCES = 300

CARDS_1 = [[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]]
CARDS_2 = [[3, 0, 0, 2], [0, 0, 1, 0], [0, 1, 0, 0], [2, 0, 0, 3]]
BLOCKS = json.load(open(os.path.join(ROOT, "examples", "blocks-statement.json")))


def cli(*args, text=None):
    """(exit status, standard output, standard error) of the command line."""
    p = subprocess.run([GRIDSOLVE_BIN, *args], input=text, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def without_seconds(result):
    return {key: value for key, value in result.items() if key != "seconds"}


# The statement examples -------------------------------------------------------


def test_2048_statement():
    result = gridsolve.solve_2048([[2, 2, 2], [4, 4, 4], [8, 8, 8]], moves=5, threads=1)
    assert result["answer"] == 16 and result["moves"] == "L" and result["proven"] is True
    assert list(result) == ["answer", "moves", "proven", "lower_bound", "upper_bound", "shortest", "nodes",
                            "seconds"]
    assert result["shortest"] is True


def test_2048_hard_problem():
    numbers = [int(x) for x in open(os.path.join(ROOT, "examples", "2048-hard-7x7.txt")).read().split()]
    n = numbers[0]
    board = [numbers[1 + r * n:1 + (r + 1) * n] for r in range(n)]
    assert gridsolve.solve_2048(board, moves=10)["answer"] == 8192


def test_cards_statement():
    first = gridsolve.solve_cards(CARDS_1, 1, 0)
    assert first["answer"] == 14 and len(first["keys"]) == 14
    assert list(first) == ["answer", "keys", "proven", "lower_bound", "upper_bound", "pairs", "states",
                           "distance_sweeps"]
    assert first["proven"] is True and first["lower_bound"] == first["upper_bound"] == 14
    assert gridsolve.solve_cards(CARDS_2, 0, 1)["answer"] == 16


def test_blocks_statement():
    result = gridsolve.solve_blocks(BLOCKS)
    assert result["answer"] == 2 and sorted(result["removed"]) == [1, 2]
    assert list(result) == ["answer", "removed", "proven", "lower_bound", "upper_bound"] and result["proven"] is True


def test_the_same_as_the_command_line_on_the_examples():
    assert without_seconds(gridsolve.solve_2048([[2, 2, 2], [4, 4, 4], [8, 8, 8]], threads=1)) == without_seconds(
        json.loads(cli("2048", "--json", "--threads", "1", os.path.join(ROOT, "examples", "2048-statement.txt"))[1]))
    assert gridsolve.solve_cards(CARDS_1, 1, 0) == json.loads(
        cli("cards", "--json", os.path.join(ROOT, "examples", "cards-statement.txt"))[1])
    assert gridsolve.solve_blocks(BLOCKS) == json.loads(
        cli("blocks", "--json", os.path.join(ROOT, "examples", "blocks-statement.json"))[1])


def test_input_text_is_what_gen_writes():
    status, text, _ = cli("gen", "cards", "--seed", "3")
    board = json.loads(text[:text.rindex("]") + 1])
    r, c = (int(x) for x in text[text.rindex("]") + 1:].split())
    assert gridsolve.input_text("cards", board, r, c) == text


def test_generic_solve_takes_the_input_text():
    assert gridsolve.solve("cards", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0")["answer"] == 14
    assert gridsolve.solve("2048", "2\n2 2\n4 8\n", moves=10, threads=1)["answer"] == 16
    assert gridsolve.puzzles() == ["2048", "cards", "blocks"]


class Integer:
    """An integer type that is not int, as numpy's are: only __index__."""
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


def test_numpy_style_integers_and_tuples():
    assert gridsolve.solve_blocks(((Integer(1), 0), (1, 1)))["answer"] == 1
    assert gridsolve.solve_cards([[1, 1]], Integer(0), 0)["answer"] == 3
    # Options too: integer types for moves and threads, any real number of seconds.
    result = gridsolve.solve_2048([[2, 2], [0, 0]], moves=Integer(1), threads=Integer(1), time_limit=Fraction(60))
    assert (result["answer"], result["moves"], result["proven"]) == (4, "L", True)


def test_numpy_arrays_and_bool_cells():
    class Array:
        """What solve_* need of a numpy array: tolist(), and no Sequence."""
        def __init__(self, rows):
            self.rows = rows

        def tolist(self):
            return self.rows

    assert gridsolve.solve_2048(Array([[2, 2], [0, 0]]), moves=1, threads=1)["answer"] == 4
    assert gridsolve.solve_blocks([Array([1, 0]), Array([1, 1])])["answer"] == 1

    assert gridsolve.solve_2048([[2, 2], [0, 0]], max_memory=Integer(1 << 30))["answer"] == 4
    with pytest.raises(TypeError, match=r"^row 0, column 1 is a bool, not an int$"):
        gridsolve.solve_blocks([[1, True]])
    # (10**400, past the largest float, is no limit: the test below.)
    with pytest.raises(ValueError, match=r"^time_limit: expected a positive number of seconds, got -1000"):
        gridsolve.solve_2048([[2]], time_limit=-(10**400))


# Pastes from the problem pages: what the command line takes ------------------------


def test_solve_takes_every_paste_form_the_command_line_takes():
    for puzzle, name in [("2048", "2048-sample.txt"), ("cards", "cards-editor-output.txt"),
                         ("2048", "2048-statement.txt"), ("cards", "cards-statement.txt")]:
        with open(os.path.join(ROOT, "examples", name), encoding="utf-8") as f:
            text = f.read()
        status, out, _ = cli(puzzle, "--json", text=text)
        lines = out.splitlines()
        assert status == 0 and lines
        results = gridsolve.solve_all(puzzle, text, threads=1) if puzzle == "2048" else gridsolve.solve_all(puzzle, text)
        assert [without_seconds(r) for r in results] == [without_seconds(json.loads(line)) for line in lines]
    row = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\t14\n"
    for text in ["board\tr\tc\tresult\n" + row, row, "solution([[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], 1, 0)",
                 "board = [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]], r = 1, c = 0, result = 14"]:
        result = gridsolve.solve("cards", text)
        assert result["answer"] == 14 and result.get("as_expected", True) is True, text
    wrong = gridsolve.solve("2048", "예제 입력 1\n3\n2 2 2\n4 4 4\n8 8 8\n예제 출력 1\n32\n")
    assert (wrong["answer"], wrong["expected"], wrong["as_expected"]) == (16, 32, False)


def test_a_pasted_statement_names_k_where_moves_is_not_given():
    # Baekjoon 12094's output section over a sample whose answer is 64 in
    # 10 moves and 32 in 5.
    page = ("출력\n최대 10번 이동시켜서 얻을 수 있는 가장 큰 블록을 출력한다.\n"
            "예제 입력 1\n4\n8 2 4 4\n4 4 8 2\n2 2 4 8\n4 8 2 2\n예제 출력 1\n64\n")
    result = gridsolve.solve("2048", page, threads=1)
    assert (result["answer"], result["as_expected"]) == (64, True)
    assert gridsolve.solve("2048", page, moves=5, threads=1)["answer"] == 32
    status, out, err = cli("2048", text=page)
    assert (status, out) == (0, "64\n") and "K = 10, as the pasted statement says" in err


def test_solve_refuses_several_cases_and_solve_all_solves_them():
    table = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\t14\n[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1\t16\n"
    with pytest.raises(ValueError, match=r"^the text holds 2 cases; solve\(\) takes one, solve_all\(\) solves each"):
        gridsolve.solve("cards", table)
    assert [r["answer"] for r in gridsolve.solve_all("cards", table)] == [14, 16]


def test_explain_is_the_command_lines_explanation():
    text = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\n[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1\n"
    status, out, _ = cli("cards", "--explain", text=text)
    assert status == 0 and "Case 2 of 2" in out
    assert gridsolve.explain("cards", text) == out


def run_python_as_in_a_terminal(script):
    """A fresh interpreter running `script`, with SIGINT at its default as a
    terminal gives it. A job started in the background by a shell without job
    control inherits SIGINT ignored, and Python then installs no handler for
    it: no KeyboardInterrupt could come, whatever gridsolve does."""
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": os.path.dirname(os.path.dirname(gridsolve.__file__))},
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def test_ctrl_c_raises_keyboard_interrupt_at_once():
    """SIGINT during a long search (over 30 s) raises KeyboardInterrupt within a second, in a fresh interpreter."""
    script = (
        "import os, signal, threading, time, gridsolve\n"
        f"board = {hard_board()!r}\n"
        "threading.Timer(1.0, lambda: os.kill(os.getpid(), signal.SIGINT)).start()\n"
        "start = time.monotonic()\n"
        "try:\n"
        "    gridsolve.solve_2048(board, moves=20, threads=1)\n"
        "    print('finished')\n"
        "except KeyboardInterrupt:\n"
        "    print(f'KeyboardInterrupt after {time.monotonic() - start:.1f} s')\n"
    )
    p = run_python_as_in_a_terminal(script)
    match = re.fullmatch(r"KeyboardInterrupt after (\d+\.\d) s\n", p.stdout)
    assert match and float(match.group(1)) < 2.0, (p.stdout, p.stderr)


def test_run_cli_gives_ctrl_c_back_to_python():
    """After the command line ran in the process, Ctrl-C raises KeyboardInterrupt again (it was swallowed)."""
    script = (
        "import os, signal, time, gridsolve._gridsolve as g\n"
        "g.run_cli(['gridsolve', '2048', '--moves', '1', '/dev/null'])\n"
        "try:\n"
        "    os.kill(os.getpid(), signal.SIGINT)\n"
        "    time.sleep(5)\n"
        "    print('swallowed')\n"
        "except KeyboardInterrupt:\n"
        "    print('KeyboardInterrupt')\n"
    )
    p = run_python_as_in_a_terminal(script)
    assert p.stdout == "KeyboardInterrupt\n", (p.stdout, p.stderr)


def test_running_out_of_memory_raises_memory_error():
    """A search under a max_memory= larger than the machine gives (here an address space of 1.5 GB) raises
    MemoryError, and the interpreter goes on: std::bad_alloc on the search's thread once ended it (SIGABRT)."""
    board = [[0] * 100 for _ in range(100)]
    for i in range(62):  # 31 pairs, spread over the board (37 is prime to 10000: no cell twice)
        board[i * 37 % 10000 // 100][i * 37 % 100] = i // 2 + 1
    script = (
        "import resource, gridsolve\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1500 * 2**20, 1500 * 2**20))\n"
        "try:\n"
        f"    gridsolve.solve_cards({board!r}, 0, 0, max_memory='8G', time_limit=30)\n"
        "    print('solved')\n"
        "except MemoryError as e:\n"
        "    print('MemoryError:', e)\n"
        "print(gridsolve.solve_cards([[1, 1]], 0, 0)['answer'])\n"
    )
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                       env={**os.environ, "PYTHONPATH": os.path.dirname(os.path.dirname(gridsolve.__file__))})
    assert p.returncode == 0, (p.returncode, p.stdout, p.stderr)
    assert p.stdout == ("MemoryError: out of memory: the machine gave less than the search took (give a smaller "
                        "max_memory=, or solve a smaller board)\n3\n"), (p.stdout, p.stderr)


def test_docstring_examples():
    assert doctest.testmod(gridsolve).failed == 0


# Bad input: ValueError with the command line's message ------------------------


SOLVE = {"2048": gridsolve.solve_2048, "cards": gridsolve.solve_cards, "blocks": gridsolve.solve_blocks}


@pytest.mark.parametrize("puzzle, args", [
    ("2048", ([[2, 6], [0, 0]],)),
    ("2048", ([[1 << 41]],)),
    ("2048", ([],)),
    ("2048", ([[-2]],)),
    ("cards", ([[1, 0], [0, 1]], 0, 5)),
    ("cards", ([[1, 0], [0, 2]], 0, 0)),
    ("cards", ([[1, 1], [1]], 0, 0)),
    ("cards", ([[1, 1]], -1, 0)),
    ("blocks", ([[1, 0], [0, 1]],)),
    ("blocks", ([[1, 0], [0]],)),
    ("blocks", ([],)),
    ("blocks", ([[1 << 32]],)),
])
def test_bad_input_raises_value_error_with_the_command_line_message(puzzle, args):
    with pytest.raises(ValueError) as raised:
        SOLVE[puzzle](*args)
    message = str(raised.value)
    assert re.match(r"(line|row) \d+, column \d+: ", message), message
    # The command line says the same about the same text.
    status, out, err = cli(puzzle, text=gridsolve.input_text(puzzle, *args))
    assert (status, out, err) == (2, "", f"gridsolve: stdin: {message}\n")


def test_another_puzzles_input_names_that_puzzle():
    with pytest.raises(ValueError) as raised:
        gridsolve.solve("2048", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0")
    assert str(raised.value) == ("line 1, column 1: expected N, the board size (a whole number), found '[' "
                                 "(the text reads as a cards input: gridsolve.solve('cards', text))")


def test_a_2048_board_must_be_square():
    with pytest.raises(ValueError, match=r"^row 1 has 1 cell, but the board has 2 rows: a 2048 board is N x N$"):
        gridsolve.solve_2048([[2, 2], [2]])
    with pytest.raises(ValueError, match=r"^row 0 has 0 cells, but the board has 1 row: a 2048 board is N x N$"):
        gridsolve.solve_2048([[]])


@pytest.mark.parametrize("call, message", [
    (lambda: gridsolve.solve_2048([[2.0]]), "row 0, column 0 is a float, not an int"),
    (lambda: gridsolve.solve_blocks([[1, "2"]]), "row 0, column 1 is a str, not an int"),
    (lambda: gridsolve.solve_blocks("[[1]]"), "the board must be a list of rows (lists of ints), not a str"),
    (lambda: gridsolve.solve_blocks([1, 2]), "row 0 of the board is an int, not a list of ints"),
    (lambda: gridsolve.solve_cards([[1, 1]], 0.0, 0), "r is a float, not an int"),
    # An int to Python, but never a cursor row, as it is never a cell or K.
    (lambda: gridsolve.solve_cards([[1, 1]], True, 0), "r is a bool, not an int"),
    (lambda: gridsolve.input_text("cards", [[1, 1]], 0, False), "c is a bool, not an int"),
    (lambda: gridsolve.solve("cards", "[[1,1]] 0 0", moves=1), "cards takes no moves (only 2048 does)"),
    (lambda: gridsolve.solve("blocks", "[[1]]", threads=1), "blocks takes no threads (only 2048 does)"),
    # The options are checked by the module, not by pybind11's conversion,
    # whose message lists the compiled function's signature instead.
    (lambda: gridsolve.solve_2048([[2]], moves=2.5), "moves is a float, not an int"),
    (lambda: gridsolve.solve_2048([[2]], moves="10"), "moves is a str, not an int"),
    (lambda: gridsolve.solve_2048([[2]], moves=True), "moves is a bool, not an int"),
    (lambda: gridsolve.solve_2048([[2]], threads=1.5), "threads is a float, not an int"),
    (lambda: gridsolve.solve_2048([[2]], time_limit="1"), "time_limit is a str, not a number of seconds"),
    (lambda: gridsolve.solve(2048, "1\n2"),
     "the puzzle is an int, not a str: one of 2048, cards, blocks (write '2048', in quotes)"),
    (lambda: gridsolve.solve("blocks", [[1]]),
     "the text is a list, not a str: solve() takes the input text as pasted; a board as a list of rows goes to "
     "solve_2048, solve_cards or solve_blocks"),
])
def test_wrong_types_raise_type_error(call, message):
    with pytest.raises(TypeError) as raised:
        call()
    assert str(raised.value) == message


@pytest.mark.parametrize("call, message", [
    (lambda: gridsolve.solve_2048([[2]], moves=-1),
     "moves: expected a whole number of moves from 0 to 1000000000000000000, got -1"),
    (lambda: gridsolve.solve_2048([[2]], threads=2000), "threads: expected a whole number of threads from 0 to 1024, got 2000"),
    (lambda: gridsolve.solve_2048([[2]], moves=2**70),
     "moves: expected a whole number of moves from 0 to 1000000000000000000, got 1180591620717411303424"),
    (lambda: gridsolve.solve_2048([[2]], time_limit=0), "time_limit: expected a positive number of seconds, got 0.0"),
    (lambda: gridsolve.solve_2048([[2]], max_memory="12Q"), "max_memory: expected a size in bytes such as 512M or 4G, got '12Q'"),
    (lambda: gridsolve.solve("sudoku", "1"), "unknown puzzle 'sudoku'; the puzzles are 2048, cards, blocks"),
])
def test_bad_options_raise_value_error(call, message):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == message


SURROGATE_ADVICE = ("a lone surrogate, which UTF-8 cannot encode (was it decoded with errors='surrogateescape'? "
                    "decode it with errors='replace', or pass the bytes)")


# A str that UTF-8 cannot encode raised pybind11's RuntimeError "Unable to
# cast Python instance to C++ type", naming neither the argument nor why.
@pytest.mark.parametrize("call, message", [
    (lambda: gridsolve.solve("2048", "\ud800"), "the text holds U+D800 at index 0, " + SURROGATE_ADVICE),
    (lambda: gridsolve.solve("2048", "1\n2 \udcff"), "the text holds U+DCFF at index 4, " + SURROGATE_ADVICE),
    (lambda: gridsolve.explain("cards", "[[1,1]] 0 0 \ud83d"), "the text holds U+D83D at index 12, " + SURROGATE_ADVICE),
    (lambda: gridsolve.solve("2048\udc80", "1\n2"), "the puzzle's name holds U+DC80 at index 4, " + SURROGATE_ADVICE),
    (lambda: gridsolve.solve_2048([[2]], max_memory="1\udc80G"), "max_memory holds U+DC80 at index 1, " + SURROGATE_ADVICE),
])
def test_a_lone_surrogate_raises_value_error_naming_it(call, message):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == message


def test_memory_budget_refusal_is_the_command_line_message():
    # A search that the budget cannot hold, from an input text that it can
    # (the command line counts the text it reads into the budget).
    board = [[1, 2, 3, 4], [5, 6, 7, 8], [1, 2, 3, 4], [5, 6, 7, 8]]
    with pytest.raises(ValueError) as raised:
        gridsolve.solve_cards(board, 1, 0, max_memory=4096)
    status, _, err = cli("cards", "--max-memory", "4K", text=gridsolve.input_text("cards", board, 1, 0))
    # The same message, with the option as a Python caller gives it.
    assert "--max-memory" in err and "max_memory=" in str(raised.value)
    assert status == 2 and err.replace("--max-memory", "max_memory=") == f"gridsolve: stdin: {raised.value}\n"
    assert gridsolve.solve_cards(board, 1, 0, max_memory="1M")["answer"] == 35
    # Sizes as judges write limits and as gridsolve prints them: the same
    # budget as 4096, so the same refusal.
    for size in ("4 KB", "4KiB", "4.0k", "4.0000001 kb"):
        with pytest.raises(ValueError) as same:
            gridsolve.solve_cards(board, 1, 0, max_memory=size)
        assert str(same.value) == str(raised.value), size



def test_the_text_counts_against_max_memory_as_on_the_command_line(tmp_path):
    """The command line counts its input text into the budget while it
    solves; the module did not, so 6 MiB was enough in Python for a board of
    2 MB of text whose search needs 4.8 MiB, and the command line refused it."""
    n = 1000
    text = f"{n}\n" + ("2 4 " * (n // 2) + "\n") * n
    path = tmp_path / "board.txt"
    path.write_text(text)
    status, _, err = cli("2048", "--moves", "1", "--threads", "1", "--max-memory", "6M", str(path))
    assert status == 2 and "beside the input text's 1.9 MiB" in err, err
    with pytest.raises(ValueError) as raised:
        gridsolve.solve("2048", text, moves=1, threads=1, max_memory="6M")
    assert err.replace("--max-memory", "max_memory=") == f"gridsolve: {path}: {raised.value}\n"


# Options, the time limit and the GIL ---------------------------------------------


def hard_board():
    """A full 20 x 20 board on which 20 moves take far longer than a second
    (over 30 s natively; the chain board used before solved 14 moves in 0.5 s
    once K 11 to 20's turns went on from one another)."""
    text = cli("gen", "2048", "--size", "20", "--family", "full", "--seed", "1")[1]
    numbers = [int(x) for x in text.split()]
    return [numbers[1 + r * 20:1 + (r + 1) * 20] for r in range(20)]


def test_time_limit_answers_unproven_like_the_command_line():
    board = hard_board()
    start = time.monotonic()
    result = gridsolve.solve_2048(board, moves=20, threads=1, time_limit=0.3)
    assert time.monotonic() - start < 5
    assert result["proven"] is False and result["lower_bound"] == result["answer"] < result["upper_bound"]
    status, out, _ = cli("2048", "--moves", "20", "--threads", "1", "--time-limit", "0.3", "--json",
                         text=gridsolve.input_text("2048", board))
    assert status == 3 and list(json.loads(out)) == list(result)


def test_cards_and_blocks_stopped_at_once_answer_unproven_like_the_command_line():
    # A time limit of a nanosecond stops both searches before their first step:
    # the answer is then the greedy play's (cards) or nothing removed (blocks).
    cards_text = cli("gen", "cards", "--size", "8", "--pairs", "12", "--seed", "1")[1]
    blocks_text = cli("gen", "blocks", "--size", "50", "--seed", "2")[1]
    for puzzle, text in (("cards", cards_text), ("blocks", blocks_text)):
        result = gridsolve.solve(puzzle, text, time_limit=1e-9)
        assert result["proven"] is False and result["lower_bound"] < result["upper_bound"]
        # The command line's limit counts from when it starts reading: a
        # nanosecond runs out while the board is parsed (no answer, exit 3)
        # unless the parse wins the race with the clock's thread; then the
        # search stops at once, with the same answer as here.
        status, out, err = cli(puzzle, "--time-limit", "0.000000001", "--json", text=text)
        ran_out = (r"gridsolve: stdin: the time limit of 1e-09 s ran out while (the input \([^)]+\) was being "
                   r"parsed|the input was being read \([^)]+ so far\)), before the search could start \(give a "
                   r"longer --time-limit\)\n")
        assert status == 3 and ((out == "" and re.fullmatch(ran_out, err)) or json.loads(out) == result), (out, err)
        assert gridsolve.solve(puzzle, text)["proven"] is True


def test_several_cases_share_one_time_limit_as_on_the_command_line():
    """time_limit is for all the cases of a text together, as the command
    line's --time-limit: each case gets an equal share of what is left. Each
    case used to get the whole limit, so four took four times it (2 s here)."""
    # The 24 pairs of tests/cli_test.py's three cases: a search of minutes.
    board = [[(8 * r + c) * 5 % 24 + 1 if 8 * r + c < 48 else 0 for c in range(8)] for r in range(8)]
    text = (json.dumps(board) + " 3 3\n") * 4
    start = time.monotonic()
    results = gridsolve.solve_all("cards", text, time_limit=0.5, max_memory="256M")
    elapsed = time.monotonic() - start
    assert elapsed < 1.25, elapsed
    # Every case is stopped first and says so. (On a loaded machine the last
    # may find no time left, as on the command line: then it was not searched.)
    assert [(r["proven"], r["lower_bound"] < r["upper_bound"]) for r in results] == [(False, True)] * 4
    start = time.monotonic()
    explanation = gridsolve.explain("cards", text, time_limit=0.5, max_memory="256M")
    elapsed = time.monotonic() - start
    assert elapsed < 1.25 and explanation.count("Best found, not proven") == 4, elapsed


def test_the_gil_is_released_during_a_search():
    board = hard_board()
    done = threading.Event()

    def search():
        gridsolve.solve_2048(board, moves=20, threads=1, time_limit=0.5)
        done.set()

    worker = threading.Thread(target=search)
    worker.start()
    count = 0
    while not done.is_set():
        count += 1
        time.sleep(0.001)
    worker.join()
    # Held by the search, the GIL would keep this loop at a handful of rounds.
    assert count > 100, count


# python3 -m gridsolve -----------------------------------------------------------


def test_python_m_gridsolve_runs_the_command_line():
    statement = os.path.join(ROOT, "examples", "cards-statement.txt")
    for args in (["--version"], ["cards", "--json", statement], ["gen", "blocks", "--seed", "7"], ["blocks", "--bogus"]):
        p = subprocess.run([sys.executable, "-m", "gridsolve", *args], capture_output=True, text=True, timeout=60)
        assert (p.returncode, p.stdout, p.stderr) == cli(*args), args


def test_the_docstrings_cite_what_an_installed_module_has():
    """An installed module has no docs/ folder: the docstrings cite the rules
    through the command line that the module carries (python3 -m gridsolve
    help rules N), and each command they cite prints a section of them."""
    functions = inspect.getmembers(gridsolve, inspect.isfunction)
    docs = [gridsolve.__doc__] + [function.__doc__ or "" for name, function in functions if not name.startswith("_")]
    text = re.sub(r"\s+", " ", "\n".join(docs))
    assert "docs/" not in text
    cited = re.findall(r"``python3 -m gridsolve (help rules [^`]*)``", text)
    assert cited
    for args in cited:
        p = subprocess.run([sys.executable, "-m", "gridsolve", *args.split()], capture_output=True, text=True,
                           timeout=60)
        assert (p.returncode, p.stderr) == (0, "") and p.stdout.startswith("## "), (args, p.returncode, p.stderr)


def test_a_python_the_module_was_not_built_for_says_what_to_do(tmp_path):
    """Another Python (a pyenv or conda python3 earlier on PATH than
    /usr/bin/python3) cannot load the compiled part, and said only "cannot
    import name '_gridsolve' from partially initialized module 'gridsolve'
    (most likely due to a circular import)". Played here by the package with
    its compiled part renamed for a CPython 3.99, then without it."""
    copy = tmp_path / "gridsolve"
    shutil.copytree(os.path.dirname(gridsolve.__file__), copy, ignore=shutil.ignore_patterns("__pycache__"))
    (compiled,) = [name for name in os.listdir(copy) if name.startswith("_gridsolve.") and name.endswith(".so")]
    other = "_gridsolve.cpython-399-x86_64-linux-gnu.so"
    os.rename(copy / compiled, copy / other)
    this = f"this is Python {sys.version.split()[0]} ({sys.executable})"

    def import_error():
        p = subprocess.run([sys.executable, "-c", "import gridsolve"], cwd=tmp_path, capture_output=True, text=True,
                           env={**os.environ, "PYTHONPATH": str(tmp_path)}, timeout=60)
        return p.returncode, p.stderr.splitlines()[-1]

    assert import_error() == (1, f"ImportError: gridsolve's compiled part ({other}) was built for CPython 3.99, and "
                                 f"{this}: run it with the Python it was built for (README's python preset builds "
                                 "for Debian's /usr/bin/python3, not the first python3 on PATH), or rebuild it with "
                                 "cmake -DPython3_EXECUTABLE= naming this Python")
    os.remove(copy / other)
    assert import_error() == (1, f"ImportError: gridsolve's compiled part (_gridsolve) is not in {copy}, and {this}: "
                                 "build it (cmake --preset python && cmake --build --preset python) and put "
                                 "build/python on PYTHONPATH, or install it (cmake --install build --component "
                                 "python --prefix ENV)")


# Agreement with the command line on random instances ---------------------------


def board_of(puzzle, text):
    """The Python arguments for a `gridsolve gen` text."""
    if puzzle == "2048":
        numbers = [int(x) for x in text.split()]
        n = numbers[0]
        return ([numbers[1 + r * n:1 + (r + 1) * n] for r in range(n)],)
    if puzzle == "cards":
        end = text.rindex("]") + 1
        r, c = (int(x) for x in text[end:].split())
        return json.loads(text[:end]), r, c
    return (json.loads(text),)


def solve_in_python(puzzle, args):
    if puzzle == "2048":
        return gridsolve.solve_2048(*args, moves=5, threads=1)
    if puzzle == "cards":
        return gridsolve.solve_cards(*args)
    return gridsolve.solve_blocks(*args)


@pytest.mark.parametrize("puzzle", ["2048", "cards", "blocks"])
def test_agrees_with_the_command_line_on_random_instances(puzzle):
    def one(seed):
        status, text, err = cli("gen", puzzle, "--seed", str(seed))
        assert status == 0, err
        extra = ["--threads", "1"] if puzzle == "2048" else []
        status, out, err = cli(puzzle, "--json", *extra, text=text)
        assert status == 0, err
        return seed, text, json.loads(out)

    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        cases = list(pool.map(one, range(1, INSTANCES + 1)))
    answers = set()
    for seed, text, expected in cases:
        args = board_of(puzzle, text)
        assert gridsolve.input_text(puzzle, *args) == text, seed
        got = solve_in_python(puzzle, args)
        assert without_seconds(got) == without_seconds(expected), f"gridsolve gen {puzzle} --seed {seed}"
        answers.add(got["answer"])
    assert len(cases) == INSTANCES and len(answers) > 3


# README.md ------------------------------------------------------------------------


def test_readme_examples():
    """The >>> examples of README.md's "Use from Python" print what they show."""
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = readme[readme.index("## Use from Python"):]
    section = section[:section.index("\n## ", 1)]
    test = doctest.DocTestParser().get_doctest(section, {}, "README.md", "README.md", 0)
    assert len(test.examples) >= 5
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_a_time_limit_past_the_largest_float_is_no_limit_as_on_the_command_line():
    # float("inf") and an int past the largest float were refused ("expected
    # a positive number of seconds"); the command line takes them as no
    # limit, as it does a limit past what the clock counts.
    board = [[2, 2, 2], [4, 4, 4], [8, 8, 8]]
    for limit in (float("inf"), 10**400, 1e300):
        result = gridsolve.solve_2048(board, moves=5, time_limit=limit)
        assert result["answer"] == 16 and result["proven"], limit
    for limit in (float("nan"), float("-inf"), -(10**400)):
        with pytest.raises(ValueError):
            gridsolve.solve_2048(board, moves=5, time_limit=limit)
