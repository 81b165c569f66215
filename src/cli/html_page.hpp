// One self-contained HTML page that replays a witness: inline CSS, JS and
// SVG, no network and no external fonts, so it opens from a file:// URL.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridsolve/result.hpp"

namespace gridsolve::cli {

// Frame 0 is the start; frame i the state after steps[i - 1]. The cells of
// frame 0 are `start_cells` (row-major); every frame in `frames` carries only
// the cells that changed, "changes": [[index, value], ...], so a long replay
// of a big board stays small. The other members of a frame are the puzzle's
// own (see the drawing code in html_page.cpp):
//   2048:   cells are value strings ("0" empty)
//   cards:  cells are labels (0 empty); "cursor": [r, c], "up": [r, c] or null
//   blocks: cells are ids (0 empty, -1 a black square); "drops": [[r, c], ...]
//           (squares that fall in on this frame), "focus": the block's id
struct Replay {
  std::string puzzle;        // "2048", "cards" or "blocks"
  std::string title;         // the heading
  std::string answer;        // shown prominently
  std::string answer_label;  // what the answer counts
  int rows = 0;
  int cols = 0;
  std::vector<std::string> steps;
  nlohmann::json start_cells = nlohmann::json::array();
  nlohmann::json frames = nlohmann::json::array();  // frames.size() == steps.size() + 1
  std::size_t answer_frame = 0;                     // the frame that reaches the answer, marked
};

std::string render_html(const Replay& replay);

// The most cells a board may have for --html: a page must stay quick to draw
// and to step through.
inline constexpr std::size_t kMaxHtmlCells = 65536;

// An error for --html on a board of more than kMaxHtmlCells cells.
std::optional<Error> check_html_size(std::size_t cells);

// "changes" between two frames' cells: [[index, value], ...].
template <class Cell>
nlohmann::json cell_changes(const std::vector<Cell>& before, const std::vector<Cell>& after) {
  nlohmann::json changes = nlohmann::json::array();
  for (std::size_t i = 0; i < after.size(); ++i) {
    if (i >= before.size() || before[i] != after[i]) changes.push_back({i, after[i]});
  }
  return changes;
}

// Writes `content` to `path`; the error names the path and the reason.
std::optional<Error> write_text_file(const std::string& path, const std::string& content);

}  // namespace gridsolve::cli
