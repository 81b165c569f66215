// A Programmers 42894 (blocks) solution in Java: Programmers creates a
// Solution and calls solution(board). It removes a block when its rectangle
// holds nothing else, but forgets that the black squares fall from the top:
// a cell with something above it can never be filled.
import java.util.*;

class Solution {
    public int solution(int[][] board) {
        int n = board.length, removed = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<Integer, int[]> box = new TreeMap<>();
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) {
                    int id = board[r][c];
                    if (id == 0) continue;
                    int[] b = box.computeIfAbsent(id, k -> new int[] {n, -1, n, -1});
                    b[0] = Math.min(b[0], r); b[1] = Math.max(b[1], r);
                    b[2] = Math.min(b[2], c); b[3] = Math.max(b[3], c);
                }
            for (Map.Entry<Integer, int[]> e : box.entrySet()) {
                int id = e.getKey();
                int[] b = e.getValue();
                boolean clear = true;
                for (int r = b[0]; r <= b[1]; r++)
                    for (int c = b[2]; c <= b[3]; c++)
                        if (board[r][c] != 0 && board[r][c] != id) clear = false;
                if (!clear) continue;
                for (int r = b[0]; r <= b[1]; r++)
                    for (int c = b[2]; c <= b[3]; c++)
                        if (board[r][c] == id) board[r][c] = 0;
                removed++;
                changed = true;
            }
        }
        return removed;
    }
}
