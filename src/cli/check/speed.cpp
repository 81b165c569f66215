#include "cli/check/speed.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "gridsolve/gen.hpp"
#include "slide/adversarial_boards.hpp"
#include "slide/hard_boards.hpp"

namespace gridsolve::cli::check {
namespace {

// The 2048 hard boards of gridsolve's benchmarks (slide::hard_board): one
// large tile among many small mergeable ones. Searches that prune by "a move
// at most doubles the largest tile" cannot stop early on them.
SpeedSuite slide_suite() {
  SpeedSuite suite;
  const std::vector<slide::Board> hard = slide::hard_suite(20, 16);
  for (std::size_t i = 0; i < hard.size(); ++i) {
    suite.hardest.push_back({fmt::format("hard board {} of {}", i + 1, hard.size()), gen::slide_text(hard[i]), 20});
  }
  // The adversarial suite's boards within the original limits (N <= 20,
  // tiles up to 1024), found by a hill-climb on gridsolve's own search (src/
  // slide/adversarial_boards.hpp): where its bounds, the usual ones of
  // 12094 solutions among them, prune least.
  const std::vector<slide::AdversarialCase> adversarial = slide::adversarial_suite("hard");
  for (const slide::AdversarialCase& c : adversarial) {
    suite.hardest.push_back({fmt::format("adversarial board {} ({} x {})", c.name, c.board.size(), c.board.size()),
                             gen::slide_text(c.board), c.board.size()});
  }
  suite.hardest_what = fmt::format(
      "the 16 hard boards of gridsolve's benchmarks (20 x 20: one tile of 256 to 1024 among many of 2 to 64, 60 to "
      "100% of the cells taken) and the {} boards of its adversarial suite within the same limits",
      adversarial.size());
  suite.size_name = "N";
  suite.sweep_what = "the slower of 2 hard boards of each size";
  for (int n = 4; n <= 20; n += 2) {
    std::vector<SpeedInput> inputs;
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      inputs.push_back(
          {fmt::format("hard board {} x {}, seed {}", n, n, seed), gen::slide_text(slide::hard_board(n, seed)), n});
    }
    suite.sweep.push_back(std::move(inputs));
  }
  return suite;
}

// Cards: every pair on the board (6 on 4 x 4), the empty cells a 2 x 2
// block in a corner and the cursor in that corner, two cells from any card.
SpeedSuite cards_suite() {
  SpeedSuite suite;
  const cards::Cell corners[4] = {{0, 0}, {0, 3}, {3, 0}, {3, 3}};
  for (int i = 0; i < 16; ++i) {
    gen::Rng rng(720'000 + static_cast<std::uint64_t>(i));
    const cards::Cell corner = corners[i % 4];
    const int dr = corner.row == 0 ? 1 : -1;
    const int dc = corner.col == 0 ? 1 : -1;
    auto in_corner = [&](cards::Cell cell) {
      return (cell.row == corner.row || cell.row == corner.row + dr) &&
             (cell.col == corner.col || cell.col == corner.col + dc);
    };
    std::vector<std::int64_t> labels;
    for (std::int64_t label = 1; label <= 6; ++label) labels.insert(labels.end(), {label, label});
    for (std::size_t k = labels.size(); k > 1; --k) std::swap(labels[k - 1], labels[rng.below(k)]);
    cards::Board board(4, 4);
    std::size_t next = 0;
    for (int r = 0; r < 4; ++r) {
      for (int c = 0; c < 4; ++c) {
        if (!in_corner({r, c})) board.set({r, c}, labels[next++]);
      }
    }
    suite.hardest.push_back({fmt::format("full board {} of 16, cursor at ({},{})", i + 1, corner.row, corner.col),
                             gen::cards_text(cards::Problem{board, corner}), 6});
  }
  suite.hardest_what =
      "16 full boards (6 pairs on 4 x 4), the empty cells a 2 x 2 block in a corner and the cursor in that corner";
  suite.size_name = "pairs";
  suite.sweep_what = "the slowest of 3 random boards of each number of pairs";
  for (int pairs = 1; pairs <= 6; ++pairs) {
    std::vector<SpeedInput> inputs;
    for (std::uint64_t k = 1; k <= 3; ++k) {
      gen::CardsGenOptions options;
      options.pairs = {pairs, pairs};
      options.family = gen::CardsFamily::kRandom;
      gen::Rng rng(724'150 + 10 * static_cast<std::uint64_t>(pairs) + k);
      inputs.push_back({fmt::format("random board, {} pair{}, seed {}", pairs, pairs == 1 ? "" : "s", k),
                        gen::cards_text(gen::generate_cards(options, rng)), pairs});
    }
    suite.sweep.push_back(std::move(inputs));
  }
  return suite;
}

// Blocks: boards as large (50 x 50) and as full as the original allows (200
// ids), the blocks scattered or stacked like Tetris pieces.
SpeedSuite blocks_suite() {
  auto board = [](int n, std::uint64_t seed, bool stack) {
    gen::BlocksGenOptions options;
    options.size = {n, n};
    options.density_percent = 100;
    options.family = stack ? gen::BlocksFamily::kStack : gen::BlocksFamily::kScatter;
    gen::Rng rng(428'940 + seed);
    return gen::blocks_text(gen::generate_blocks(options, rng));
  };
  SpeedSuite suite;
  for (int i = 0; i < 16; ++i) {
    const bool stack = i % 2 == 1;
    suite.hardest.push_back({fmt::format("50 x 50 board {} of 16, {}", i + 1, stack ? "stacked" : "scattered"),
                             board(50, static_cast<std::uint64_t>(i), stack), 50});
  }
  suite.hardest_what =
      "16 boards of 50 x 50 with as many blocks as 200 ids allow, scattered or stacked like Tetris pieces";
  suite.size_name = "N";
  suite.sweep_what = "the slower of a scattered and a stacked board of each size";
  for (int n = 10; n <= 50; n += 10) {
    std::vector<SpeedInput> inputs;
    for (int stack = 0; stack <= 1; ++stack) {
      inputs.push_back({fmt::format("{} x {} board, {}", n, n, stack ? "stacked" : "scattered"),
                        board(n, 1000 + static_cast<std::uint64_t>(n), stack == 1), n});
    }
    suite.sweep.push_back(std::move(inputs));
  }
  return suite;
}

std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// The slowest measured point of each size.
std::map<int, SpeedPoint> slowest_by_size(const std::vector<SpeedPoint>& points) {
  std::map<int, SpeedPoint> slowest;
  for (const SpeedPoint& p : points) {
    auto [at, added] = slowest.emplace(p.size, p);
    if (!added &&
        (p.over_cap > at->second.over_cap || (p.over_cap == at->second.over_cap && p.seconds > at->second.seconds))) {
      at->second = p;
    }
  }
  return slowest;
}

}  // namespace

JudgeLimit judge_limit(std::string_view puzzle, std::uint64_t moves) {
  if (puzzle == "2048") {
    if (moves == 5) return {1, "Baekjoon 12100's"};
    if (moves == 10) return {1, "Baekjoon 12094's"};
    return {1, "Baekjoon's for 12100 and 12094"};
  }
  if (puzzle == "cards") return {10, "Programmers 72415's"};
  if (puzzle == "blocks") return {10, "Programmers 42894's"};
  return {10, "gridsolve's default"};
}

SpeedSuite speed_suite(std::string_view puzzle) {
  if (puzzle == "2048") return slide_suite();
  if (puzzle == "cards") return cards_suite();
  if (puzzle == "blocks") return blocks_suite();
  return {};
}

std::string seconds_text(double seconds) {
  return seconds < 9.995 ? fmt::format("{:.2f} s", seconds) : fmt::format("{:.1f} s", seconds);
}

std::string limit_text(double seconds) { return fmt::format("{:g} s", seconds); }

std::optional<double> growth_exponent(const std::vector<SpeedPoint>& points) {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int count = 0;
  for (const auto& [size, p] : slowest_by_size(points)) {
    if (p.over_cap || p.seconds < 0.02 || size <= 0) continue;
    const double x = std::log(static_cast<double>(size));
    const double y = std::log(p.seconds);
    sx += x, sy += y, sxx += x * x, sxy += x * y;
    ++count;
  }
  const double spread = count * sxx - sx * sx;
  if (count < 3 || spread <= 1e-12) return std::nullopt;
  return (count * sxy - sx * sy) / spread;
}

std::string speed_page(const SpeedPage& page) {
  constexpr double kWidth = 680, kHeight = 380, kLeft = 64, kRight = 20, kTop = 20, kBottom = 48;
  int min_size = 0, max_size = 1;
  double top = std::max(page.cap, page.limit) * 1.08;
  if (!page.points.empty()) {
    min_size = page.points.front().size;
    max_size = page.points.front().size;
    for (const SpeedPoint& p : page.points) {
      min_size = std::min(min_size, p.size);
      max_size = std::max(max_size, p.size);
      top = std::max(top, p.seconds * 1.08);
    }
  }
  if (max_size == min_size) ++max_size;
  auto x = [&](double size) { return kLeft + (size - min_size) / (max_size - min_size) * (kWidth - kLeft - kRight); };
  auto y = [&](double seconds) { return kHeight - kBottom - seconds / top * (kHeight - kTop - kBottom); };
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" role=\"img\" "
      "aria-label=\"CPU time against {2}\">\n",
      kWidth, kHeight, escaped(page.size_name));
  svg +=
      fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" class=\"axis\"/>\n", kLeft, y(0), kWidth - kRight);
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" class=\"axis\"/>\n", kLeft, y(0), kTop);
  for (int i = 0; i <= 4; ++i) {
    const double seconds = top / 1.08 * i / 4;
    svg += fmt::format(
        "<line x1=\"{0}\" y1=\"{1:.1f}\" x2=\"{2}\" y2=\"{1:.1f}\" class=\"grid\"/><text x=\"{3}\" y=\"{4:.1f}\" "
        "class=\"tick\" text-anchor=\"end\">{5}</text>\n",
        kLeft, y(seconds), kWidth - kRight, kLeft - 6, y(seconds) + 4, escaped(seconds_text(seconds)));
  }
  for (const auto& [size, p] : slowest_by_size(page.points)) {
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{}\" class=\"tick\" text-anchor=\"middle\">{}</text>\n", x(size),
                       kHeight - kBottom + 18, size);
  }
  svg += fmt::format("<text x=\"{}\" y=\"{}\" class=\"label\" text-anchor=\"middle\">{}</text>\n",
                     (kLeft + kWidth - kRight) / 2, kHeight - 8, escaped(page.size_name));
  svg += fmt::format(
      "<line x1=\"{0}\" y1=\"{1:.1f}\" x2=\"{2}\" y2=\"{1:.1f}\" class=\"limit\"/><text x=\"{3}\" y=\"{4:.1f}\" "
      "class=\"limit-label\" text-anchor=\"end\">limit {5}</text>\n",
      kLeft, y(page.limit), kWidth - kRight, kWidth - kRight - 4, y(page.limit) - 5, escaped(limit_text(page.limit)));
  std::string line;
  for (const auto& [size, p] : slowest_by_size(page.points)) {
    line += fmt::format("{}{:.1f},{:.1f}", line.empty() ? "" : " ", x(size), y(p.seconds));
  }
  if (!line.empty()) svg += fmt::format("<polyline points=\"{}\" class=\"trend\"/>\n", line);
  for (const SpeedPoint& p : page.points) {
    const double px = x(p.size), py = y(p.seconds);
    const std::string tip = fmt::format("{} {}: {}{} of CPU time", escaped(page.size_name), p.size,
                                        p.over_cap ? "more than " : "", seconds_text(p.seconds));
    if (p.over_cap) {
      svg += fmt::format("<path d=\"M{:.1f},{:.1f} l6,10 h-12 z\" class=\"over\"><title>{}</title></path>\n", px,
                         py - 6, tip);
    } else {
      svg += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"4\" class=\"{}\"><title>{}</title></circle>\n", px,
                         py, p.seconds > page.limit ? "slow" : "fast", tip);
    }
  }
  svg += "</svg>\n";
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{0}</title>\n"
      "<link rel=\"icon\" href=\"data:,\">\n<style>\n"
      "body {{ font-family: system-ui, sans-serif; margin: 2em auto; max-width: 760px; color: #222; }}\n"
      "h1 {{ font-size: 1.3em; }}\n"
      "pre {{ background: #f6f6f4; padding: 1em; overflow-x: auto; font-size: 0.85em; }}\n"
      ".axis {{ stroke: #444; }} .grid {{ stroke: #ddd; }} .tick {{ font-size: 11px; fill: #444; }}\n"
      ".label {{ font-size: 13px; }} .limit {{ stroke: #c22; stroke-dasharray: 6 4; }}\n"
      ".limit-label {{ font-size: 12px; fill: #c22; }} .trend {{ fill: none; stroke: #36c; }}\n"
      ".fast {{ fill: #36c; }} .slow {{ fill: #c22; }} .over {{ fill: #c22; }}\n"
      "</style>\n</head>\n<body>\n<h1>{0}</h1>\n"
      "<p>CPU time of each input against {1}; the dashed line is the limit, a triangle an input stopped at {2} (it "
      "takes longer).</p>\n{3}<pre>{4}</pre>\n</body>\n</html>\n",
      escaped(page.title), escaped(page.size_name), escaped(seconds_text(page.cap)), svg, escaped(page.report));
}

}  // namespace gridsolve::cli::check
