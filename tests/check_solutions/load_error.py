# Fails while loading: a self-test at the top level calls solution wrongly.
def solution(board):
    return 0


print(solution())
