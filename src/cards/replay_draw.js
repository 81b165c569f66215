// How the replay page draws a cards frame: cells are labels (0 empty); a
// frame has "cursor": [r, c] and "up": [r, c] or null (the face-up card).
// Registered with the page's script (src/page/replay.js).
// Cards: labels on white cards; the face-up card yellow; the cursor a thick outline.
(() => {
  "use strict";
  gridsolveReplay.register("cards", (view, f, cells) => {
    cells.forEach((label, i) => {
      const r = Math.floor(i / view.data.cols), c = i % view.data.cols, box = view.cellRect(r, c);
      const up = f.up && f.up[0] === r && f.up[1] === c;
      const g = view.el("g", { "data-row": r, "data-col": c, "data-value": label, class: "cell" });
      g.appendChild(view.el("rect", { ...box, rx: 6, fill: label === 0 ? "#e4e1da" : up ? "#ffd84d" : "#ffffff",
                                 stroke: label === 0 ? "none" : "#8a8a8a", "stroke-width": 1.5 }));
      if (label !== 0) g.appendChild(view.el("text", { x: box.x + view.CELL / 2, y: box.y + view.CELL / 2, "text-anchor": "middle",
                                                  "dominant-baseline": "central", "font-size": view.fontFor(label), fill: "#333" }, label));
      view.svg.appendChild(g);
    });
    const box = view.cellRect(f.cursor[0], f.cursor[1]);
    view.svg.appendChild(view.el("rect", { id: "cursor", x: box.x - 2, y: box.y - 2, width: view.CELL + 4, height: view.CELL + 4, rx: 8,
                                 fill: "none", stroke: "#2a62c9", "stroke-width": 5, "data-row": f.cursor[0], "data-col": f.cursor[1] }));
  });
})();
