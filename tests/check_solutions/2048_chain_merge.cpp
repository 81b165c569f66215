// clang-format off: kept as people write it (scripts/lint.sh)
// 백준 12100 2048 (Easy) 제출 코드
// 합쳐진 블록은 같은 이동에서 다시 합쳐지지 않는다 -- 라고 문제에 써 있지만...
// (BUG on purpose, for gridsolve's tests: a merged tile merges again: 2 2 4 -> 8)
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int n, ans;

vector<vector<ll>> mv(vector<vector<ll>> b, int d) {
	// d: 0 왼쪽 1 오른쪽 2 위 3 아래
	vector<vector<ll>> r(n, vector<ll>(n, 0));
	for (int i = 0; i < n; i++) {
		vector<ll> line, out;
		for (int k = 0; k < n; k++) {
			ll v = d == 0 ? b[i][k] : d == 1 ? b[i][n-1-k] : d == 2 ? b[k][i] : b[n-1-k][i];
			if (v) line.push_back(v);
		}
		for (ll v : line) {
			out.push_back(v);
			while (out.size() >= 2 && out[out.size()-1] == out[out.size()-2]) { out.pop_back(); out.back() *= 2; }
		}
		out.resize(n, 0);
		for (int k = 0; k < n; k++) {
			if (d == 0) r[i][k] = out[k]; else if (d == 1) r[i][n-1-k] = out[k];
			else if (d == 2) r[k][i] = out[k]; else r[n-1-k][i] = out[k];
		}
	}
	return r;
}

void dfs(vector<vector<ll>> b, int depth) {
	for (auto& row : b) for (ll v : row) ans = max<ll>(ans, v);
	if (depth == 5) return;
	for (int d = 0; d < 4; d++) dfs(mv(b, d), depth + 1);
}

int main() {
#ifndef ONLINE_JUDGE
	freopen("input.txt", "r", stdin);   // 로컬 테스트용
#endif
	ios::sync_with_stdio(false); cin.tie(nullptr);
	cin >> n;
	vector<vector<ll>> b(n, vector<ll>(n));
	for (auto& row : b) for (auto& v : row) cin >> v;
	dfs(b, 0);
	cout << ans << '\n';
}
