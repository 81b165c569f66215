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

// frames[0] is the start; frames[i] the state after steps[i - 1]. The frame
// objects are the puzzle's own (see the drawing code in html_page.cpp):
//   2048:   {"cells": [value strings, row-major]}
//   cards:  {"cells": [labels, 0 empty], "cursor": [r, c], "up": [r, c] or null}
//   blocks: {"cells": [ids, 0 empty, -1 black square], "drops": [[r, c], ...],
//            "focus": id or 0}
struct Replay {
  std::string puzzle;        // "2048", "cards" or "blocks"
  std::string title;         // the heading
  std::string answer;        // shown prominently
  std::string answer_label;  // what the answer counts
  int rows = 0;
  int cols = 0;
  std::vector<std::string> steps;
  nlohmann::json frames = nlohmann::json::array();
  std::size_t answer_frame = 0;  // the frame that reaches the answer, marked
};

std::string render_html(const Replay& replay);

// Writes `content` to `path`; the error names the path and the reason.
std::optional<Error> write_text_file(const std::string& path, const std::string& content);

}  // namespace gridsolve::cli
