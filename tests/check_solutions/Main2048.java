import java.io.*;
import java.util.*;

// 백준 12100 2048 (Easy), Java 제출. BufferedReader, StringTokenizer, and
// System.exit(0) at the end, as many submissions do.
// BUG on purpose: of three equal tiles in a line, the two farthest from the
// wall merge (2 2 2 moved left gives 2 4 instead of 4 2).
public class Main {
	static int n;
	static long best = 0;

	static long[] slide(long[] line) {
		ArrayList<Long> tiles = new ArrayList<>();
		for (long v : line) if (v != 0) tiles.add(v);
		Collections.reverse(tiles);
		ArrayList<Long> out = new ArrayList<>();
		for (int i = 0; i < tiles.size(); i++) {
			if (i + 1 < tiles.size() && tiles.get(i).equals(tiles.get(i + 1))) { out.add(tiles.get(i) * 2); i++; }
			else out.add(tiles.get(i));
		}
		Collections.reverse(out);
		long[] r = new long[line.length];
		for (int i = 0; i < out.size(); i++) r[i] = out.get(i);
		return r;
	}

	static long[][] move(long[][] b, int d) {
		long[][] r = new long[n][n];
		for (int i = 0; i < n; i++) {
			long[] line = new long[n];
			for (int k = 0; k < n; k++) line[k] = d == 0 ? b[i][k] : d == 1 ? b[i][n - 1 - k] : d == 2 ? b[k][i] : b[n - 1 - k][i];
			long[] s = slide(line);
			for (int k = 0; k < n; k++) {
				if (d == 0) r[i][k] = s[k]; else if (d == 1) r[i][n - 1 - k] = s[k];
				else if (d == 2) r[k][i] = s[k]; else r[n - 1 - k][i] = s[k];
			}
		}
		return r;
	}

	static void dfs(long[][] b, int depth) {
		for (long[] row : b) for (long v : row) best = Math.max(best, v);
		if (depth == 5) return;
		for (int d = 0; d < 4; d++) dfs(move(b, d), depth + 1);
	}

	public static void main(String[] args) throws IOException {
		BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
		n = Integer.parseInt(br.readLine().trim());
		long[][] b = new long[n][n];
		for (int i = 0; i < n; i++) {
			StringTokenizer st = new StringTokenizer(br.readLine());
			for (int j = 0; j < n; j++) b[i][j] = Long.parseLong(st.nextToken());
		}
		dfs(b, 0);
		System.out.println(best);
		System.exit(0);
	}
}
