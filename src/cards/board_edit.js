// The browser page's board editor for cards (src/web/editor.js): pick a
// label (or Empty, or Cursor) and click cells. Each label must end up on
// exactly two cells; until it does, the page shows the solver's message. The
// text is the input format: the board as a JSON array of rows, then the
// cursor's row and column.
(() => {
  "use strict";
  gridsolveEditor.register("cards", {
    hint: "Pick Cursor, Empty or a label, then click cells; each label goes on exactly two cells.",
    paints: false,
    // The statement's first example (Programmers 72415): 14.
    example: { input: "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\n" },
    read(text) {
      const end = text.lastIndexOf("]");
      let rows;
      try { rows = JSON.parse(text.slice(0, end + 1)); } catch { return null; }
      const cursor = text.slice(end + 1).trim().split(/[\s,]+/).map(Number);
      if (!Array.isArray(rows) || !rows.length || cursor.length !== 2 || rows.length * rows[0].length > 4096) return null;
      return { rows: rows.length, cols: rows[0].length, cells: rows.flat(), cursor };
    },
    write(model) {
      const rows = [];
      for (let r = 0; r < model.rows; ++r) rows.push(`[${model.cells.slice(r * model.cols, (r + 1) * model.cols).join(",")}]`);
      return `[${rows.join(",\n ")}] ${model.cursor[0]} ${model.cursor[1]}\n`;
    },
    tools(model) {
      const labels = [...new Set(model.cells.filter((v) => v !== 0))].sort((a, b) => a - b);
      const fresh = (labels.length ? labels[labels.length - 1] : 0) + 1;
      return [{ id: "cursor", label: "Cursor", title: "Click a cell to put the cursor there" },
              { id: "0", label: "Empty", title: "Click a cell to empty it" },
              ...labels.map((v) => ({ id: String(v), label: String(v), title: `Put card ${v} on a cell` })),
              { id: String(fresh), label: `${fresh} (new)`, title: `Put a new card ${fresh} on a cell` }];
    },
    apply(model, r, c, tool) {
      if (tool === "cursor") {
        if (model.cursor[0] === r && model.cursor[1] === c) return false;
        model.cursor = [r, c];
        return true;
      }
      const i = r * model.cols + c, label = Number(tool);
      if (model.cells[i] === label) return false;
      model.cells[i] = label;
      return true;
    },
    look(model, r, c) {
      const v = model.cells[r * model.cols + c], cursor = model.cursor[0] === r && model.cursor[1] === c;
      return { text: v === 0 ? "" : String(v), fill: v === 0 ? "#e4e1da" : "#ffffff", ink: "#333", outline: cursor,
               name: `${v === 0 ? "empty" : `card ${v}`}${cursor ? ", the cursor" : ""}` };
    },
  });
})();
