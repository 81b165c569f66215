// Does not compile: an undeclared variable.
class Solution {
    public int solution(int[][] board) {
        return count;
    }
}
