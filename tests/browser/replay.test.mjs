// Opens each puzzle's --html replay page from a file:// URL in headless
// Debian chromium (playwright-core; no browser download), checks that the
// first and last frames show the right boards (read back from the DOM),
// clicks step and play, and saves screenshots to artifacts/.
//
// The right boards come from the input and the --json witness through this
// file's own small simulators, not from the page's data.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const binary = process.env.GRIDSOLVE_BIN || join(here, "..", "..", "build", "gridsolve");
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const artifacts = join(here, "artifacts");
const work = mkdtempSync(join(tmpdir(), "gridsolve-browser-"));

// ---- independent simulators (rules as in docs/rules.md)
function slideLeft(row) {
  const tiles = row.filter((v) => v !== 0n), out = [];
  for (let i = 0; i < tiles.length; ) {
    if (i + 1 < tiles.length && tiles[i] === tiles[i + 1]) { out.push(tiles[i] * 2n); i += 2; }
    else { out.push(tiles[i]); i += 1; }
  }
  while (out.length < row.length) out.push(0n);
  return out;
}
function move2048(board, d) {
  const n = board.length, t = (b) => b[0].map((_, c) => b.map((row) => row[c]));
  if (d === "L") return board.map(slideLeft);
  if (d === "R") return board.map((r) => slideLeft([...r].reverse()).reverse());
  if (d === "U") return t(t(board).map(slideLeft));
  return t(t(board).map((r) => slideLeft([...r].reverse()).reverse()));
}
function parse2048(text) {
  const tokens = text.trim().split(/\s+/).map((x) => BigInt(x)), n = Number(tokens[0]);
  return Array.from({ length: n }, (_, r) => tokens.slice(1 + r * n, 1 + (r + 1) * n));
}
const boardText = (rows) => rows.map((row) => row.join(" ")).join("\n");

// ---- the puzzles: how to run them and what the first and last frames must show
const PUZZLES = [
  {
    name: "2048",
    args: ["--moves", "10"],
    input: "5\n2 2 4 8 16\n0 2 0 2 4\n4 4 8 0 0\n2 0 2 0 2\n64 32 16 8 8\n",
    first: (input) => boardText(parse2048(input)),
    last: (input, result) => boardText([...result.moves].reduce(move2048, parse2048(input))),
  },
  {
    name: "cards",
    args: [],
    input: "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\n",
    first: (input) => boardText(JSON.parse(input.slice(0, input.lastIndexOf("]") + 1))),
    // Every card is removed by the end.
    last: (input) => boardText(JSON.parse(input.slice(0, input.lastIndexOf("]") + 1)).map((row) => row.map(() => 0))),
  },
  {
    name: "blocks",
    args: [],
    input: "[[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0]," +
           "[0,0,0,0,0,0,4,0,0,0],[0,0,0,0,0,4,4,0,0,0],[0,0,0,0,3,0,4,0,0,0],[0,0,0,2,3,0,0,0,5,5]," +
           "[1,2,2,2,3,3,0,0,0,5],[1,1,1,0,0,0,0,0,0,5]]\n",
    first: (input) => boardText(JSON.parse(input)),
    // The removed blocks' cells are empty at the end; nothing else changes.
    last: (input, result) => boardText(JSON.parse(input).map((row) => row.map((id) => (result.removed.includes(id) ? 0 : id)))),
  },
];

let browser;
before(async () => {
  mkdirSync(artifacts, { recursive: true });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
});
after(async () => { if (browser) await browser.close(); });

for (const puzzle of PUZZLES) {
  test(`${puzzle.name}: the replay page shows the right first and last boards, steps and plays`, async () => {
    const inputFile = join(work, `${puzzle.name}.txt`), page_file = join(work, `${puzzle.name}.html`);
    writeFileSync(inputFile, puzzle.input);
    const result = JSON.parse(execFileSync(binary, [puzzle.name, "--json", ...puzzle.args, inputFile], { encoding: "utf8" }));
    execFileSync(binary, [puzzle.name, "--html", page_file, ...puzzle.args, inputFile]);

    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()}`));
    page.on("request", (r) => { if (!r.url().startsWith("file:")) errors.push(`network request: ${r.url()}`); });
    await page.goto(pathToFileURL(page_file).href);

    const frameNumber = async () => Number(await page.getAttribute("#board", "data-frame"));
    const shownBoard = async () => (await page.textContent("#board-text")).trim();
    assert.equal(await frameNumber(), 0);
    assert.equal(await shownBoard(), puzzle.first(puzzle.input));
    assert.match(await page.textContent("#answer-value"), new RegExp(`^${result.answer}$`));
    await page.screenshot({ path: join(artifacts, `${puzzle.name}-first.png`) });

    await page.click("#forward");
    assert.equal(await frameNumber(), 1);
    assert.equal(await page.locator("#steps li.current").count(), 1);
    await page.click("#back");
    assert.equal(await frameNumber(), 0);

    // Space on a focused button presses that button (the page's Space
    // shortcut took it and played instead); on the page itself it plays.
    await page.click("#last");
    await page.focus("#first");
    await page.keyboard.press(" ");
    assert.equal(await frameNumber(), 0);
    assert.equal(await page.textContent("#play"), "\u25B6 Play");

    await page.click("#last");
    const lastFrame = await frameNumber();
    assert.equal(await shownBoard(), puzzle.last(puzzle.input, result));
    await page.screenshot({ path: join(artifacts, `${puzzle.name}-last.png`) });

    await page.fill("#speed", "20");
    await page.dispatchEvent("#speed", "input");
    await page.click("#play");  // from the last frame, play starts again at 0
    await page.waitForFunction((last) => Number(document.getElementById("board").dataset.frame) === last, lastFrame,
                               { timeout: 20000 });
    assert.deepEqual(errors, []);
    await page.close();
  });
}
