# A Baekjoon 12100 submission in Python that never ends, in the way many
# are written: the search runs in a thread with a larger stack, for deep
# recursion, which the main thread joins. check's cProfile of it must show
# the thread's work (search, sorted), not the main thread's wait in join().
import sys
import threading


def search(board, depth):
    best = 0
    while depth < 5:  # the mistake: depth never grows
        best = max(best, sorted(board)[-1])
    return best


def main():
    data = sys.stdin.read().split()
    print(search(list(map(int, data[1:])), 0))


sys.setrecursionlimit(10 ** 6)
threading.stack_size(1 << 26)
thread = threading.Thread(target=main)
thread.start()
thread.join()
