// The browser page's board editor for 2048 (src/web/editor.js): a click
// doubles a tile (an empty cell gets a 2, a 2048 goes back to empty);
// Shift+click, a right click or a long press goes the other way. The text
// is the input format: N, then the N*N values row by row.
(() => {
  "use strict";
  const TILE_COLOURS = ["#cdc1b4", "#eee4da", "#ede0c8", "#f2b179", "#f59563", "#f67c5f", "#f65e3b", "#edcf72", "#edcc61", "#edc850", "#edc53f", "#edc22e"];
  const TOP = 2048n;
  gridsolveEditor.register("2048", {
    hint: "Click a tile to double it (empty, 2, 4, ..., 2048, empty); Shift+click, right click or a long press to halve it.",
    paints: false,
    // The statement's example (Baekjoon 12100): 16.
    example: { input: "3\n2 2 2\n4 4 4\n8 8 8\n", moves: "5" },
    read(text) {
      const tokens = text.trim().split(/\s+/);
      const n = Number(tokens[0]);
      if (!Number.isInteger(n) || n < 1 || tokens.length !== 1 + n * n || n * n > 4096) return null;
      return { rows: n, cols: n, cells: tokens.slice(1).map((t) => BigInt(t)) };
    },
    write(model) {
      const rows = [];
      for (let r = 0; r < model.rows; ++r) rows.push(model.cells.slice(r * model.cols, (r + 1) * model.cols).join(" "));
      return `${model.rows}\n${rows.join("\n")}\n`;
    },
    tools() { return []; },
    apply(model, r, c, tool, reverse) {
      const i = r * model.cols + c, v = model.cells[i];
      if (reverse) model.cells[i] = v === 0n ? TOP : v === 2n ? 0n : v / 2n;
      else model.cells[i] = v === 0n ? 2n : v >= TOP ? 0n : v * 2n;
      return true;
    },
    look(model, r, c) {
      const v = model.cells[r * model.cols + c];
      if (v === 0n) return { text: "", fill: TILE_COLOURS[0], name: "empty" };
      const exponent = v.toString(2).length - 1;
      const fill = exponent < TILE_COLOURS.length ? TILE_COLOURS[exponent] : `hsl(${(exponent * 37) % 360}, 45%, 28%)`;
      return { text: String(v), fill, ink: v <= 4n ? "#776e65" : "#f9f6f2", name: `tile ${v}` };
    },
  });
})();
