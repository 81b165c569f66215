// How the replay page draws a blocks frame: cells are ids (0 empty, -1 a
// black square); a frame has "drops": [[r, c], ...] (the squares that fall in
// on this frame) and "focus" (the id of the block being removed).
// Registered with the page's script (src/page/replay.js).
// Blocks: ids coloured by hue, black squares black; this frame's drops fall in.
(() => {
  "use strict";
  function blockColour(id) { return `hsl(${(id * 137.508) % 360}, 60%, ${id === 0 ? 92 : 62}%)`; }
  gridsolveReplay.register("blocks", (view, f, cells) => {
    const dropped = new Set((f.drops || []).map(([r, c]) => r * view.data.cols + c));
    cells.forEach((id, i) => {
      const r = Math.floor(i / view.data.cols), c = i % view.data.cols, box = view.cellRect(r, c);
      const g = view.el("g", { "data-row": r, "data-col": c, "data-value": id, class: "cell" });
      if (id === -1) {
        const square = view.el("rect", { ...box, fill: "#111" });
        if (dropped.has(i)) square.appendChild(view.el("animate", { attributeName: "y", from: -view.CELL, to: box.y, dur: "0.35s", fill: "freeze" }));
        g.appendChild(square);
      } else {
        g.appendChild(view.el("rect", { ...box, fill: id === 0 ? "#ffffff" : blockColour(id),
                                   stroke: id !== 0 && id === f.focus ? "#000" : "none", "stroke-width": 3 }));
      }
      view.svg.appendChild(g);
    });
  });
})();
