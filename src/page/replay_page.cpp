// The self-contained replay page: src/page/replay.html with its CSS, script
// and the replay's data put in (no network, no external fonts, so it opens
// from a file:// URL). The three files are embedded at build time
// (cmake/embed_assets.cmake).
#include <fmt/format.h>

#include "gridsolve/puzzle.hpp"
#include "page_assets.hpp"
#include "puzzle/replay.hpp"

namespace gridsolve {
namespace {

// Replaces each placeholder once, in one pass over the template, so that a
// value that happens to hold another placeholder's text stays as it is.
std::string fill_template(std::string_view page, const std::vector<std::pair<std::string_view, std::string>>& values) {
  std::string out;
  std::size_t at = 0;
  while (at < page.size()) {
    const std::size_t open = page.find('@', at);
    if (open == std::string_view::npos) break;
    bool replaced = false;
    for (const auto& [placeholder, value] : values) {
      if (page.substr(open, placeholder.size()) == placeholder) {
        out.append(page.substr(at, open - at));
        out += value;
        at = open + placeholder.size();
        replaced = true;
        break;
      }
    }
    if (!replaced) {
      out.append(page.substr(at, open + 1 - at));
      at = open + 1;
    }
  }
  out.append(page.substr(at));
  return out;
}

}  // namespace

nlohmann::json replay_data(const Replay& replay, const std::string& answer, const std::string& note) {
  return {{"puzzle", replay.puzzle},
          {"title", replay.title},
          {"answer", answer},
          {"answerLabel", replay.answer_label},
          {"note", note},
          {"stepsHeading", replay.steps_heading},
          {"rows", replay.rows},
          {"cols", replay.cols},
          {"steps", replay.steps},
          {"start", replay.start_cells},
          {"frames", replay.frames},
          {"answerFrame", replay.answer_frame}};
}

std::optional<Error> check_replay_size(std::size_t cells) {
  if (cells <= kMaxReplayCells) return std::nullopt;
  return Error{fmt::format("--html draws boards of at most {} cells; this one has {}", kMaxReplayCells, cells)};
}

std::string replay_page(const SolvedCase& solved) {
  // Inside a <script> element only "</" could end it early; "<\/" is the
  // same string to JSON.
  const std::string data = solved.replay_json();
  std::string json;
  json.reserve(data.size());
  for (std::size_t i = 0; i < data.size(); ++i) {
    json += data[i];
    if (data[i] == '<' && i + 1 < data.size() && data[i + 1] == '/') json += '\\';
  }
  std::string script(page::kReplayJs);
  for (std::string_view puzzle_script : page::kPuzzleScripts) script.append(puzzle_script);
  return fill_template(page::kReplayHtml, {{"@PLAYER@", std::string(page::kReplayPlayer)},
                                           {"@STYLE@", std::string(page::kReplayCss)},
                                           {"@SCRIPT@", script},
                                           {"@DATA@", json}});
}

}  // namespace gridsolve
