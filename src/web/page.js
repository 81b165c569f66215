// The browser page (src/web/page.html): the puzzle picker, the input box, the
// answer, the replay (src/page/replay.js), the board editor
// (src/web/editor.js) and links to a case. Solving happens in Web Workers
// (src/web/worker.js) running the WebAssembly module embedded in the page.
//
// Stopping a search. A worker inside a call into the module sees no message
// until the call returns, and a page opened from a file cannot share memory
// with it (SharedArrayBuffer needs cross-origin isolation). So:
//  - the "exact" worker solves with no time limit, exactly as the command
//    line does (`--threads 1`): the same answer, witness and --json line;
//  - when the puzzle takes a time limit and the search has run for
//    SNAPSHOT_AFTER_MS, a second, "snapshot" worker solves the same case in
//    time slices of 0.25 s, 0.5 s, 1 s, ... (each twice the last, so all
//    slices together cost at most about twice the last one), keeping each
//    slice's stopped result: the best found with its witness, and the proven
//    range, as --time-limit gives them. A slice that proves the answer ends
//    the solve, whichever worker is first;
//  - Stop terminates the workers at once and shows the latest snapshot. Before
//    the first snapshot it runs one 0.25 s slice and shows that. A puzzle
//    whose search takes no time limit cannot give a best found: Stop then
//    ends the search with no answer.
// Terminated workers are made again (from the compiled module) when needed.
"use strict";
(() => {
  const SNAPSHOT_AFTER_MS = 1000;
  const FIRST_SLICE_SECONDS = 0.25;
  // The snapshot worker's memory budget, beside the exact worker's 2 GiB.
  const SNAPSHOT_MAX_MEMORY = 1 << 30;
  // Edits on the board are solved once the clicks pause this long.
  const EDIT_SOLVE_DELAY_MS = 150;

  const $ = (id) => document.getElementById(id);
  const body = document.body;
  // The Stop button's label, as page.html writes it: the one place that
  // names it, so that the status line's hint says what the button says.
  const stopLabel = () => $("stop").textContent.trim();
  let wasmModule = null, workerUrl = null, puzzles = {}, puzzleOrder = [], puzzle = null;
  const inputs = {};  // per puzzle: {input, moves} as last typed
  // The K that the page itself put in the moves box (its default, an
  // example's, or the one a pasted statement names): while the box holds
  // it, the user has given no K, and a pasted statement's K is used, as on
  // the command line without --moves (Baekjoon 12094's page: 10).
  let autoMoves = "5";
  // editTimer: an edit's search not yet started (a timer, or STROKE_GOES_ON), else null
  let run = null, solves = 0, editTimer = null;

  // ---- workers
  class SolverWorker {
    constructor() {
      this.worker = new Worker(workerUrl);
      this.pending = new Map();
      this.nextId = 1;
      this.busy = 0;
      this.ready = new Promise((resolve, reject) => {
        this.worker.onmessage = (event) => {
          const message = event.data;
          if (message.type === "ready") return resolve(message.puzzles);
          const request = this.pending.get(message.id);
          if (!request) return;
          if (message.type === "progress") request.onProgress?.(message.progress);
          else {
            this.pending.delete(message.id);
            --this.busy;
            request.resolve(message);
          }
        };
        this.worker.onerror = (event) => reject(new Error(event.message || "the solver's worker failed"));
      });
      try {
        this.worker.postMessage({ type: "init", module: wasmModule });
      } catch {
        // A browser that cannot post a compiled module compiles it again.
        this.worker.postMessage({ type: "init", module: wasmBytes() });
      }
    }
    send(message, onProgress) {
      const id = this.nextId++;
      ++this.busy;
      return new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject, onProgress });
        this.worker.postMessage({ ...message, id });
      });
    }
    solve(request, onProgress) { return this.send({ type: "solve", request }, onProgress); }
    terminate() {
      this.worker.terminate();
      for (const request of this.pending.values()) request.reject(new Error("stopped"));
      this.pending.clear();
    }
  }
  const workers = { exact: null, snapshot: null };
  function worker(role) { return (workers[role] ??= new SolverWorker()); }
  function dropWorker(role) {
    if (workers[role]) workers[role].terminate();
    workers[role] = null;
  }
  // Ends the workers that are still searching; idle ones are kept.
  function dropBusyWorkers() {
    for (const role of Object.keys(workers)) if (workers[role]?.busy) dropWorker(role);
  }

  function wasmBytes() {
    const text = $("gridsolve-wasm").textContent.trim();
    const binary = atob(text), bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  // ---- solving: one solve at a time; a new one cancels the one running
  // "12 ms", "1.25 s", "12.5 s"
  function duration(ms) { return ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(ms < 10000 ? 2 : 1)} s`; }

  // Solves `request` ({puzzle, input, moves}); resolves to {response, how,
  // wallMs, moduleMs} where how is "exact", "sliced" (a time slice proved it
  // first), "stopped" (Stop pressed: the best found) or "cancelled"; wallMs is
  // the page's time and moduleMs the exact worker's call into the module.
  function solveCase(request, onStatus = () => {}) {
    if (run) run.cancel();
    const info = puzzles[request.puzzle];
    const started = performance.now();
    return new Promise((resolve) => {
      let done = false, snapshot = null, slicing = false, stopping = false, timer = null;
      const finish = (response, how, moduleMs = null) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        dropBusyWorkers();
        run = null;
        resolve({ response, how, wallMs: performance.now() - started, moduleMs });
      };
      const slices = async (single) => {
        slicing = true;
        for (let limit = FIRST_SLICE_SECONDS; !done; limit *= 2) {
          let message;
          try {
            message = await worker("snapshot").solve({ ...request, timeLimit: limit, maxMemory: SNAPSHOT_MAX_MEMORY });
          } catch {
            return;  // terminated
          }
          if (done) return;
          const response = message.response;
          if (!response.ok || response.proven) return finish(response, response.ok ? "sliced" : "exact");
          if (single || stopping) return finish(response, "stopped");
          snapshot = response;
          onStatus({ snapshot, elapsedMs: performance.now() - started });
        }
      };
      // Once a slice has given a snapshot, the status keeps describing it
      // (what Stop shows) with the time updated, instead of alternating with
      // the exact worker's progress lines.
      worker("exact").solve({ ...request, timeLimit: 0 }, (progress) => onStatus({ progress, snapshot, elapsedMs: performance.now() - started }))
        .then((message) => finish(message.response, "exact", message.wallMs), () => {});
      if (info.takesTimeLimit) timer = setTimeout(() => slices(false), SNAPSHOT_AFTER_MS);
      run = {
        stop() {
          if (done) return;
          stopping = true;
          clearTimeout(timer);
          if (snapshot) return finish(snapshot, "stopped");
          if (!info.takesTimeLimit) {
            return finish({ ok: false, error: `stopped before an answer: the ${request.puzzle} search cannot give a best found before it ends` }, "stopped");
          }
          dropWorker("exact");
          if (!slicing) slices(true);  // else the first slice's result ends it
        },
        cancel() {
          if (done) return;
          done = true;
          clearTimeout(timer);
          dropBusyWorkers();
          run = null;
          resolve({ response: null, how: "cancelled", wallMs: performance.now() - started });
        },
      };
    });
  }

  // ---- the page
  function setState(state) { body.dataset.state = state; }

  function currentRequest() {
    const moves = $("moves").value.trim();
    return { puzzle, input: $("input").value, moves, movesGiven: moves !== autoMoves };
  }

  function showStatus(update) {
    const elapsed = duration(update.elapsedMs);
    if (!update.snapshot && !update.progress) {
      // A search that reports no progress (cards, blocks) before its first
      // snapshot: the time alone, so that the line shows it is alive.
      $("solve-status").textContent = `Searching, ${elapsed}\u2026`;
    } else if (update.snapshot) {
      // The first case the slice did not prove (of several, named as the
      // command line names it).
      const s = update.snapshot.cases.find((c) => !c.proven) ?? update.snapshot.cases[0];
      $("solve-status").textContent = `Searching, ${elapsed}: ${s.prefix}best found ${s.answer}, the answer is between ${s.lowerBound} and ${s.upperBound}. ${stopLabel()} shows it.`;
    } else if (update.progress) {
      const p = update.progress, which = p.cases > 1 ? `case ${p.case} of ${p.cases}: ` : "";
      $("solve-status").textContent = `Searching, ${elapsed}: ${which}best so far ${p.best}, at most ${p.upperBound}`;
    }
  }

  // The answer shown is the last search's until this one ends: marked at
  // once, so that it is never taken for the new case's.
  function markStale(stale) {
    $("result").classList.toggle("stale", stale);
    $("result").setAttribute("aria-busy", String(stale));
    // The status line is a live region: busy while its time moves on each
    // second, so that a screen reader says how the search ended, not every
    // second of it.
    $("solve-status").setAttribute("aria-busy", String(stale));
    $("result-state").textContent = stale ? "solving\u2026" : "";
  }

  async function solveNow() {
    clearTimeout(editTimer);
    editTimer = null;
    const request = currentRequest();
    remember();
    setState("solving");
    markStale(true);
    $("stop").disabled = false;
    $("solve-status").textContent = "Searching\u2026";
    // The status line is written again each second from the search's last
    // report with the time now: cards and blocks searches report nothing
    // until a slice's snapshot, and the line stood still at "Searching…"
    // until then (4 to 6 s on a cards board of 25 pairs, under load).
    const started = performance.now();
    let lastUpdate = {};
    const ticker = setInterval(() => showStatus({ ...lastUpdate, elapsedMs: performance.now() - started }), 1000);
    let outcome;
    try {
      outcome = await solveCase(request, (update) => { lastUpdate = update; showStatus(update); });
    } finally {
      clearInterval(ticker);
    }
    // An edit made during this search holds a newer board, whose search
    // starts when the edit's delay ends: this answer is not that board's,
    // and showing it would clear the mark the edit set.
    if (outcome.how === "cancelled" || editTimer !== null) return outcome;
    // A disabled button loses the focus to the page's body: a keyboard user
    // who pressed Stop would start again from the top of the page.
    const stopHadFocus = document.activeElement === $("stop");
    $("stop").disabled = true;
    if (stopHadFocus) $("solve").focus();
    markStale(false);
    showOutcome(request, outcome);
    return outcome;
  }

  function clearAnswer() {
    document.title = "gridsolve";  // not the title of a replay no longer shown
    $("answer").textContent = "";
    $("answer-label").textContent = "";
    $("case-label").textContent = "";
    $("range").textContent = "";
    $("json").textContent = "";
    $("replay").hidden = true;
    $("replay-note").textContent = "";
    $("case-list").replaceChildren();
    $("cases").hidden = true;
  }

  // What the command line says on standard error about a case's expected
  // answer (src/cli/cmd_solve.cpp), without its "gridsolve: " and pointing
  // at the replay where it points at --explain; for a case without one, its
  // answer.
  function expectedCheck(c) {
    if (c.expected === null) return `${c.prefix}${c.answer}`;
    if (!c.proven) return `${c.prefix}the expected answer ${c.expected} is not checked: the search stopped first`;
    if (c.asExpected) return `${c.prefix}${c.answer}, as expected`;
    const why = c.replay ? "its replay shows" : "the command line's --explain shows";
    return `${c.prefix}${c.answer}, but the expected answer is ${c.expected} (${why} why ${c.answer} is right)`;
  }
  // The command line's count of the expected answers checked, for more than
  // one: "2 of 3 expected answers match; 1 differs".
  function expectedSummary(cases) {
    const checked = cases.filter((c) => c.expected !== null && c.proven), differ = checked.filter((c) => !c.asExpected).length;
    if (checked.length < 2) return "";
    return `${checked.length - differ} of ${checked.length} expected answers match${differ ? `; ${differ} differ${differ === 1 ? "s" : ""}` : ""}`;
  }

  function showOutcome(request, outcome) {
    const r = outcome.response;
    ++solves;
    body.dataset.solves = solves;
    showReadsAs(r.readsAs);
    if (!r.ok) {
      clearAnswer();
      $("error").textContent = r.error;
      $("solve-status").textContent = outcome.how === "stopped" ? "Stopped." : "";
      gridsolveEditor.setStale(true);
      setState(outcome.how === "stopped" ? "stopped" : "error");
      return;
    }
    const cases = r.cases;
    $("error").textContent = "";
    // All the cases' lines, as `--json` prints them for the pasted text.
    $("json").textContent = cases.map((c) => c.json).join("\n");
    // A list of the cases when the text holds several or its one case came
    // with an expected answer: each line as the command line reports it;
    // of several, a click shows that case's answer and replay.
    const list = $("case-list");
    list.replaceChildren();
    cases.forEach((c, index) => {
      const item = document.createElement("li"), button = document.createElement("button");
      // The list is a radio group: its items are only the buttons' boxes.
      item.setAttribute("role", "none");
      button.type = "button";
      button.dataset.case = index;
      button.setAttribute("role", "radio");
      button.textContent = expectedCheck(c);
      button.classList.toggle("differs", c.asExpected === false);
      button.disabled = cases.length === 1;
      button.onclick = () => showCase(outcome, index);
      item.appendChild(button);
      list.appendChild(item);
    });
    $("cases").hidden = cases.length === 1 && cases[0].expected === null;
    $("cases-note").textContent = cases.length > 1
      ? `${cases.length} cases: choose one to see its answer and replay. The board editor takes one case at a time.`
      : "";
    showCase(outcome, 0);
    const time = `in ${duration(outcome.wallMs)}`, summary = expectedSummary(cases);
    if (r.proven) {
      // Of one case, the answer too: the status line is what a screen
      // reader says when the search ends (it said "Solved in 11 ms." alone).
      const answer = cases.length === 1 ? `: the answer is ${cases[0].answer}` : "";
      $("solve-status").textContent = `Solved${cases.length > 1 ? ` ${cases.length} cases` : ""} ${time}${answer}${summary ? `; ${summary}` : ""}.`;
    } else {
      $("solve-status").textContent = "Stopped: the best found so far, not proven.";
    }
    // The K a pasted statement names: taken into the box when the user gave
    // none, and said either way when it is not the K solved with.
    if (r.statementMoves !== undefined && r.statementMoves !== null) {
      const named = String(r.statementMoves);
      if (!request.movesGiven && $("moves").value.trim() === request.moves) {
        $("moves").value = autoMoves = r.moves;
        if (named !== request.moves) $("solve-status").textContent += ` K = ${named}, as the pasted statement says.`;
      } else if (named !== r.moves) {
        $("solve-status").textContent += ` The pasted statement names K = ${named}; solved with K = ${r.moves} as given.`;
      }
    }
    // The editor edits the box's one case; a text of several would lose the
    // others to an edit.
    if (cases.length > 1 || !gridsolveEditor.show(request.puzzle, cases[0].case, onEdit)) gridsolveEditor.hide();
    gridsolveEditor.setStale(false);
    setState(r.proven ? "solved" : "stopped");
  }

  // Under an error, the other puzzles whose reader takes the text (the
  // module's "readsAs": a cards board pasted while 2048 is chosen), each
  // with a button that switches to it and solves the text there. The
  // module's readers tell, not the page: it never guesses from the text.
  function showReadsAs(names = []) {
    const hint = $("puzzle-hint");
    hint.replaceChildren();
    if (!names.length) return;
    hint.append(`The text reads as a ${names.join(" or ")} input.`);
    for (const name of names) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.puzzle = name;
      button.textContent = `Switch to ${name}`;
      button.title = `Choose ${name} and solve the text as its input`;
      button.onclick = () => {
        const text = $("input").value;
        $("link-notice").textContent = "";
        selectPuzzle(name);
        setInputText(text);
        solveNow();
        // This button is gone: the focus goes to the puzzle now chosen.
        $("puzzle-picker").querySelector(`[data-puzzle="${name}"]`).focus();
      };
      hint.appendChild(button);
    }
  }

  // Shows case `index` of the solve shown: its answer, range and replay.
  function showCase(outcome, index) {
    const cases = outcome.response.cases, c = cases[index];
    for (const button of $("case-list").querySelectorAll("button")) {
      button.setAttribute("aria-checked", String(Number(button.dataset.case) === index));
    }
    $("case-label").textContent = cases.length > 1 ? c.heading.trim() : "";
    $("answer").textContent = c.answer;
    $("replay-note").textContent = c.replayNote;
    if (c.replay) {
      $("replay").hidden = false;
      gridsolveReplay.show(c.replay);
      document.title = `gridsolve: ${c.replay.title}`;
    } else {
      $("replay").hidden = true;
      $("answer-label").textContent = "answer";
    }
    // As the command line words it on standard error.
    $("range").textContent = c.proven
      ? ""
      : `answer is between ${c.lowerBound} and ${c.upperBound} (search stopped${c.stoppedAtMemoryBudget ? " at the memory budget" : ""} after ${(outcome.wallMs / 1000).toFixed(1)} s)`;
  }

  // ---- the input box: as tall as its text, from its rows up to
  // INPUT_MOST_OF_WINDOW of the window's height, where it scrolls; once the
  // user sizes it by its corner, that height is kept.
  const INPUT_MOST_OF_WINDOW = 0.6;
  let inputFitHeight = null, inputSizedByUser = false;
  function fitInputBox() {
    const box = $("input");
    if (inputSizedByUser) return;
    // Measured at its least height (its rows), which may shorten the page
    // for a moment and move the window's scroll: both are put back.
    const pageScroll = window.scrollY, boxScroll = box.scrollTop;
    box.style.height = "";
    const least = box.offsetHeight, borders = box.offsetHeight - box.clientHeight;
    const most = Math.max(least, Math.floor(window.innerHeight * INPUT_MOST_OF_WINDOW));
    inputFitHeight = Math.min(most, Math.max(least, box.scrollHeight + borders));
    box.style.height = `${inputFitHeight}px`;
    box.scrollTop = boxScroll;
    if (window.scrollY !== pageScroll) window.scrollTo(window.scrollX, pageScroll);
  }
  function setInputText(text) {
    $("input").value = text;
    fitInputBox();
  }
  function watchInputBox() {
    const box = $("input");
    box.addEventListener("input", fitInputBox);
    window.addEventListener("resize", fitInputBox);
    // The box's size changes by its corner (the user's height, kept from
    // then on) or by the page's width (its text wraps anew: fitted again).
    new ResizeObserver(() => {
      if (inputSizedByUser || inputFitHeight === null) return;
      if (Math.abs(box.offsetHeight - inputFitHeight) > 1) inputSizedByUser = true;
      else fitInputBox();
    }).observe(box);
  }

  // editTimer while a drag that paints goes on (src/web/editor.js): its
  // search waits for the drag's end. Being not null, it also keeps the
  // answer of a search started before the drag from being shown: showing
  // one redraws the lines above the board, which moved it under the finger.
  const STROKE_GOES_ON = "stroke";
  function onEdit(text, strokeGoesOn) {
    setInputText(text);
    remember();
    // The answer shown is the board's before this edit from now on, not
    // only once the edit's search starts EDIT_SOLVE_DELAY_MS later: marked
    // (and the page's state "solving") at once, so that neither a person
    // nor a script waiting for the answer takes the old one for the new
    // board's when the last edit's search has not begun yet.
    setState("solving");
    markStale(true);
    clearTimeout(editTimer);
    editTimer = strokeGoesOn ? STROKE_GOES_ON : setTimeout(solveNow, EDIT_SOLVE_DELAY_MS);
  }

  function remember() {
    if (puzzle) inputs[puzzle] = { input: $("input").value, moves: $("moves").value };
  }

  // Shows `name`'s input (as last typed there, or the statement's example).
  function selectPuzzle(name) {
    remember();
    puzzle = name;
    const info = puzzles[name];
    for (const button of $("puzzle-picker").children) {
      const chosen = button.dataset.puzzle === name;
      button.classList.toggle("active", chosen);
      button.setAttribute("aria-checked", String(chosen));
    }
    $("summary").textContent = info.summary;
    $("input-help").textContent = `Input: ${info.inputHelp}.`;
    $("moves-row").hidden = !info.takesMoves;
    const saved = inputs[name] || gridsolveEditor.example(name) || { input: "", moves: "5" };
    setInputText(saved.input);
    $("moves").value = saved.moves || "5";
    $("error").textContent = "";
    showReadsAs();
    clearAnswer();
    gridsolveEditor.hide();
  }

  function loadExample() {
    const example = gridsolveEditor.example(puzzle);
    if (!example) return;
    setInputText(example.input);
    if (example.moves) $("moves").value = autoMoves = example.moves;
    solveNow();
  }

  // ---- links: #puzzle=2048&moves=10&input=... (the input percent-encoded)
  function caseFragment() {
    let fragment = `puzzle=${encodeURIComponent(puzzle)}`;
    if (puzzles[puzzle].takesMoves) fragment += `&moves=${encodeURIComponent($("moves").value.trim())}`;
    return `${fragment}&input=${encodeURIComponent($("input").value)}`;
  }

  // A link whose puzzle the page does not know opens the page as without a
  // fragment, with a notice that stays until a puzzle is chosen: the
  // error line would be cleared by the first answer.
  function readFragment() {
    if (location.hash.length < 2) return false;
    const params = new URLSearchParams(location.hash.slice(1));
    const name = params.get("puzzle");
    if (!Object.hasOwn(puzzles, name ?? "")) {
      const names = puzzleOrder.join(", ");
      $("link-notice").textContent = name === null
        ? `the link names no puzzle (#puzzle=NAME); the puzzles are ${names}`
        : `unknown puzzle '${name}' in the link; the puzzles are ${names}`;
      return false;
    }
    $("link-notice").textContent = "";
    selectPuzzle(name);
    if (params.has("moves")) {
      $("moves").value = params.get("moves");
      autoMoves = null;  // the link's K is given, as --moves is
    }
    setInputText(params.get("input") ?? "");
    solveNow();
    return true;
  }

  async function copyLink() {
    const fragment = caseFragment();
    const link = `${location.href.split("#")[0]}#${fragment}`;
    history.replaceState(null, "", `#${fragment}`);
    const box = $("link");
    box.value = link;
    try {
      await navigator.clipboard.writeText(link);
      $("solve-status").textContent = "Link copied.";
      box.hidden = true;
    } catch {
      // No clipboard (some browsers refuse it to pages opened from a file):
      // the link is shown, selected, to copy by hand.
      box.hidden = false;
      box.select();
      $("solve-status").textContent = "Copy the link below.";
    }
  }

  function buildPicker() {
    const picker = $("puzzle-picker");
    for (const name of puzzleOrder) {
      const button = document.createElement("button");
      button.type = "button";
      button.setAttribute("role", "radio");
      button.dataset.puzzle = name;
      button.textContent = name;
      button.title = puzzles[name].summary;
      button.onclick = () => {
        $("link-notice").textContent = "";
        if (name !== puzzle) { selectPuzzle(name); solveNow(); }
      };
      picker.appendChild(button);
    }
  }

  function wire() {
    $("solve").onclick = solveNow;
    $("stop").onclick = () => run?.stop();
    $("example").onclick = loadExample;
    $("copy-link").onclick = copyLink;
    $("input").addEventListener("keydown", (e) => { if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); solveNow(); } });
    $("moves").addEventListener("keydown", (e) => { if (e.key === "Enter") solveNow(); });
    // The other puzzles that read the text (showReadsAs) read the text solved
    // last: a change in the box ends the hint.
    $("input").addEventListener("input", () => showReadsAs());
    window.addEventListener("hashchange", readFragment);
    watchInputBox();
    // The puzzles and the cases are radio groups (src/web/radio_group.js):
    // one Tab stop each, the arrow keys choose.
    gridsolveRadioGroup.wire($("puzzle-picker"));
    gridsolveRadioGroup.wire($("case-list"));
  }

  async function start() {
    setState("loading");
    workerUrl = URL.createObjectURL(new Blob([$("gridsolve-worker").textContent], { type: "text/javascript" }));
    wasmModule = await WebAssembly.compile(wasmBytes());
    const list = await worker("exact").ready;
    for (const info of list) {
      puzzles[info.name] = info;
      puzzleOrder.push(info.name);
    }
    buildPicker();
    wire();
    setState("ready");
    if (!readFragment()) {
      selectPuzzle(puzzleOrder[0]);
      solveNow();
    }
  }

  // For the tests and for scripts: the solver without the page's display.
  // solve(puzzle, input, moves) resolves to {response, how, wallMs, moduleMs}
  // as the page gets it (response: the module's, src/web/exports.cpp).
  const ready = start().catch((error) => {
    setState("failed");
    $("error").textContent = `the page could not start its solver: ${error.message}`;
    throw error;
  });
  window.gridsolvePage = {
    ready,
    solve: (name, input, moves = "5") => ready.then(() => solveCase({ puzzle: name, input, moves: String(moves) })),
  };
})();
