"""python3 -m gridsolve ARGS: the gridsolve command line, the same commands
and options as the gridsolve program (python3 -m gridsolve --help)."""

import sys

from . import _gridsolve


def main() -> int:
    """Runs the command line with this process's arguments; returns its exit status."""
    return _gridsolve.run_cli(["gridsolve", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
