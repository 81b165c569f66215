// The replay of a witness, as each puzzle builds it for the page's script
// (src/page/replay.js reads it; its comment gives the frames' fields).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridsolve/result.hpp"

namespace gridsolve {

// Frame 0 is the start; frame i the state after steps[i - 1]. The cells of
// frame 0 are `start_cells` (row-major); every frame in `frames` carries only
// the cells that changed ("changes", see cell_changes) and the puzzle's own
// members.
struct Replay {
  std::string puzzle;         // "2048", "cards" or "blocks": picks the drawing
  std::string title;          // the heading
  std::string answer_label;   // what the answer counts
  std::string steps_heading;  // "Moves", "Keys", "Steps"
  int rows = 0;
  int cols = 0;
  std::vector<std::string> steps;
  nlohmann::json start_cells = nlohmann::json::array();
  nlohmann::json frames = nlohmann::json::array();  // frames.size() == steps.size() + 1
  std::size_t answer_frame = 0;                     // the frame that reaches the answer, marked
};

// "changes" between two frames' cells: [[index, value], ...].
template <class Cell>
nlohmann::json cell_changes(const std::vector<Cell>& before, const std::vector<Cell>& after) {
  nlohmann::json changes = nlohmann::json::array();
  for (std::size_t i = 0; i < after.size(); ++i) {
    if (i >= before.size() || before[i] != after[i]) changes.push_back({i, after[i]});
  }
  return changes;
}

// The data the page's script reads: the replay, the answer shown and, for a
// stopped search, the note that says it is not proven.
nlohmann::json replay_data(const Replay& replay, const std::string& answer, const std::string& note);

}  // namespace gridsolve
