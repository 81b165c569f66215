"""Exact answers, with replayable witnesses, for three grid puzzles.

    >>> import gridsolve
    >>> gridsolve.solve_2048([[2, 2, 2], [4, 4, 4], [8, 8, 8]], moves=5)["answer"]
    16
    >>> gridsolve.solve_cards([[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], 1, 0)["answer"]
    14

Each function takes the board as a list of rows of ints, as Programmers and
Python users hold it, and returns a dict with the same keys and values as
the command line's ``--json`` output (``gridsolve PUZZLE --json``): the
answer, the witness that replays to it and the search's counters.

The board is written as the puzzle's input text and solved by the same
library calls as the command line, so the results are the command line's.
Bad input raises ValueError with the command line's message, whose ``line L,
column C`` counts in that text (``input_text`` returns it) and whose ``row R,
column C`` is the cell of the board (counting from 0). A cell that is not an
int, or an option of the wrong type (``moves=2.5``), raises TypeError naming
it. The GIL is released while a search runs.

``python3 -m gridsolve ARGS`` runs the command line (``gridsolve ARGS``).
"""

import importlib.machinery
import json
import operator
import os
import re
import sys
from typing import Any, Dict, List, Optional, Sequence, Union


def _why_the_compiled_part_is_missing() -> Optional[str]:
    """Why ``_gridsolve`` did not import, in words that say what to do; None
    when its file is there for this Python (then the original error says more).

    A Python that cannot load the compiled part finds no module of that name,
    and then says only "cannot import name '_gridsolve' from partially
    initialized module 'gridsolve' (most likely due to a circular import)":
    what a `python3` earlier on PATH than Debian's (pyenv, conda, a venv of
    another version) saw.
    """
    folder = os.path.dirname(os.path.abspath(__file__))
    built = sorted(name for name in os.listdir(folder) if name.startswith("_gridsolve.") and name.endswith(".so"))
    if any("_gridsolve" + suffix in built for suffix in importlib.machinery.EXTENSION_SUFFIXES):
        return None
    this = f"this is Python {sys.version.split()[0]} ({sys.executable or 'its path unknown'})"
    if not built:
        return (f"gridsolve's compiled part (_gridsolve) is not in {folder}, and {this}: build it "
                "(cmake --preset python && cmake --build --preset python) and put build/python on PYTHONPATH, or "
                "install it (cmake --install build --component python --prefix ENV)")
    tag = re.match(r"_gridsolve\.cpython-(\d)(\d+)", built[0])
    version = f"CPython {tag.group(1)}.{tag.group(2)}" if tag else "another Python"
    return (f"gridsolve's compiled part ({built[0]}) was built for {version}, and {this}: run it with the Python "
            "it was built for (README's python preset builds for Debian's /usr/bin/python3, not the first "
            "python3 on PATH), or rebuild it with cmake -DPython3_EXECUTABLE= naming this Python")


try:
    from . import _gridsolve
except ImportError as error:
    _why = _why_the_compiled_part_is_missing()
    if _why is None:
        raise
    raise ImportError(_why) from error

__version__: str = _gridsolve.__version__
__all__ = ["solve_2048", "solve_cards", "solve_blocks", "solve", "solve_all", "explain", "input_text", "puzzles", "Board", "__version__"]

#: A board: rows of cells, each an int (0 is empty).
Board = Sequence[Sequence[int]]

#: A memory budget: bytes, or a size as the command line takes it ("512M", "4G").
Memory = Union[int, str]


def puzzles() -> List[str]:
    """The puzzles' names, as the command line has them: ['2048', 'cards', 'blocks']."""
    return _gridsolve.puzzles()


def solve(
    puzzle: str,
    text: str,
    *,
    moves: Optional[int] = None,
    threads: Optional[int] = None,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> Dict[str, Any]:
    """Solves the case in ``text``, the puzzle's input as pasted, exactly as ``gridsolve PUZZLE --json`` reads it.

    >>> solve("cards", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\\t1\\t0")["answer"]
    14

    The text may be in any form the command line takes (``python3 -m
    gridsolve help rules 5`` lists them): the input format, a Baekjoon
    sample under its heading, a row of Programmers' examples table, a
    ``solution(...)`` call, the Programmers editor's output. An answer
    pasted with the case comes back as ``expected``, with ``as_expected``:

    >>> result = solve("2048", "3\\n2 2 2\\n4 4 4\\n8 8 8\\n16\\n")
    >>> result["answer"], result["expected"], result["as_expected"]
    (16, 16, True)

    A text of several cases raises ValueError: ``solve_all`` solves them.
    Options left as None take the command line's defaults (moves 5, or the K
    that a pasted problem statement names: 10 on Baekjoon 12094's page;
    threads 0: all cores, no time limit, max_memory 2G). Only 2048 takes moves and
    threads: giving one to another puzzle raises TypeError. Ctrl-C raises
    KeyboardInterrupt within 50 ms during a search, once the text is parsed
    (a text of tens of MiB takes about a second to parse).
    """
    results = solve_all(puzzle, text, moves=moves, threads=threads, time_limit=time_limit, max_memory=max_memory)
    if len(results) != 1:
        raise ValueError(f"the text holds {len(results)} cases; solve() takes one, solve_all() solves each "
                         "and returns a list")
    return results[0]


def solve_all(
    puzzle: str,
    text: str,
    *,
    moves: Optional[int] = None,
    threads: Optional[int] = None,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> List[Dict[str, Any]]:
    """Solves every case of ``text`` (say, Programmers' whole examples table), one dict each, in order.

    >>> table = "board\\tresult\\n[[0,0],[0,0]]\\t0\\n[[1]]\\t1\\n"
    >>> [result["answer"] for result in solve_all("blocks", table)]
    [0, 1]

    Takes what ``solve`` takes; with one case it returns a list of one.
    ``time_limit`` is for all the cases together, as the command line's
    ``--time-limit``: it counts from the call, and each case gets an equal
    share of what is left when it starts (one that ends early leaves its time
    to the rest); every case stopped first has ``proven`` False, with its
    ``lower_bound`` and ``upper_bound``.
    """
    lines = _gridsolve.solve(puzzle, text, moves=moves, threads=threads, time_limit=time_limit, max_memory=max_memory)
    return [json.loads(line) for line in lines]


def explain(
    puzzle: str,
    text: str,
    *,
    moves: Optional[int] = None,
    threads: Optional[int] = None,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> str:
    """The answer step by step, as ``gridsolve PUZZLE --explain`` prints it, for the cases of ``text``.

    >>> print(explain("2048", "2\\n2 2\\n0 0\\n", moves=1).splitlines()[0])
    Largest tile reachable in at most 1 move: 4

    Takes what ``solve`` takes; several cases each get a heading and share
    ``time_limit`` as in ``solve_all``.
    """
    return "".join(_gridsolve.explain(puzzle, text, moves=moves, threads=threads, time_limit=time_limit,
                                      max_memory=max_memory))


def solve_2048(
    board: Board,
    moves: int = 5,
    *,
    threads: int = 0,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> Dict[str, Any]:
    """The largest tile reachable in at most ``moves`` moves of 2048 without new tiles.

    ``board`` is N rows of N cells, each 0 (empty) or a power of two from 2 to
    2**40 (Baekjoon 12100 is moves=5, 12094 is moves=10).

    >>> result = solve_2048([[2, 2, 2], [4, 4, 4], [8, 8, 8]], threads=1)
    >>> result["answer"], result["moves"]
    (16, 'L')

    Returns ``{"answer", "moves", "proven", "lower_bound", "upper_bound",
    "shortest", "nodes", "seconds"}``: ``moves`` is the witness (letters from
    ``LRUD``), replaying it from ``board`` reaches the answer; ``shortest``
    says it is the shortest such line (not when the search stopped first, or
    cut short its search for a shorter one). ``threads`` splits the
    search (0: all cores); the answer is the same for any count, and so is the
    witness when ``shortest`` is True, as on the command line. With
    ``time_limit`` (seconds) the search may stop first: then ``proven`` is
    False and the answer is the best found, the true one being between
    ``lower_bound`` and ``upper_bound``.
    """
    return solve("2048", input_text("2048", board), moves=moves, threads=threads, time_limit=time_limit,
                 max_memory=max_memory)


def solve_cards(
    board: Board,
    r: int,
    c: int,
    *,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> Dict[str, Any]:
    """The fewest key presses that remove every card (Programmers 72415), the cursor starting at row r, column c.

    ``board`` is R rows of C cells: 0 empty, a positive label on exactly two
    cells; r and c count from 0.

    >>> result = solve_cards([[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], 1, 0)
    >>> result["answer"], " ".join(result["keys"])
    (14, 'E ^R D E ^U E ^L ^D E ^R E ^L ^U E')

    Returns ``{"answer", "keys", "proven", "lower_bound", "upper_bound",
    "pairs", "states", "distance_sweeps"}``: ``keys`` is the witness, one
    token a key press (``U D L R`` arrows, ``^U ^D ^L ^R`` Ctrl+arrows, ``E``
    Enter). With ``time_limit`` (seconds), or when its tables reach
    ``max_memory``, the search may stop first: then ``proven`` is False,
    ``keys`` still removes every card, and the fewest presses are between
    ``lower_bound`` and ``upper_bound`` (the answer).
    """
    return solve("cards", input_text("cards", board, r, c), time_limit=time_limit, max_memory=max_memory)


def solve_blocks(
    board: Board,
    *,
    time_limit: Optional[float] = None,
    max_memory: Optional[Memory] = None,
) -> Dict[str, Any]:
    """The most blocks that can be removed with dropped black squares (Programmers 42894).

    ``board`` is R rows of C cells: 0 empty, a block id from 1 to 2**32 - 1;
    the cells of an id form one 4-connected block.

    >>> solve_blocks([[0, 0, 2, 0], [1, 2, 2, 2], [1, 1, 1, 0], [0, 0, 0, 0]])
    {'answer': 2, 'removed': [2, 1], 'proven': True, 'lower_bound': 2, 'upper_bound': 2}

    Returns ``{"answer", "removed", "proven", "lower_bound", "upper_bound"}``:
    ``removed`` lists the ids in an order in which each can be removed when
    its turn comes. With ``time_limit`` (seconds) the search may stop first:
    then ``proven`` is False, ``removed`` is still a valid order, and the most
    blocks are between ``lower_bound`` (the answer) and ``upper_bound``.
    """
    return solve("blocks", input_text("blocks", board), time_limit=time_limit, max_memory=max_memory)


def input_text(puzzle: str, board: Board, r: Optional[int] = None, c: Optional[int] = None) -> str:
    """The puzzle's input text for ``board`` (and the cards cursor r, c), as ``gridsolve gen`` writes it.

    >>> print(input_text("2048", [[2, 0], [0, 4]]), end="")
    2
    2 0
    0 4

    The solve functions solve this text; the ``line L, column C`` of their
    error messages count in it.
    """
    rows = _rows(board)
    if puzzle == "2048":
        for index, row in enumerate(rows):
            if len(row) != len(rows):
                raise ValueError(f"row {index} has {_count(len(row), 'cell')}, but the board has "
                                 f"{_count(len(rows), 'row')}: a 2048 board is N x N")
        return f"{len(rows)}\n" + "".join(" ".join(row) + "\n" for row in rows)
    text = "[" + ",\n ".join("[" + ",".join(row) + "]" for row in rows) + "]"
    if puzzle == "cards":
        if r is None or c is None:
            raise TypeError("cards needs the cursor's row r and column c")
        return f"{text} {_integer(r, 'r')} {_integer(c, 'c')}\n"
    if puzzle == "blocks":
        return text + "\n"
    raise ValueError(f"unknown puzzle '{puzzle}'; the puzzles are {', '.join(puzzles())}")


def _count(n: int, noun: str) -> str:
    """'1 row', '2 rows'."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _a_type(value: Any) -> str:
    """The value's type with its article, for TypeError: 'an int', 'a str'."""
    name = type(value).__name__
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


def _integer(value: Any, name: str) -> str:
    """The decimal text of an int (or any integer type, such as numpy's); TypeError for anything else."""
    # An int to Python, but never a tile, a card, a block or a cursor row
    # (solve_cards(board, True, 0) solved from row 1).
    if isinstance(value, bool):
        raise TypeError(f"{name} is a bool, not an int")
    try:
        return str(operator.index(value))
    except TypeError:
        raise TypeError(f"{name} is {_a_type(value)}, not an int") from None


def _rows(board: Board) -> List[List[str]]:
    """The board's cells as decimal text, row by row; TypeError when it is not rows of ints."""
    if hasattr(board, "tolist") and not isinstance(board, Sequence):
        board = board.tolist()  # a numpy array: its rows as lists of Python ints
    if isinstance(board, (str, bytes)) or not isinstance(board, Sequence):
        raise TypeError(f"the board must be a list of rows (lists of ints), not {_a_type(board)}")
    rows = []
    for r, row in enumerate(board):
        if hasattr(row, "tolist") and not isinstance(row, Sequence):
            row = row.tolist()
        if isinstance(row, (str, bytes)) or not isinstance(row, Sequence):
            raise TypeError(f"row {r} of the board is {_a_type(row)}, not a list of ints")
        if all(type(cell) is int for cell in row):
            rows.append([str(cell) for cell in row])
        else:
            rows.append([_integer(cell, f"row {r}, column {c}") for c, cell in enumerate(row)])
    return rows
