#include <bits/stdc++.h>
#define int long long
using namespace std;

// 2048 (Easy): int가 long long이 되도록 바꿔서 main은 int32_t main()으로.
int n, best;

vector<vector<int>> moved(vector<vector<int>> b, int dir) {
    for (int t = 0; t < dir; t++) {  // rotate dir times, move left, rotate back
        vector<vector<int>> r(n, vector<int>(n));
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) r[j][n - 1 - i] = b[i][j];
        b = r;
    }
    for (auto& row : b) {
        vector<int> tiles, out;
        for (int v : row) if (v) tiles.push_back(v);
        for (size_t i = 0; i < tiles.size(); i++) {
            if (i + 1 < tiles.size() && tiles[i] == tiles[i + 1]) { out.push_back(2 * tiles[i]); i++; }
            else out.push_back(tiles[i]);
        }
        out.resize(n, 0);
        row = out;
    }
    return b;
}

void dfs(const vector<vector<int>>& b, int depth) {
    for (auto& row : b) for (int v : row) best = max(best, v);
    if (depth == 5) return;
    for (int d = 0; d < 4; d++) dfs(moved(b, d), depth + 1);
}

int32_t main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> n;
    vector<vector<int>> b(n, vector<int>(n));
    for (auto& row : b) for (int& v : row) cin >> v;
    dfs(b, 0);
    cout << best << '\n';
}
