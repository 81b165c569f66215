// clang-format off: kept as people write it (scripts/lint.sh)
// A Baekjoon 12100 submission that looks right and passes the example: it
// tries every sequence of 5 moves. Its slide merges a tile made by a merge
// again in the same move (2 2 4 becomes 8), which the rules forbid.
#include <bits/stdc++.h>
using namespace std;

int n;
long long best_tile;

vector<vector<long long>> slide(vector<vector<long long>> b, int dir) {  // 0 L, 1 R, 2 U, 3 D
  vector<vector<long long>> out(n, vector<long long>(n, 0));
  for (int i = 0; i < n; i++) {
    vector<long long> line;
    for (int k = 0; k < n; k++) {
      long long v = dir == 0 ? b[i][k] : dir == 1 ? b[i][n - 1 - k] : dir == 2 ? b[k][i] : b[n - 1 - k][i];
      if (v == 0) continue;
      line.push_back(v);
      while (line.size() >= 2 && line[line.size() - 1] == line[line.size() - 2]) {
        line.pop_back();
        line.back() *= 2;
      }
    }
    line.resize(n, 0);
    for (int k = 0; k < n; k++) {
      if (dir == 0) out[i][k] = line[k];
      else if (dir == 1) out[i][n - 1 - k] = line[k];
      else if (dir == 2) out[k][i] = line[k];
      else out[n - 1 - k][i] = line[k];
    }
  }
  return out;
}

void search(const vector<vector<long long>>& b, int moves) {
  for (auto& row : b) for (long long v : row) best_tile = max(best_tile, v);
  if (moves == 5) return;
  for (int dir = 0; dir < 4; dir++) search(slide(b, dir), moves + 1);
}

int main() {
  cin >> n;
  vector<vector<long long>> b(n, vector<long long>(n));
  for (auto& row : b) for (auto& v : row) cin >> v;
  search(b, 0);
  cout << best_tile << "\n";
}
