#include <bits/stdc++.h>
#define int long long
using namespace std;

// 블록 게임: 지울 수 있는 블록을 더 없을 때까지 지운다
int solution(vector<vector<int>> board) {
	int n = board.size(), removed = 0;
	while (true) {
		bool changed = false;
		map<int, array<int, 4>> boxes;
		for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
			int v = board[i][j];
			if (!v) continue;
			if (!boxes.count(v)) boxes[v] = {i, i, j, j};
			else { auto& b = boxes[v]; b[0] = min(b[0], i); b[1] = max(b[1], i); b[2] = min(b[2], j); b[3] = max(b[3], j); }
		}
		for (auto& [v, b] : boxes) {
			bool ok = true;
			for (int i = b[0]; i <= b[1] && ok; i++) for (int j = b[2]; j <= b[3] && ok; j++) {
				if (board[i][j] == v) continue;
				if (board[i][j] != 0) ok = false;
				for (int a = 0; a < i && ok; a++) if (board[a][j]) ok = false;
			}
			if (!ok) continue;
			for (int i = b[0]; i <= b[1]; i++) for (int j = b[2]; j <= b[3]; j++) if (board[i][j] == v) board[i][j] = 0;
			removed++; changed = true;
		}
		if (!changed) return removed;
	}
}

signed main() {
	cout << solution({{0,0,0},{1,1,1},{0,1,0}}) << endl;
	return 0;
}
