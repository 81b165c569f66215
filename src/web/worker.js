// The page's solver (src/web/page.html): runs in a Web Worker, made from
// this text as a Blob URL, so that a long search never freezes the page. It
// holds one instance of the WebAssembly module (src/web/exports.cpp says what
// the module exports) and answers the page's messages:
//
//   {type: "init", module}            -> {type: "ready", puzzles}
//   {type: "solve", id, request}      -> {type: "progress", id, progress} about once a second
//                                        while the search runs (from the module's
//                                        gridsolve.progress import), then
//                                        {type: "result", id, response, wallMs}
//                                        (wallMs: the call's time in the worker;
//                                        response: gs_solve's for all the cases)
//
// `module` is a compiled WebAssembly.Module (or the module's bytes). A call
// into the module runs to its end: this worker cannot see another message
// before. The page stops a search by terminating the worker (src/web/page.js
// says how it still gets the best found).
"use strict";

const encoder = new TextEncoder(), decoder = new TextDecoder();
let wasmModule = null, exports = null, currentId = null;

// Thrown by proc_exit: the module called exit() or abort().
class ModuleExit extends Error {}

// What the module imports: WASI's clock, output for abort messages, and
// exit; the page's progress report. Anything else it might import answers
// ENOSYS (52), so that a new import in the library cannot break the page.
function imports() {
  const view = () => new DataView(exports.memory.buffer);
  const bytes = (pointer, size) => new Uint8Array(exports.memory.buffer, pointer, size);
  let output = "";
  const wasi = {
    clock_time_get(id, precision, timePointer) {
      // 0: realtime; 1: monotonic; 2, 3: CPU time, which a page cannot
      // have, so the monotonic clock stands in for it.
      const ms = id === 0 ? Date.now() : performance.now();
      view().setBigUint64(timePointer, BigInt(Math.round(ms * 1e6)), true);
      return 0;
    },
    environ_sizes_get(countPointer, sizePointer) {
      view().setUint32(countPointer, 0, true);
      view().setUint32(sizePointer, 0, true);
      return 0;
    },
    environ_get() { return 0; },
    fd_write(fd, iovs, iovsCount, writtenPointer) {
      let written = 0;
      for (let i = 0; i < iovsCount; ++i) {
        const pointer = view().getUint32(iovs + 8 * i, true), size = view().getUint32(iovs + 8 * i + 4, true);
        output += decoder.decode(bytes(pointer, size));
        written += size;
      }
      view().setUint32(writtenPointer, written, true);
      const lines = output.split("\n");
      output = lines.pop();
      for (const line of lines) console.error(`gridsolve module: ${line}`);
      return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return 70; },  // ESPIPE: standard output is not a file
    proc_exit(code) { throw new ModuleExit(`the module exited with status ${code}`); },
  };
  const gridsolve = {
    progress(pointer, size) {
      postMessage({ type: "progress", id: currentId, progress: JSON.parse(decoder.decode(bytes(pointer, size))) });
    },
  };
  const provided = { wasi_snapshot_preview1: wasi, gridsolve };
  const object = {};
  for (const { module, name, kind } of WebAssembly.Module.imports(wasmModule)) {
    if (kind !== "function") continue;
    object[module] ??= {};
    object[module][name] = provided[module]?.[name] ?? (() => 52);
  }
  return object;
}

function instantiate() {
  exports = null;
  const instance = new WebAssembly.Instance(wasmModule, imports());
  exports = instance.exports;
  exports._initialize();
}

// Calls an exported function with `request` as JSON (or none) and returns
// its response, parsed.
function call(name, request) {
  let size = 0;
  if (request !== undefined) {
    const bytes = encoder.encode(JSON.stringify(request));
    const pointer = exports.gs_request_buffer(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    size = bytes.length;
  }
  const pointer = exports[name](size);
  return JSON.parse(decoder.decode(new Uint8Array(exports.memory.buffer, pointer, exports.gs_response_size())));
}

// A module's memory only grows; after a big search a fresh instance gives
// the memory back.
const KEEP_MEMORY_BYTES = 256 << 20;

// Calls `name`; a trap (abort, out of memory) becomes an error response and
// a fresh instance, since the old one's state is then undefined.
function guardedCall(name, request) {
  try {
    const response = call(name, request);
    if (exports.memory.buffer.byteLength > KEEP_MEMORY_BYTES) instantiate();
    return response;
  } catch (error) {
    console.error(error);
    instantiate();
    return {
      ok: false,
      error: "the solver stopped in this browser before it finished: it ran out of memory (the page can use at " +
             "most 4 GiB) or met an internal error; the command-line gridsolve has no such limit",
    };
  }
}

// gs_solve's response for every case of `request`: a call returns early,
// with "next", after a case that leaves the memory above KEEP_MEMORY_BYTES
// (memory a case took past the heap's end cannot be reused: two cards boards
// of 25 pairs in one text ran out of the 4 GiB), and goes on from there in a
// fresh instance (guardedCall makes it).
function solveAll(request) {
  let cases = [], proven = true;
  for (let from = 0; ;) {
    const response = guardedCall("gs_solve", { ...request, from, freshAbove: KEEP_MEMORY_BYTES });
    if (!response.ok || (from === 0 && response.next === undefined)) return response;
    // Not push(...cases): a text of a million cases passes the limit on a
    // call's arguments.
    cases = cases.concat(response.cases);
    proven &&= response.proven;
    if (response.next === undefined) return { ok: true, proven, cases };
    from = response.next;
  }
}

onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    wasmModule = message.module instanceof WebAssembly.Module ? message.module : await WebAssembly.compile(message.module);
    instantiate();
    postMessage({ type: "ready", puzzles: call("gs_puzzles") });
  } else if (message.type === "solve") {
    currentId = message.id;
    const started = performance.now();
    const response = solveAll(message.request);
    postMessage({ type: "result", id: message.id, response, wallMs: performance.now() - started });
    currentId = null;
  }
};
