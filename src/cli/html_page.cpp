#include "cli/html_page.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace gridsolve::cli {
namespace {

// The page: the replay data sits in a JSON script element; the script draws
// the current frame as SVG, rebuilding its cells from the nearest
// checkpoint (every 32 frames) and the frames' changes. Everything the tests
// read back is in the DOM:
// #board-text holds the current frame's cells, one row per line; every cell
// of the SVG has data-row, data-col and data-value.
constexpr const char* kPageTemplate = R"PAGE(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@TITLE@</title>
<style>
  :root { --ink: #222; --muted: #666; --panel: #f6f4ef; --accent: #2a62c9; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
  header { padding: 12px 20px; border-bottom: 1px solid #ddd; display: flex; align-items: baseline; gap: 24px; flex-wrap: wrap; }
  h1 { font-size: 18px; margin: 0; font-weight: 600; }
  .answer { font-size: 28px; font-weight: 700; }
  .answer small { font-size: 14px; font-weight: 400; color: var(--muted); margin-right: 6px; }
  main { display: flex; gap: 20px; padding: 16px 20px; align-items: flex-start; flex-wrap: wrap; }
  #stage { flex: 1 1 520px; max-width: min(calc(100vh - 150px), 900px); min-width: 280px; }
  #board { width: 100%; height: auto; display: block; background: var(--panel); border-radius: 6px; }
  #board text { font-family: system-ui, sans-serif; font-weight: 700; pointer-events: none; }
  .controls { display: flex; gap: 8px; align-items: center; margin: 10px 0; flex-wrap: wrap; }
  button { font-size: 15px; padding: 6px 12px; border: 1px solid #bbb; background: #fff; border-radius: 4px; cursor: pointer; }
  button:hover { background: #eef; }
  #status { color: var(--muted); font-variant-numeric: tabular-nums; }
  #status.reached { color: #0a7a2f; font-weight: 600; }
  aside { flex: 0 1 260px; min-width: 200px; }
  aside h2 { font-size: 14px; margin: 0 0 6px; color: var(--muted); font-weight: 600; }
  #steps { list-style: none; margin: 0; padding: 0; max-height: 70vh; overflow: auto; border: 1px solid #ddd; border-radius: 4px; font-family: ui-monospace, monospace; font-size: 13px; }
  #steps li { padding: 3px 8px; cursor: pointer; border-bottom: 1px solid #f0f0f0; }
  #steps li.current { background: var(--accent); color: #fff; }
  #steps li.answer-step::after { content: " \2605"; }
  #board-text { display: none; }
</style>
</head>
<body>
<header>
  <h1>@TITLE@</h1>
  <div class="answer" id="answer"><small>@ANSWER_LABEL@</small><span id="answer-value">@ANSWER@</span></div>
</header>
<main>
  <section id="stage">
    <div class="controls">
      <button id="first" title="First frame (Home)">First</button>
      <button id="back" title="Step back (Left arrow)">&#x25C0; Back</button>
      <button id="play" title="Play or pause (Space)">&#x25B6; Play</button>
      <button id="forward" title="Step forward (Right arrow)">Step &#x25B6;</button>
      <button id="last" title="Last frame (End)">Last</button>
      <label>Speed <input id="speed" type="range" min="1" max="20" value="4"> <span id="speed-value">4</span> steps/s</label>
    </div>
    <div id="status"></div>
    <svg id="board" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="board"></svg>
    <pre id="board-text"></pre>
  </section>
  <aside>
    <h2>@STEPS_HEADING@</h2>
    <ol id="steps"></ol>
  </aside>
</main>
<script id="replay-data" type="application/json">@DATA@</script>
<script>
"use strict";
const data = JSON.parse(document.getElementById("replay-data").textContent);
const svg = document.getElementById("board");
const SVGNS = "http://www.w3.org/2000/svg";
const CELL = 60, GAP = 4;
let frame = 0, timer = null;

// Cells of every frame: checkpoints every CHECKPOINT frames, the rest
// rebuilt on demand from the changes.
const CHECKPOINT = 32, checkpoints = [data.start.slice()];
{
  let cells = data.start.slice();
  for (let i = 1; i < data.frames.length; ++i) {
    for (const [index, value] of data.frames[i].changes || []) cells[index] = value;
    if (i % CHECKPOINT === 0) checkpoints.push(cells.slice());
  }
}
function cellsAt(n) {
  const base = Math.floor(n / CHECKPOINT), cells = checkpoints[base].slice();
  for (let i = base * CHECKPOINT + 1; i <= n; ++i) for (const [index, value] of data.frames[i].changes || []) cells[index] = value;
  return cells;
}

function el(name, attrs, text) {
  const node = document.createElementNS(SVGNS, name);
  for (const key in attrs) node.setAttribute(key, attrs[key]);
  if (text !== undefined) node.textContent = text;
  return node;
}
function cellRect(r, c) { return { x: GAP + c * (CELL + GAP), y: GAP + r * (CELL + GAP), width: CELL, height: CELL }; }
function fontFor(text) { const n = String(text).length; return n <= 2 ? 28 : n <= 3 ? 24 : n <= 4 ? 19 : Math.max(9, Math.floor(76 / n)); }

// 2048: tiles coloured by value, as in the game.
const TILE_COLOURS = ["#cdc1b4", "#eee4da", "#ede0c8", "#f2b179", "#f59563", "#f67c5f", "#f65e3b", "#edcf72", "#edcc61", "#edc850", "#edc53f", "#edc22e"];
function tileColour(value) {
  if (value === "0") return TILE_COLOURS[0];
  const exponent = Math.round(Math.log2(Number(value)));
  if (exponent < TILE_COLOURS.length) return TILE_COLOURS[exponent];
  return `hsl(${(exponent * 37) % 360}, 45%, 28%)`;
}
function draw2048(f, cells) {
  cells.forEach((value, i) => {
    const r = Math.floor(i / data.cols), c = i % data.cols, box = cellRect(r, c);
    const g = el("g", { "data-row": r, "data-col": c, "data-value": value, class: "cell" });
    g.appendChild(el("rect", { ...box, rx: 5, fill: tileColour(value) }));
    if (value !== "0") {
      const dark = Number(value) <= 4;
      g.appendChild(el("text", { x: box.x + CELL / 2, y: box.y + CELL / 2, "text-anchor": "middle", "dominant-baseline": "central",
                                  "font-size": fontFor(value), fill: dark ? "#776e65" : "#f9f6f2" }, value));
    }
    svg.appendChild(g);
  });
}

// Cards: labels on white cards; the face-up card yellow; the cursor a thick outline.
function drawCards(f, cells) {
  cells.forEach((label, i) => {
    const r = Math.floor(i / data.cols), c = i % data.cols, box = cellRect(r, c);
    const up = f.up && f.up[0] === r && f.up[1] === c;
    const g = el("g", { "data-row": r, "data-col": c, "data-value": label, class: "cell" });
    g.appendChild(el("rect", { ...box, rx: 6, fill: label === 0 ? "#e4e1da" : up ? "#ffd84d" : "#ffffff",
                               stroke: label === 0 ? "none" : "#8a8a8a", "stroke-width": 1.5 }));
    if (label !== 0) g.appendChild(el("text", { x: box.x + CELL / 2, y: box.y + CELL / 2, "text-anchor": "middle",
                                                "dominant-baseline": "central", "font-size": fontFor(label), fill: "#333" }, label));
    svg.appendChild(g);
  });
  const box = cellRect(f.cursor[0], f.cursor[1]);
  svg.appendChild(el("rect", { id: "cursor", x: box.x - 2, y: box.y - 2, width: CELL + 4, height: CELL + 4, rx: 8,
                               fill: "none", stroke: "#2a62c9", "stroke-width": 5, "data-row": f.cursor[0], "data-col": f.cursor[1] }));
}

// Blocks: ids coloured by hue, black squares black; this frame's drops fall in.
function blockColour(id) { return `hsl(${(id * 137.508) % 360}, 60%, ${id === 0 ? 92 : 62}%)`; }
function drawBlocks(f, cells) {
  const dropped = new Set((f.drops || []).map(([r, c]) => r * data.cols + c));
  cells.forEach((id, i) => {
    const r = Math.floor(i / data.cols), c = i % data.cols, box = cellRect(r, c);
    const g = el("g", { "data-row": r, "data-col": c, "data-value": id, class: "cell" });
    if (id === -1) {
      const square = el("rect", { ...box, fill: "#111" });
      if (dropped.has(i)) square.appendChild(el("animate", { attributeName: "y", from: -CELL, to: box.y, dur: "0.35s", fill: "freeze" }));
      g.appendChild(square);
    } else {
      g.appendChild(el("rect", { ...box, fill: id === 0 ? "#ffffff" : blockColour(id),
                                 stroke: id !== 0 && id === f.focus ? "#000" : "none", "stroke-width": 3 }));
    }
    svg.appendChild(g);
  });
}

const DRAW = { "2048": draw2048, cards: drawCards, blocks: drawBlocks };

function boardText(cells) {
  const rows = [];
  for (let r = 0; r < data.rows; ++r) rows.push(cells.slice(r * data.cols, (r + 1) * data.cols).join(" "));
  return rows.join("\n");
}

function render() {
  const f = data.frames[frame], cells = cellsAt(frame);
  svg.setAttribute("viewBox", `0 0 ${GAP + data.cols * (CELL + GAP)} ${GAP + data.rows * (CELL + GAP)}`);
  svg.replaceChildren();
  DRAW[data.puzzle](f, cells);
  document.getElementById("board-text").textContent = boardText(cells);
  const status = document.getElementById("status");
  status.textContent = frame === 0 ? `Start (frame 0 of ${data.frames.length - 1})`
    : `After step ${frame} of ${data.steps.length}: ${data.steps[frame - 1]}` + (frame === data.answerFrame ? " \u2014 the answer is reached" : "");
  status.className = frame === data.answerFrame && frame > 0 ? "reached" : "";
  document.querySelectorAll("#steps li").forEach((li, i) => li.classList.toggle("current", i === frame - 1));
  const current = document.querySelector("#steps li.current");
  if (current) current.scrollIntoView({ block: "nearest" });
  svg.setAttribute("data-frame", frame);
}

function go(to) { frame = Math.max(0, Math.min(data.frames.length - 1, to)); render(); }
function stop() { if (timer) clearInterval(timer); timer = null; document.getElementById("play").innerHTML = "&#x25B6; Play"; }
function play() {
  if (timer) return stop();
  if (frame === data.frames.length - 1) go(0);
  const speed = Number(document.getElementById("speed").value);
  timer = setInterval(() => { if (frame >= data.frames.length - 1) stop(); else go(frame + 1); }, 1000 / speed);
  document.getElementById("play").innerHTML = "&#x23F8; Pause";
}

const list = document.getElementById("steps");
data.steps.forEach((step, i) => {
  const li = document.createElement("li");
  li.textContent = `${i + 1}. ${step}`;
  if (i + 1 === data.answerFrame) li.classList.add("answer-step");
  li.addEventListener("click", () => { stop(); go(i + 1); });
  list.appendChild(li);
});
document.getElementById("first").onclick = () => { stop(); go(0); };
document.getElementById("back").onclick = () => { stop(); go(frame - 1); };
document.getElementById("forward").onclick = () => { stop(); go(frame + 1); };
document.getElementById("last").onclick = () => { stop(); go(data.frames.length - 1); };
document.getElementById("play").onclick = play;
document.getElementById("speed").oninput = (e) => {
  document.getElementById("speed-value").textContent = e.target.value;
  if (timer) { stop(); play(); }
};
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowRight") { stop(); go(frame + 1); }
  else if (e.key === "ArrowLeft") { stop(); go(frame - 1); }
  else if (e.key === "Home") { stop(); go(0); }
  else if (e.key === "End") { stop(); go(data.frames.length - 1); }
  else if (e.key === " ") { e.preventDefault(); play(); }
});
render();
</script>
</body>
</html>
)PAGE";

std::string escape_html(const std::string& text) {
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

void replace_all(std::string& text, const std::string& placeholder, const std::string& value) {
  for (std::size_t at = text.find(placeholder); at != std::string::npos;
       at = text.find(placeholder, at + value.size())) {
    text.replace(at, placeholder.size(), value);
  }
}

}  // namespace

std::string render_html(const Replay& replay) {
  nlohmann::json data = {{"puzzle", replay.puzzle},
                         {"rows", replay.rows},
                         {"cols", replay.cols},
                         {"steps", replay.steps},
                         {"start", replay.start_cells},
                         {"frames", replay.frames},
                         {"answerFrame", replay.answer_frame}};
  // Inside a <script> element only "</" could end it early; "<\/" is the
  // same string to JSON.
  std::string json = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  replace_all(json, "</", "<\\/");
  std::string page = kPageTemplate;
  const char* steps_heading = replay.puzzle == "2048" ? "Moves" : replay.puzzle == "cards" ? "Keys" : "Steps";
  replace_all(page, "@TITLE@", escape_html(replay.title));
  replace_all(page, "@ANSWER_LABEL@", escape_html(replay.answer_label));
  replace_all(page, "@ANSWER@", escape_html(replay.answer));
  replace_all(page, "@STEPS_HEADING@", steps_heading);
  replace_all(page, "@DATA@", json);
  return page;
}

std::optional<Error> check_html_size(std::size_t cells) {
  if (cells <= kMaxHtmlCells) return std::nullopt;
  return Error{fmt::format("--html draws boards of at most {} cells; this one has {}", kMaxHtmlCells, cells)};
}

std::optional<Error> write_text_file(const std::string& path, const std::string& content) {
  std::unique_ptr<FILE, int (*)(FILE*)> file(std::fopen(path.c_str(), "wb"), std::fclose);
  if (!file) return Error{fmt::format("cannot write: {}", std::strerror(errno))};
  if (std::fwrite(content.data(), 1, content.size(), file.get()) != content.size()) {
    return Error{fmt::format("cannot write: {}", std::strerror(errno))};
  }
  return std::nullopt;
}

}  // namespace gridsolve::cli
