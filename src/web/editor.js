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
//   paints                     true: dragging over cells paints them
//   example                    {input, moves}: the problem statement's example,
//                              for the page's Example button
// Every cell is a <button> with data-row, data-col and data-value, named
// "row R, column C: NAME" (0-based, as the messages name cells); every tool a
// <button> with data-tool. A redraw keeps the keyboard's focus on the cell
// or tool it was on.
"use strict";
const gridsolveEditor = (() => {
  const specs = {};
  let spec = null, model = null, tool = null, onChange = null, painting = false;
  const $ = (id) => document.getElementById(id);

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

  function drawGrid() {
    keepFocus($("editor-grid"), (old) => `[data-row="${old.dataset.row}"][data-col="${old.dataset.col}"]`, drawCells);
  }
  function drawCells() {
    const grid = $("editor-grid");
    grid.replaceChildren();
    // Cells of 40 px, smaller on wide boards so that the board fits the
    // editor's width (400 px assumed, the widest the column is, cut a 20 x
    // 20 board short on a phone), with 1 px gaps once cells get small.
    const width = $("editor").clientWidth || 400, fit = (gap) => Math.floor((width + gap) / model.cols) - gap;
    const gap = fit(3) >= 20 ? 3 : 1;
    grid.style.gap = `${gap}px`;
    grid.style.setProperty("--edit-cell", `${Math.max(10, Math.min(40, fit(gap)))}px`);
    grid.style.gridTemplateColumns = `repeat(${model.cols}, var(--edit-cell))`;
    for (let r = 0; r < model.rows; ++r) {
      for (let c = 0; c < model.cols; ++c) {
        const look = spec.look(model, r, c), cell = document.createElement("button");
        cell.type = "button";
        cell.className = "edit-cell";
        cell.dataset.row = r;
        cell.dataset.col = c;
        cell.dataset.value = model.cells[r * model.cols + c];
        cell.textContent = look.text;
        cell.setAttribute("aria-label", `row ${r}, column ${c}: ${look.name}`);
        cell.style.background = look.fill;
        cell.style.color = look.ink || "#222";
        if (look.outline) cell.classList.add("outlined");
        grid.appendChild(cell);
      }
    }
  }

  function edit(target, reverse) {
    const cell = target.closest(".edit-cell");
    if (!cell || !model) return;
    if (spec.apply(model, Number(cell.dataset.row), Number(cell.dataset.col), tool, reverse)) {
      drawTools();
      drawGrid();
      onChange(spec.write(model));
    }
  }

  let wired = false;
  function wire() {
    const grid = $("editor-grid");
    // A click edits one cell; with the button held, moving over cells paints
    // them (the same tool), which is how blocks are drawn.
    grid.addEventListener("mousedown", (e) => {
      if (e.button !== 0) return;
      painting = true;
      edit(e.target, e.shiftKey);
    });
    grid.addEventListener("mouseover", (e) => { if (painting && (e.buttons & 1) && spec.paints) edit(e.target, e.shiftKey); });
    document.addEventListener("mouseup", () => { painting = false; });
    grid.addEventListener("contextmenu", (e) => { e.preventDefault(); edit(e.target, true); });
    // Keyboard: Enter or Space on a focused cell edits it (Shift: the other way).
    grid.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); edit(e.target, e.shiftKey); }
    });
    // The tools are a radio group (src/web/radio_group.js): one Tab stop,
    // the arrow keys choose.
    gridsolveRadioGroup.wire($("editor-tools"));
    wired = true;
  }

  // Shows the board of `text` (a case of `puzzle` in its input format);
  // `changed(newText)` is called after each edit. Returns false when the
  // puzzle has no editor or the text is not a board it reads.
  function show(puzzle, text, changed) {
    if (!wired) wire();
    if (specs[puzzle] !== spec) tool = null;  // another puzzle: its first tool
    spec = specs[puzzle] || null;
    model = spec ? spec.read(text) : null;
    onChange = changed;
    $("editor").hidden = !model;
    if (!model) return false;
    $("editor-hint").textContent = spec.hint;
    drawTools();
    drawGrid();
    return true;
  }

  // Marks the board as older than the text in the box (which did not read).
  function setStale(stale) { $("editor").classList.toggle("stale", stale); }

  function hide() { $("editor").hidden = true; model = null; }

  const example = (puzzle) => specs[puzzle]?.example || null;

  return { register, show, setStale, hide, example };
})();
