# Uses $GRIDSOLVE_TEST_BURN seconds of CPU time (default 0.3), read from its
# own clock, then answers: as a whole program (2048, a Baekjoon problem) the
# largest tile, right for a board where nothing can merge; as solution(board)
# (blocks, a Programmers problem) 0, right for a board with no block. For
# the tests of how gridsolve check measures CPU time (tests/check_test.py).
import os
import sys
import time


def burn():
    seconds = float(os.environ.get('GRIDSOLVE_TEST_BURN', '0.3'))
    start = time.process_time()
    while time.process_time() - start < seconds:
        sum(range(1000))


def solution(board):
    burn()
    return 0


if __name__ == '__main__':
    data = sys.stdin.read().split()
    burn()
    print(max(map(int, data[1:])))
