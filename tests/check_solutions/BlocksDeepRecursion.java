import java.util.*;
class Solution {
    int deep(int k) { return deep(k + 1) + 1; }
    public int solution(int[][] board) {
        int cnt = 0;
        for (int[] r : board) for (int v : r) if (v != 0) cnt++;
        if (cnt > 30) return deep(0);
        return 0;
    }
}
