// The board editor of the browser page (src/web/page.html): the start board
// of the case in the input box as a grid of cells; a click changes a cell,
// the box gets the new input text and the page solves it again.
//
// What a click does belongs to the puzzle: each puzzle's folder has a
// board_edit.js that registers it (gridsolveEditor.register(name, spec)):
//   read(text)                 the model {rows, cols, cells, ...} of a case in
//                              the puzzle's own input format (the text the
//                              module gives back, ParsedCase::text), or null
//   write(model)               the model as input text
//   tools(model)               the palette: [{id, label, title}], maybe empty
//   apply(model, r, c, tool, reverse)  changes the model; true if it changed
//   look(model, r, c)          {text, fill, ink, outline, name}: how a cell
//                              looks; name says it in words ("tile 4",
//                              "empty") for screen readers
//   hint                       one line saying what a click does
//   paints                     true: dragging over cells (mouse, pen or
//                              finger) paints them
//   example                    {input, moves}: the problem statement's example,
//                              for the page's Example button
// The board is a grid (WAI-ARIA's grid pattern: role="grid", a role="row"
// per row, a role="gridcell" per cell) with one Tab stop, which the arrow
// keys move (below, "the keyboard"). Every cell has data-row, data-col and
// data-value, and is named "row R, column C: NAME" (0-based, as the
// messages name cells); every tool is a <button> with data-tool. A redraw
// keeps the keyboard's focus on the cell or tool it was on.
"use strict";
const gridsolveEditor = (() => {
  const specs = {};
  let spec = null, model = null, tool = null, onChange = null;
  // A drag that paints (blocks): the pointer it follows, where it was last
  // and the last cell painted, or null.
  let stroke = null;
  // A finger's or a pen's press on a cell of an editor that does not paint,
  // or null. It edits when it lifts (a tap), or, held still for LONG_PRESS
  // ms, edits the other way at once, as a right click does (a long press:
  // its lift then edits nothing). A press that moves more than SLOP px from
  // where it began edits nothing (a drag; a finger's becomes a scroll of
  // the page), nor does one the browser cancels (pointercancel): a scroll
  // must not edit the cell it began on. The editor times the long press
  // itself: headless chromium sends no contextmenu for one, nor, as
  // reported, does Safari on iOS (to them it was a tap).
  let tap = null;
  const LONG_PRESS = 500, SLOP = 10;
  // After a long press, the pointer it was and, once that lifts, until
  // when (a second later) a contextmenu event is the browser's own for the
  // same long press (Chrome on Android sends one while the finger is held;
  // a browser may send it as the finger lifts), which edits nothing again;
  // any press ends it.
  let held = null;
  // When a pointer last lifted anywhere (an event's timeStamp): the click
  // that follows a press is not an edit of its own (wire() says why).
  let lastRelease = -Infinity;
  // The board's one Tab stop (a roving tabindex): the cell at [stopRow,
  // stopCol] has tabIndex 0 and every other -1. It is the cell last
  // focused or edited, kept across redraws and new boards, and clamped to
  // a smaller board.
  let stopRow = 0, stopCol = 0;
  const $ = (id) => document.getElementById(id);
  // The cell at (r, c) of the board drawn, or undefined.
  const cellNode = (r, c) => $("editor-grid").children[r]?.children[c];

  function register(puzzle, editSpec) { specs[puzzle] = editSpec; }

  // The element to focus again after a redraw replaces `box`'s children:
  // the one matching `selector(focused)`, if the focus was in `box`.
  function keepFocus(box, selector, redraw) {
    const focused = box.contains(document.activeElement) ? document.activeElement : null;
    redraw();
    if (focused) box.querySelector(selector(focused))?.focus();
  }

  function drawTools() {
    keepFocus($("editor-tools"), (old) => `[data-tool="${old.dataset.tool}"]`, drawToolButtons);
  }
  function drawToolButtons() {
    const box = $("editor-tools");
    box.replaceChildren();
    const tools = spec.tools(model);
    box.hidden = !tools.length;  // 2048's editor has none: no empty radio group
    if (tools.length && !tools.some((t) => t.id === tool)) tool = tools[0].id;
    for (const t of tools) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = t.label;
      button.title = t.title || "";
      button.dataset.tool = t.id;
      button.classList.toggle("active", t.id === tool);
      button.setAttribute("role", "radio");
      button.setAttribute("aria-checked", String(t.id === tool));
      button.onclick = () => { tool = t.id; drawTools(); };
      box.appendChild(button);
    }
  }

  // The focus, if it was on the board, goes to the Tab stop's cell (the
  // one focused before, or the one just edited), without scrolling: the
  // board may be under a finger that paints.
  function drawGrid() {
    const grid = $("editor-grid"), focused = grid.contains(document.activeElement);
    drawCells();
    if (focused) cellNode(stopRow, stopCol)?.focus({ preventScroll: true });
  }
  function drawCells() {
    const grid = $("editor-grid");
    grid.replaceChildren();
    // Cells of 40 px, smaller on wide boards so that the board fits the
    // editor's width (400 px assumed, the widest the column is, cut a 20 x
    // 20 board short on a phone), with 1 px gaps once cells get small.
    const width = $("editor").clientWidth || 400, fit = (gap) => Math.floor((width + gap) / model.cols) - gap;
    const gap = fit(3) >= 20 ? 3 : 1;
    grid.style.setProperty("--edit-gap", `${gap}px`);
    grid.style.setProperty("--edit-cell", `${Math.max(10, Math.min(40, fit(gap)))}px`);
    stopRow = Math.max(0, Math.min(stopRow, model.rows - 1));
    stopCol = Math.max(0, Math.min(stopCol, model.cols - 1));
    for (let r = 0; r < model.rows; ++r) {
      const row = document.createElement("div");
      row.className = "edit-row";
      row.setAttribute("role", "row");
      for (let c = 0; c < model.cols; ++c) {
        const look = spec.look(model, r, c), cell = document.createElement("div");
        cell.setAttribute("role", "gridcell");
        cell.tabIndex = r === stopRow && c === stopCol ? 0 : -1;
        cell.className = "edit-cell";
        cell.dataset.row = r;
        cell.dataset.col = c;
        cell.dataset.value = model.cells[r * model.cols + c];
        cell.textContent = look.text;
        cell.setAttribute("aria-label", `row ${r}, column ${c}: ${look.name}`);
        cell.style.background = look.fill;
        cell.style.color = look.ink || "#222";
        if (look.outline) cell.classList.add("outlined");
        row.appendChild(cell);
      }
      grid.appendChild(row);
    }
  }
  // Moves the Tab stop to the cell at (r, c); returns that cell.
  function moveStop(r, c) {
    const cell = cellNode(r, c);
    if (!cell) return null;
    const old = cellNode(stopRow, stopCol);
    if (old) old.tabIndex = -1;
    cell.tabIndex = 0;
    [stopRow, stopCol] = [r, c];
    return cell;
  }

  // Applies the tool to `cell`; true when the board changed (and is drawn
  // again, with new cells: the elements passed are gone). `strokeGoesOn`: a
  // drag that paints goes on, and tells the page again when it ends.
  function apply(cell, reverse, strokeGoesOn = false) {
    if (!cell || !model) return false;
    const r = Number(cell.dataset.row), c = Number(cell.dataset.col);
    if (!spec.apply(model, r, c, tool, reverse)) return false;
    [stopRow, stopCol] = [r, c];  // the Tab stop, and the focus if on the board, go to the cell edited
    drawGrid();
    onChange(spec.write(model), strokeGoesOn);
    return true;
  }
  function edit(target, reverse) {
    if (apply(target?.closest(".edit-cell"), reverse)) drawTools();
  }
  // The cell of the board drawn whose cellKey is `key`, or null.
  const cellOfKey = (key) => {
    const [row, col] = key.split(",");
    return $("editor-grid").querySelector(`[data-row="${row}"][data-col="${col}"]`);
  };
  // A press held still for LONG_PRESS ms: it focuses its cell, as a right
  // click does (without the keyboard's focus ring), and edits it the other way.
  function longPress() {
    const cell = cellOfKey(tap.cell);
    held = { pointerId: tap.pointerId, until: Infinity };
    tap = null;
    $("editor-grid").classList.add("pointer");
    cell?.focus({ preventScroll: true });
    edit(cell, true);
  }

  const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const cellKey = (cell) => `${cell.dataset.row},${cell.dataset.col}`;
  // A point of the window as a point of the board (from its top left
  // corner): the stroke's points are kept on the board, which may move in
  // the window while it is painted (the page's lines above it change as it
  // solves).
  function onBoard(x, y) {
    const corner = $("editor-grid").getBoundingClientRect();
    return { x: x - corner.left, y: y - corner.top };
  }
  // The board's cell at a point of the board, or null (a gap, off the board).
  function cellAt(point) {
    const corner = $("editor-grid").getBoundingClientRect();
    const cell = document.elementFromPoint(corner.left + point.x, corner.top + point.y)?.closest(".edit-cell");
    return cell && $("editor-grid").contains(cell) ? cell : null;
  }
  // Paints the cells under the straight path from the stroke's last point to
  // `to` (a point of the board), in order: between two pointer events a quick
  // finger or mouse crosses several cells, and painting only the cell under
  // each event left gaps in the block drawn. Points a third of a cell apart
  // miss at most a corner that the path barely cuts.
  function paintTo(to, reverse) {
    const cellSize = parseFloat($("editor-grid").style.getPropertyValue("--edit-cell")) || 40;
    const from = stroke.point, dx = to.x - from.x, dy = to.y - from.y;
    const points = Math.max(1, Math.ceil(Math.hypot(dx, dy) / (cellSize / 3)));
    for (let i = 1; i <= points; ++i) {
      const cell = cellAt({ x: from.x + (dx * i) / points, y: from.y + (dy * i) / points });
      if (!cell || cellKey(cell) === stroke.cell) continue;
      stroke.cell = cellKey(cell);
      stroke.changed = apply(cell, reverse, true) || stroke.changed;  // draws the grid again: the next point finds the new cell
    }
    stroke.point = to;
  }
  // A stroke is one edit: the page searches its board once it ends, and the
  // tools are drawn again then, not at each cell. Whatever changes the lines
  // above the board while a finger or the mouse paints moves the board
  // under it, which then paints the row above: a new block's tool, which
  // can wrap the tools onto another line, and the status line of a search
  // started when the stroke paused.
  function endStroke() {
    const changed = stroke?.changed;
    stroke = null;
    if (!changed) return;
    drawTools();
    onChange(spec.write(model), false);
  }

  let wired = false;
  function wire() {
    const grid = $("editor-grid");
    // Pointer events, so that a finger or a pen edits as the mouse does. A
    // press edits one cell; where the puzzle paints (blocks), moving with it
    // held paints every cell it passes over with the same tool. The grid
    // then has touch-action: none (page.css), so that a finger's drag paints
    // instead of scrolling the page; it scrolls from anywhere else.
    grid.addEventListener("pointerdown", (e) => {
      held = null;
      // The main button, or a finger or pen's contact; a second finger
      // (not the primary pointer) does nothing.
      if (e.button !== 0 || !e.isPrimary || !model) return;
      const cell = e.target.closest(".edit-cell");
      if (!cell) return;
      // The mouse focuses the cell, as a click does a button, and the
      // edit's redraw keeps the focus on the cell's successor; the press's
      // own focusing, which would find its cell gone, is cancelled. The
      // focus ring is for the keyboard (page.css): hidden until a key
      // other than Shift and the like is pressed, anywhere (a Tab back).
      if (e.pointerType === "mouse") {
        e.preventDefault();
        grid.classList.add("pointer");
        cell.focus({ preventScroll: true });
      }
      if (!spec.paints) {
        // The mouse edits at once; a finger or a pen when it lifts (below),
        // or when it has been held long enough.
        if (e.pointerType === "mouse") return edit(cell, e.shiftKey);
        const press = tap = { pointerId: e.pointerId, cell: cellKey(cell), reverse: e.shiftKey, x: e.clientX, y: e.clientY };
        setTimeout(() => { if (tap === press) longPress(); }, LONG_PRESS);
        return;
      }
      endStroke();
      stroke = { pointerId: e.pointerId, point: onBoard(e.clientX, e.clientY), cell: cellKey(cell), changed: false };
      // The moves and the release come to the grid wherever the pointer
      // goes. Without it a finger's went to the cell it began on (a touch
      // is captured by its first target), which each edit's redraw
      // removes. An event made by a script has no pointer to capture.
      try { grid.setPointerCapture(e.pointerId); } catch { /* nothing to capture */ }
      stroke.changed = apply(cell, e.shiftKey, true);
    });
    grid.addEventListener("pointermove", (e) => {
      if (tap?.pointerId === e.pointerId && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) > SLOP) tap = null;
      if (!stroke || e.pointerId !== stroke.pointerId) return;
      // A mouse released where no capture reached (the window's edge).
      if (e.pointerType === "mouse" && !(e.buttons & 1)) return endStroke();
      paintTo(onBoard(e.clientX, e.clientY), e.shiftKey);
    });
    grid.addEventListener("pointerup", (e) => {
      if (tap && e.pointerId === tap.pointerId) edit(cellOfKey(tap.cell), tap.reverse);
    });
    // A stroke or a tap ends with its pointer's release, or when the browser
    // takes the pointer (a scroll, a second finger's pinch).
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
      grid.addEventListener(type, (e) => {
        if (stroke?.pointerId === e.pointerId) endStroke();
        if (tap?.pointerId === e.pointerId) tap = null;
      });
    }
    // A long press's pointer lifts wherever it may (the board is redrawn
    // under it): from then on a second is left for its contextmenu.
    for (const type of ["pointerup", "pointercancel"]) {
      document.addEventListener(type, (e) => {
        if (held?.pointerId === e.pointerId) held.until = performance.now() + 1000;
      });
    }
    // A click that no pointer's press made edits as a tap does: a screen
    // reader's double tap (TalkBack has the browser click the cell, with no
    // pointer events) or a script's click(). A press of the mouse, a finger
    // or a pen edited already (above), and its release is followed by a
    // click of its own, at the same time: a click within a second of a
    // release anywhere (a long press lifts where the board was redrawn) is
    // that one.
    document.addEventListener("pointerup", (e) => { lastRelease = e.timeStamp; }, true);
    grid.addEventListener("click", (e) => {
      if (e.timeStamp - lastRelease < 1000 || !model) return;
      tap = null;
      edit(e.target, e.shiftKey);
    });
    // A right click, the keyboard's menu key, or a browser's long press of
    // a finger (if it comes before the editor's own: the press then edits
    // nothing more) edits the other way. No menu shows on the board.
    grid.addEventListener("contextmenu", (e) => {
      e.preventDefault();
      if (held && performance.now() < held.until) return;  // the long press edited already
      tap = null;
      edit(e.target, true);
    });
    // The keyboard, as WAI-ARIA's grid pattern has it: the board is one Tab
    // stop, on one cell; the arrow keys move it and the focus a cell (not
    // past the board's edges), Home and End to the row's first and last
    // cells, Ctrl+Home and Ctrl+End to the board's. Enter or Space edits the
    // focused cell (Shift: the other way). No key on the board steps the
    // replay (src/page/replay.js passes over a grid's keys).
    grid.addEventListener("keydown", (e) => {
      const cell = e.target.closest(".edit-cell");
      if (!cell || !model) return;
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); return edit(cell, e.shiftKey); }
      if (e.altKey || e.metaKey || e.shiftKey) return;
      const r = Number(cell.dataset.row), c = Number(cell.dataset.col), step = STEPS[e.key];
      const to = step && !e.ctrlKey ? [r + step[0], c + step[1]]
        : e.key === "Home" ? (e.ctrlKey ? [0, 0] : [r, 0])
        : e.key === "End" ? (e.ctrlKey ? [model.rows - 1, model.cols - 1] : [r, model.cols - 1]) : null;
      if (!to) return;
      e.preventDefault();
      moveStop(...to)?.focus();
    });
    document.addEventListener("keydown", (e) => {
      if (!/^(Shift|Control|Alt|Meta)$/.test(e.key)) grid.classList.remove("pointer");
    });
    // A cell focused otherwise (a click, a script) takes the Tab stop too.
    grid.addEventListener("focusin", (e) => {
      const cell = e.target.closest(".edit-cell");
      if (cell) moveStop(Number(cell.dataset.row), Number(cell.dataset.col));
    });
    // The tools are a radio group (src/web/radio_group.js): one Tab stop,
    // the arrow keys choose.
    gridsolveRadioGroup.wire($("editor-tools"));
    wired = true;
  }

  // Shows the board of `text` (a case of `puzzle` in its input format);
  // `changed(newText, strokeGoesOn)` is called after each edit, where
  // strokeGoesOn is true for the cells of a drag that paints, which calls it
  // again with false when it ends. Returns false when the puzzle has no
  // editor or the text is not a board it reads.
  function show(puzzle, text, changed) {
    if (!wired) wire();
    if (specs[puzzle] !== spec) tool = null;  // another puzzle: its first tool
    spec = specs[puzzle] || null;
    model = spec ? spec.read(text) : null;
    onChange = changed;
    $("editor").hidden = !model;
    if (!model) return false;
    // Only a board that paints keeps a finger's drag from scrolling the page.
    $("editor-grid").classList.toggle("paints", Boolean(spec.paints));
    $("editor-hint").textContent = spec.hint;
    drawTools();
    drawGrid();
    return true;
  }

  // Marks the board as older than the text in the box (which did not read).
  function setStale(stale) { $("editor").classList.toggle("stale", stale); }

  function hide() { $("editor").hidden = true; model = null; stroke = null; tap = null; held = null; }

  const example = (puzzle) => specs[puzzle]?.example || null;

  return { register, show, setStale, hide, example };
})();
