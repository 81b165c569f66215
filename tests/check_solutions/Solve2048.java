import java.io.*;
import java.util.*;

// 로컬에서 예제를 돌려 보는 클래스: 제출할 때는 지우는 것을 잊었다.
class Debug {
	public static void main(String[] args) throws Exception {
		System.out.println("로컬 테스트용");
	}
}

// 백준 12100 2048 (Easy): 빠른 입력을 위해 FileDescriptor.in을 직접 읽는다.
public class Solve2048 {
	static int n;
	static long best;

	static long[][] left(long[][] b) {
		long[][] r = new long[n][n];
		for (int i = 0; i < n; i++) {
			int k = 0;
			long last = 0;
			for (int j = 0; j < n; j++) {
				if (b[i][j] == 0) continue;
				if (last == b[i][j]) { r[i][k - 1] = 2 * last; last = 0; }
				else { r[i][k++] = b[i][j]; last = b[i][j]; }
			}
		}
		return r;
	}

	static long[][] turn(long[][] b) {
		long[][] r = new long[n][n];
		for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) r[j][n - 1 - i] = b[i][j];
		return r;
	}

	static void dfs(long[][] b, int depth) {
		for (long[] row : b) for (long v : row) best = Math.max(best, v);
		if (depth == 5) return;
		for (int d = 0; d < 4; d++) { dfs(left(b), depth + 1); b = turn(b); }
	}

	public static void main(String[] args) throws IOException {
		BufferedReader br = new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in)));
		StreamTokenizer st = new StreamTokenizer(br);
		st.nextToken();
		n = (int) st.nval;
		long[][] b = new long[n][n];
		for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { st.nextToken(); b[i][j] = (long) st.nval; }
		dfs(b, 0);
		System.out.println(best);
	}
}
