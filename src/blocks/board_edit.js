// The browser page's board editor for blocks (src/web/editor.js): pick a
// block id (or Erase, or a new block) and click or drag over cells. The cells
// of one id must stay 4-connected; until they are, the page shows the
// solver's message. The text is the input format: the board as a JSON array
// of rows.
(() => {
  "use strict";
  // As the replay draws blocks (replay_draw.js).
  function blockColour(id) { return `hsl(${(id * 137.508) % 360}, 60%, 62%)`; }
  gridsolveEditor.register("blocks", {
    hint: "Pick a block (or Erase, or New block), then click or drag over cells to paint it.",
    paints: true,
    // The statement's example (Programmers 42894): 2.
    example: {
      input: "[[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0]," +
             "[0,0,0,0,0,0,4,0,0,0],[0,0,0,0,0,4,4,0,0,0],[0,0,0,0,3,0,4,0,0,0],[0,0,0,2,3,0,0,0,5,5]," +
             "[1,2,2,2,3,3,0,0,0,5],[1,1,1,0,0,0,0,0,0,5]]\n",
    },
    read(text) {
      let rows;
      try { rows = JSON.parse(text); } catch { return null; }
      if (!Array.isArray(rows) || !rows.length || rows.length * rows[0].length > 4096) return null;
      return { rows: rows.length, cols: rows[0].length, cells: rows.flat() };
    },
    write(model) {
      const rows = [];
      for (let r = 0; r < model.rows; ++r) rows.push(`[${model.cells.slice(r * model.cols, (r + 1) * model.cols).join(",")}]`);
      return `[${rows.join(",\n ")}]\n`;
    },
    tools(model) {
      const ids = [...new Set(model.cells.filter((v) => v !== 0))].sort((a, b) => a - b);
      const fresh = (ids.length ? ids[ids.length - 1] : 0) + 1;
      return [{ id: "0", label: "Erase", title: "Paint empty cells" },
              ...ids.map((v) => ({ id: String(v), label: String(v), title: `Paint block ${v}` })),
              { id: String(fresh), label: `${fresh} (new)`, title: `Paint a new block ${fresh}` }];
    },
    apply(model, r, c, tool) {
      const i = r * model.cols + c, id = Number(tool);
      if (model.cells[i] === id) return false;
      model.cells[i] = id;
      return true;
    },
    look(model, r, c) {
      const v = model.cells[r * model.cols + c];
      return { text: v === 0 ? "" : String(v), fill: v === 0 ? "#ffffff" : blockColour(v), ink: "#222", name: v === 0 ? "empty" : `block ${v}` };
    },
  });
})();
