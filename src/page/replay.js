// The replay of a witness, drawn as SVG: used by the --html pages
// (src/page/replay.html), the browser page (src/web/page.html) and any page
// that holds the same elements (#status, #board, #board-text, #steps-heading,
// #steps and the buttons #first #back #play #forward #last, #speed,
// #speed-value; and, where the page has them, #title, #answer-label,
// #answer-value and #note). gridsolveReplay.show(data) draws a replay; it may
// be called again with another.
//
// The data (SolvedCase::replay_json): frame 0 is the start, frame i the state
// after steps[i - 1]. `start` holds the cells of frame 0 (row-major); every
// later frame carries only the cells that changed, "changes": [[index, value],
// ...], so a long replay of a big board stays small. The other members of a
// frame belong to the puzzle, and so does its drawing: each puzzle's folder
// has a replay_draw.js that registers it (gridsolveReplay.register).
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

  // Each puzzle's drawing, registered by its own script
  // (src/<puzzle>/replay_draw.js): draw(view, frame, cells) adds the cells
  // of one frame to view.svg.
  const drawers = {};
  function register(puzzle, draw) { drawers[puzzle] = draw; }
  const view = { get data() { return data; }, svg: null, el, cellRect, fontFor, CELL };


  function boardText(cells) {
    const rows = [];
    for (let r = 0; r < data.rows; ++r) rows.push(cells.slice(r * data.cols, (r + 1) * data.cols).join(" "));
    return rows.join("\n");
  }

  function render() {
    const svg = $("board"), f = data.frames[frame], cells = cellsAt(frame);
    svg.setAttribute("viewBox", `0 0 ${GAP + data.cols * (CELL + GAP)} ${GAP + data.rows * (CELL + GAP)}`);
    svg.replaceChildren();
    view.svg = svg;
    drawers[data.puzzle](view, f, cells);
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
      // A key that a control took already (a radio group's arrow keys on
      // the browser page) is not the replay's, nor any key in a grid (the
      // browser page's board editor), which has keys of its own.
      if (!data || e.defaultPrevented || e.target.closest("input, textarea, select, [role=grid]")) return;
      // Space on a focused button (or link, or summary) presses it: taken
      // here, it played the replay instead, so a keyboard user could not
      // press Solve, a puzzle or a case, and an editor cell's edit also
      // started the replay.
      if (e.key === " " && e.target.closest("button, a[href], summary")) return;
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
    const header = { title: data.title, "answer-label": data.answerLabel, "answer-value": data.answer, note: data.note || "" };
    for (const id in header) if ($(id)) $(id).textContent = header[id];
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

  return { show, register };
})();
