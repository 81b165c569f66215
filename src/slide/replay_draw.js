// How the replay page draws a 2048 frame: cells are tile values as strings
// ("0" empty); a frame has no members of its own. Registered with the page's
// script (src/page/replay.js).
// 2048: tiles coloured by value, as in the game.
(() => {
  "use strict";
  const TILE_COLOURS = ["#cdc1b4", "#eee4da", "#ede0c8", "#f2b179", "#f59563", "#f67c5f", "#f65e3b", "#edcf72", "#edcc61", "#edc850", "#edc53f", "#edc22e"];
  function tileColour(value) {
    if (value === "0") return TILE_COLOURS[0];
    const exponent = Math.round(Math.log2(Number(value)));
    if (exponent < TILE_COLOURS.length) return TILE_COLOURS[exponent];
    return `hsl(${(exponent * 37) % 360}, 45%, 28%)`;
  }
  gridsolveReplay.register("2048", (view, f, cells) => {
    cells.forEach((value, i) => {
      const r = Math.floor(i / view.data.cols), c = i % view.data.cols, box = view.cellRect(r, c);
      const g = view.el("g", { "data-row": r, "data-col": c, "data-value": value, class: "cell" });
      g.appendChild(view.el("rect", { ...box, rx: 5, fill: tileColour(value) }));
      if (value !== "0") {
        const dark = Number(value) <= 4;
        g.appendChild(view.el("text", { x: box.x + view.CELL / 2, y: box.y + view.CELL / 2, "text-anchor": "middle", "dominant-baseline": "central",
                                    "font-size": view.fontFor(value), fill: dark ? "#776e65" : "#f9f6f2" }, value));
      }
      view.svg.appendChild(g);
    });
  });
})();
