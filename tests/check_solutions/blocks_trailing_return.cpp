#include <vector>
#include <map>
#include <array>
#include <algorithm>
using namespace std;

// Programmers 42894: the return type written after the parameters.
auto solution(vector<vector<int>> board) -> int {
    int n = board.size(), removed = 0;
    while (true) {
        bool changed = false;
        map<int, array<int, 4>> boxes;  // top, bottom, left, right
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
            int v = board[i][j];
            if (!v) continue;
            auto it = boxes.find(v);
            if (it == boxes.end()) boxes[v] = {i, i, j, j};
            else { auto& b = it->second; b[0] = min(b[0], i); b[1] = max(b[1], i); b[2] = min(b[2], j); b[3] = max(b[3], j); }
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
