#include <bits/stdc++.h>
using namespace std;
int f(int k) { volatile int pad[64]; pad[0] = k; return k == -1 ? 0 : f(k + 1) + pad[0]; }
int solution(vector<vector<int>> board) {
    int n = board.size(), cnt = 0;
    for (auto& r : board) for (int v : r) if (v) cnt++;
    if (cnt > 30) return f(0);                          // stack overflow
    if (cnt > 20) return board.at(n).at(0);             // out_of_range
    if (cnt > 8) { cerr << "dbg cnt=" << cnt << endl; abort(); }
    return 0;
}
int main() { cout << solution({{0}}) << endl; }
