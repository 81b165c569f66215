// The replay of a witness, drawn as SVG: used by the --html pages
// (src/page/replay.html) and by any page that holds the same elements
// (#title, #answer-label, #answer-value, #note, #status, #board, #board-text,
// #steps-heading, #steps and the buttons #first #back #play #forward #last,
// #speed, #speed-value). gridsolveReplay.show(data) draws a replay; it may be
// called again with another.
//
// The data (SolvedCase::replay_json): frame 0 is the start, frame i the state
// after steps[i - 1]. `start` holds the cells of frame 0 (row-major); every
// later frame carries only the cells that changed, "changes": [[index, value],
// ...], so a long replay of a big board stays small. The other members of a
// frame belong to the puzzle:
//   2048:   cells are value strings ("0" empty)
//   cards:  cells are labels (0 empty); "cursor": [r, c], "up": [r, c] or null
//   blocks: cells are ids (0 empty, -1 a black square); "drops": [[r, c], ...]
//           (squares that fall in on this frame), "focus": the block's id
// Everything the tests read back is in the DOM: #board-text holds the current
// frame's cells, one row per line; every cell of the SVG has data-row,
// data-col and data-value.
"use strict";
const gridsolveReplay = (() => {
  const SVGNS = "http://www.w3.org/2000/svg";
  const CELL = 60, GAP = 4;
  // Cells of every frame: checkpoints every CHECKPOINT frames, the rest
  // rebuilt on demand from the changes.
  const CHECKPOINT = 32;
  let data = null, checkpoints = [], frame = 0, timer = null, wired = false;
  const $ = (id) => document.getElementById(id);

  function buildCheckpoints() {
    checkpoints = [data.start.slice()];
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
  function draw2048(svg, f, cells) {
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
  function drawCards(svg, f, cells) {
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
  function drawBlocks(svg, f, cells) {
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
    const svg = $("board"), f = data.frames[frame], cells = cellsAt(frame);
    svg.setAttribute("viewBox", `0 0 ${GAP + data.cols * (CELL + GAP)} ${GAP + data.rows * (CELL + GAP)}`);
    svg.replaceChildren();
    DRAW[data.puzzle](svg, f, cells);
    $("board-text").textContent = boardText(cells);
    const status = $("status");
    status.textContent = frame === 0 ? `Start (frame 0 of ${data.frames.length - 1})`
      : `After step ${frame} of ${data.steps.length}: ${data.steps[frame - 1]}` + (frame === data.answerFrame ? " \u2014 the answer is reached" : "");
    status.className = frame === data.answerFrame && frame > 0 ? "reached" : "";
    document.querySelectorAll("#steps li").forEach((li, i) => li.classList.toggle("current", i === frame - 1));
    const current = document.querySelector("#steps li.current");
    if (current) current.scrollIntoView({ block: "nearest" });
    svg.setAttribute("data-frame", frame);
  }

  function go(to) { frame = Math.max(0, Math.min(data.frames.length - 1, to)); render(); }
  function stop() { if (timer) clearInterval(timer); timer = null; $("play").innerHTML = "&#x25B6; Play"; }
  function play() {
    if (timer) return stop();
    if (frame === data.frames.length - 1) go(0);
    const speed = Number($("speed").value);
    timer = setInterval(() => { if (frame >= data.frames.length - 1) stop(); else go(frame + 1); }, 1000 / speed);
    $("play").innerHTML = "&#x23F8; Pause";
  }

  // The controls are wired once; they act on whatever replay is shown.
  function wire() {
    $("first").onclick = () => { stop(); go(0); };
    $("back").onclick = () => { stop(); go(frame - 1); };
    $("forward").onclick = () => { stop(); go(frame + 1); };
    $("last").onclick = () => { stop(); go(data.frames.length - 1); };
    $("play").onclick = play;
    $("speed").oninput = (e) => {
      $("speed-value").textContent = e.target.value;
      if (timer) { stop(); play(); }
    };
    document.addEventListener("keydown", (e) => {
      if (!data || e.target.closest("input, textarea, select")) return;
      if (e.key === "ArrowRight") { stop(); go(frame + 1); }
      else if (e.key === "ArrowLeft") { stop(); go(frame - 1); }
      else if (e.key === "Home") { stop(); go(0); }
      else if (e.key === "End") { stop(); go(data.frames.length - 1); }
      else if (e.key === " ") { e.preventDefault(); play(); }
    });
    wired = true;
  }

  function show(replay) {
    if (timer) stop();
    data = replay;
    frame = 0;
    buildCheckpoints();
    if (!wired) wire();
    document.title = data.title;
    $("title").textContent = data.title;
    $("answer-label").textContent = data.answerLabel;
    $("answer-value").textContent = data.answer;
    $("note").textContent = data.note || "";
    $("steps-heading").textContent = data.stepsHeading;
    const list = $("steps");
    list.replaceChildren();
    data.steps.forEach((step, i) => {
      const li = document.createElement("li");
      li.textContent = `${i + 1}. ${step}`;
      if (i + 1 === data.answerFrame) li.classList.add("answer-step");
      li.addEventListener("click", () => { stop(); go(i + 1); });
      list.appendChild(li);
    });
    render();
  }

  return { show };
})();
