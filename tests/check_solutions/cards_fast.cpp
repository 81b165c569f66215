// clang-format off: kept as people write it (scripts/lint.sh)
// A correct Programmers 72415 solution in C++, the kind a practised solver
// writes (cards_fast.py in C++): a DP over the set of pairs removed and the
// cursor's cell, with breadth-first key distances per set. The speed
// benchmark of gridsolve check (docs/check.md) runs it.
#include <bits/stdc++.h>
using namespace std;

int R, C;
vector<vector<int>> B;
vector<vector<pair<int,int>>> where;  // per label, its two cells

// Keys from s to every cell with the pairs in `removed` gone.
vector<int> dist(int removed, int s) {
	vector<char> card(R * C, 0);
	for (size_t k = 0; k < where.size(); k++)
		if (!(removed >> k & 1))
			for (auto [i, j] : where[k]) card[i * C + j] = 1;
	vector<int> d(R * C, -1);
	int q[64 * 64], head = 0, tail = 0;
	d[s] = 0; q[tail++] = s;
	const int di[4] = {1, -1, 0, 0}, dj[4] = {0, 0, 1, -1};
	while (head < tail) {
		int cur = q[head++], i = cur / C, j = cur % C;
		for (int k = 0; k < 4; k++) {
			int ni = i + di[k], nj = j + dj[k];
			if (ni < 0 || nj < 0 || ni >= R || nj >= C) continue;
			int one = ni * C + nj;
			while (!card[ni * C + nj] && ni + di[k] >= 0 && nj + dj[k] >= 0 && ni + di[k] < R && nj + dj[k] < C) {
				ni += di[k]; nj += dj[k];
			}
			for (int to : {one, ni * C + nj})
				if (d[to] < 0) { d[to] = d[cur] + 1; q[tail++] = to; }
		}
	}
	return d;
}

int solution(vector<vector<int>> board, int r, int c) {
	B = board; R = board.size(); C = board[0].size();
	map<int, vector<pair<int,int>>> cells;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			if (B[i][j]) cells[B[i][j]].push_back({i, j});
	where.clear();
	for (auto& [label, at] : cells) where.push_back(at);
	int n = where.size(), full = (1 << n) - 1;
	const int INF = INT_MAX / 2;
	vector<vector<int>> best(1 << n, vector<int>(R * C, INF));
	best[0][r * C + c] = 0;
	for (int mask = 0; mask < full; mask++) {
		map<int, vector<int>> from;  // distances from a cell, for this set
		auto d = [&](int s) -> vector<int>& {
			auto it = from.find(s);
			if (it == from.end()) it = from.emplace(s, dist(mask, s)).first;
			return it->second;
		};
		for (int cur = 0; cur < R * C; cur++) {
			if (best[mask][cur] >= INF) continue;
			for (int k = 0; k < n; k++) {
				if (mask >> k & 1) continue;
				int a = where[k][0].first * C + where[k][0].second, b = where[k][1].first * C + where[k][1].second;
				for (auto [x, y] : {pair{a, b}, pair{b, a}}) {
					int total = best[mask][cur] + d(cur)[x] + d(x)[y] + 2;
					int& slot = best[mask | 1 << k][y];
					slot = min(slot, total);
				}
			}
		}
	}
	return n == 0 ? 0 : *min_element(best[full].begin(), best[full].end());
}
