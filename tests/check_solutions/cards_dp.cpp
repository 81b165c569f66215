// clang-format off: kept as people write it (scripts/lint.sh)
// 프로그래머스 72415 카드 짝 맞추기 - 제출용 (C++)
// 로컬 테스트용 main 포함: 채점할 때는 solution만 불린다
#include <bits/stdc++.h>
using namespace std;

int R, C;
vector<vector<int>> B;
map<int, vector<pair<int,int>>> where;
vector<int> labels;

// BFS: 현재 남은 카드(removed 비트마스크 기준)로 커서 이동 거리
vector<vector<int>> dist_from(int removed, pair<int,int> s) {
	auto card = [&](int i, int j) {
		if (B[i][j] == 0) return false;
		int k = find(labels.begin(), labels.end(), B[i][j]) - labels.begin();
		return !(removed >> k & 1);
	};
	vector<vector<int>> d(R, vector<int>(C, -1));
	deque<pair<int,int>> q;
	d[s.first][s.second] = 0; q.push_back(s);
	int di[4] = {1,-1,0,0}, dj[4] = {0,0,1,-1};
	while (!q.empty()) {
		auto [i, j] = q.front(); q.pop_front();
		for (int k = 0; k < 4; k++) {
			int ni = i + di[k], nj = j + dj[k];
			if (ni < 0 || nj < 0 || ni >= R || nj >= C) continue;
			vector<pair<int,int>> nx = {{ni, nj}};
#ifdef CTRL_TO_EDGE
			while (ni + di[k] >= 0 && nj + dj[k] >= 0 && ni + di[k] < R && nj + dj[k] < C) { ni += di[k]; nj += dj[k]; }
#else
			while (!card(ni, nj) && ni + di[k] >= 0 && nj + dj[k] >= 0 && ni + di[k] < R && nj + dj[k] < C) { ni += di[k]; nj += dj[k]; }
#endif
			nx.push_back({ni, nj});
			for (auto [a, b] : nx) if (d[a][b] < 0) { d[a][b] = d[i][j] + 1; q.push_back({a, b}); }
		}
	}
	return d;
}

int solution(vector<vector<int>> board, int r, int c) {
	B = board; R = board.size(); C = board[0].size();
	where.clear(); labels.clear();
	for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) if (board[i][j]) where[board[i][j]].push_back({i, j});
	for (auto& [k, v] : where) labels.push_back(k);
	int n = labels.size();
	map<pair<int,pair<int,int>>, int> best;
	best[{0, {r, c}}] = 0;
	vector<int> masks(1 << n); iota(masks.begin(), masks.end(), 0);
	stable_sort(masks.begin(), masks.end(), [](int a, int b) { return __builtin_popcount(a) < __builtin_popcount(b); });
	for (int m : masks) {
		for (auto [key, cost] : map<pair<int,pair<int,int>>, int>(best)) {
			if (key.first != m) continue;
			auto here = dist_from(m, key.second);
			for (int k = 0; k < n; k++) {
				if (m >> k & 1) continue;
				auto a = where[labels[k]][0], b = where[labels[k]][1];
				for (int t = 0; t < 2; t++) {
					auto first = t ? b : a, second = t ? a : b;
					int total = cost + here[first.first][first.second] + dist_from(m, first)[second.first][second.second] + 2;
					auto state = make_pair(m | 1 << k, second);
					if (!best.count(state) || best[state] > total) best[state] = total;
				}
			}
		}
	}
	int answer = INT_MAX;
	for (auto [key, cost] : best) if (key.first == (1 << n) - 1) answer = min(answer, cost);
#ifdef DEBUG_PRINTS
	cout << "debug: " << n << " pairs, answer " << answer << endl;
#endif
	return n == 0 ? 0 : answer;
}

int main() {
	// 예제 1: 14
	cout << solution({{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0) << endl;
	return 0;
}
