# A Programmers 42894 solution that never ends. check's cProfile of it must
# show solution alone: not the json.loads that decodes its arguments, which
# is check's harness's work.
def solution(board):
    removed = 0
    while removed >= 0:
        removed = (removed + len(board)) % 7
    return removed
