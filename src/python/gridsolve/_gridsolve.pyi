# Type hints of the compiled module gridsolve._gridsolve (src/python/module.cpp).
# Use the functions of the gridsolve package instead.
from typing import List, Optional, Union

__version__: str

def puzzles() -> List[str]: ...
def solve(
    puzzle: str,
    text: str,
    *,
    moves: Optional[int] = None,
    threads: Optional[int] = None,
    time_limit: Optional[float] = None,
    max_memory: Optional[Union[int, str]] = None,
) -> List[str]: ...
def explain(
    puzzle: str,
    text: str,
    *,
    moves: Optional[int] = None,
    threads: Optional[int] = None,
    time_limit: Optional[float] = None,
    max_memory: Optional[Union[int, str]] = None,
) -> List[str]: ...
def run_cli(args: List[str]) -> int: ...
