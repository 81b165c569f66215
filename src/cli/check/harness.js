// gridsolve check's harness for JavaScript programs (src/cli/check/, embedded
// in gridsolve at build time). The program is compiled once; each test runs
// it in a fresh V8 context (node:vm), with its own global object and
// built-ins, so that nothing a test leaves in globals reaches the next one, as
// when a judge starts node anew for each test.
//
//   node harness.js MODE FILE KINDS   (MODE: stdin or function; KINDS: the
//                                      puzzle's arguments, "grid,int,int")
//
// Protocol: as harness.py says. The program runs as a CommonJS module does
// (require, module, exports, __filename, __dirname), or, when it is an ES
// module (a .mjs file, or a .js file with import, export or top-level await,
// as node 22 takes it), as one (import, export, import.meta; see
// "ES modules" below), with node's globals
// (structuredClone, performance, ...). Standard input is the test's input
// for fs.readFileSync('/dev/stdin') or (0), process.stdin events and
// readline, and for every other way of reading the process's own standard
// input (fs.readSync(0, ...), fs.createReadStream('/dev/stdin')): gridsolve
// writes each test's input to this process's descriptor 0 (run_process.hpp,
// ProgramServer). Console and process.stdout/stderr are captured and
// written out after the test; process.exit(code) ends the test. A test ends
// when nothing it started (stdin, readline, file streams, timers) is pending.
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');
const util = require('util');
const vm = require('vm');
const { Module, isBuiltin } = require('module');
const { PassThrough } = require('stream');
const { pathToFileURL } = require('url');

const REQUESTS = 3;
const REPLIES = 4;
const OUTPUT_LIMIT = 1 << 20;
const [mode, file, kinds] = process.argv.slice(2);

function readExactly(count) {
  const buffer = Buffer.alloc(count);
  let got = 0;
  while (got < count) {
    let n;
    try {
      n = fs.readSync(REQUESTS, buffer, got, count - got, null);
    } catch (e) {
      if (e.code === 'EAGAIN') continue;
      throw e;
    }
    if (n === 0) return null;
    got += n;
  }
  return buffer;
}

function readRequest() {
  let header = '';
  for (;;) {
    const byte = readExactly(1);
    if (byte === null) return null;
    if (byte[0] === 10) break;
    header += String.fromCharCode(byte[0]);
  }
  return readExactly(Number(header));
}

function writeAll(fd, data) {
  let buffer = Buffer.isBuffer(data) ? data : Buffer.from(data);
  while (buffer.length > 0) {
    try {
      buffer = buffer.subarray(fs.writeSync(fd, buffer));
    } catch (e) {
      if (e.code !== 'EAGAIN') throw e;
    }
  }
}

// Output kept up to a limit, so that a program printing forever cannot
// exhaust memory before gridsolve's time limit ends it.
class Capture {
  constructor() { this.chunks = []; this.size = 0; }
  write(data) {
    const buffer = Buffer.isBuffer(data) ? data : Buffer.from(String(data));
    if (this.size < OUTPUT_LIMIT) this.chunks.push(buffer.subarray(0, OUTPUT_LIMIT - this.size));
    this.size += buffer.length;
    return true;
  }
  take() { const all = Buffer.concat(this.chunks); this.chunks = []; this.size = 0; return all; }
}

class ProgramExit extends Error {
  constructor(code) { super('process.exit'); this.exitCode = code; }
}

let source = fs.readFileSync(file, 'utf8');
if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
if (source.startsWith('#!')) source = '//' + source.slice(2);
// The module wrapper on the first line keeps the program's line numbers.
const PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];
const WRAPPER = `(function (${PARAMETERS.join(', ')}) {`;
// What the file binds that can be its solution (harness.js finds it: see
// findSolution), read inside the wrapper, where the file's own declarations
// (const, let, class) are in scope.
const tail = mode === 'function'
  ? '\n;return { solution: typeof solution !== "undefined" ? solution : undefined,'
    + ' Solution: typeof Solution !== "undefined" ? Solution : undefined };'
  : '';

// An error's stack as lines, and whether a line is one of its frames.
const stackLines = (error) => String(error && error.stack ? error.stack : error).split('\n');
const isFrame = (line) => /^\s+at /.test(line);

// A syntax error as node shows it for the file itself: where, the line and
// its caret, the message. Without the wrapper, which V8 shows on the
// program's first line, and without this harness's frames below it.
function compileError(e) {
  const lines = stackLines(e);
  const frames = lines.findIndex(isFrame);
  // (Without trailing blanks: V8's caret line for "Unexpected end of input" is spaces.)
  const shown = (frames < 0 ? lines : lines.slice(0, frames)).map((line) => line.trimEnd());
  if (shown.length >= 3 && shown[1].startsWith(WRAPPER)) {
    shown[1] = shown[1].slice(WRAPPER.length);
    shown[2] = shown[2].replace(new RegExp(`^ {0,${WRAPPER.length}}`), '');
  }
  // (One blank line where V8 shows an empty last line and its empty caret line.)
  let text = shown.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd();
  return text;
}

// ES modules. node 22 runs a .js file as an ES module when it holds module
// syntax that a CommonJS script cannot (import, export, top-level await,
// import.meta), and a .mjs file always; node 20, which Debian has, needs
// "type": "module" for the first. So the harness does as node 22 does.
// Each test evaluates the module anew in its own context (vm.SourceTextModule,
// which needs node's --experimental-vm-modules: languages.cpp passes it).
const URL_OF_FILE = pathToFileURL(path.resolve(file)).href;
const MODULE_SYNTAX = /Cannot use import statement outside a module|Unexpected token 'export'|await is only valid in async|Cannot use 'import\.meta' outside a module/;
// Read after the module's own text, where its top-level declarations are in
// scope: what can be its solution (findSolution), as the CommonJS tail does.
const MODULE_TAIL = mode === 'function'
  ? '\nexport const __gridsolveBound = { solution: typeof solution !== "undefined" ? solution : undefined,'
    + ' Solution: typeof Solution !== "undefined" ? Solution : undefined };'
  : '';
// node's own "ExperimentalWarning: VM Modules is an experimental feature" is
// the harness's, not the program's: not shown.
process.removeAllListeners('warning');
process.on('warning', (w) => {
  if (w && w.name === 'ExperimentalWarning' && /VM Modules/.test(w.message)) return;
  // (Any other as node prints it.)
  process.stderr.write(`(node:${process.pid}) ${w.code ? `[${w.code}] ` : ''}${w.name}: ${w.message}\n`);
});
function newModule(context, importModuleDynamically) {
  return new vm.SourceTextModule(source + MODULE_TAIL, {
    identifier: URL_OF_FILE, context, importModuleDynamically,
    initializeImportMeta(meta) {
      meta.url = URL_OF_FILE;
      meta.filename = path.resolve(file);
      meta.dirname = path.dirname(path.resolve(file));
    },
  });
}

// The file alone first, as node compiles a module's body: a syntax error
// near its end is then at the file's own line with node's message
// ("Unexpected end of input" for an unclosed brace), not in the wrapper's
// lines after it, which a missing or extra '}' pairs with.
let isModule = path.extname(file) === '.mjs';
if (!isModule) {
  try {
    vm.compileFunction(source, PARAMETERS, { filename: path.resolve(file) });
  } catch (e) {
    // (A .cjs file is CommonJS whatever it holds, as node takes it.)
    if (!MODULE_SYNTAX.test(String(e)) || path.extname(file) === '.cjs') {
      process.stderr.write(`${compileError(e)}\n`);
      process.exit(3);
    }
    isModule = true;
  }
}
let script;
try {
  if (isModule) {
    // (vm.SourceTextModule needs --experimental-vm-modules: without it, say so.)
    if (typeof vm.SourceTextModule !== 'function') {
      process.stderr.write(`${file} is an ES module (import, export or top-level await), which this node runs only ` +
                           `with --experimental-vm-modules; gridsolve check passes it, so this node is too old\n`);
      process.exit(3);
    }
    try {
      newModule(vm.createContext({}));
    } catch (e) {
      // vm.SourceTextModule's syntax error names no line: node's own check
      // of the text as a module does, as node shows it for the file.
      const check = require('child_process').spawnSync(process.execPath, ['--input-type=module', '--check'],
                                                       { input: source, encoding: 'utf8' });
      throw check.status > 0 && check.stderr.startsWith('[stdin]:')
        ? { stack: path.resolve(file) + check.stderr.slice('[stdin]'.length) } : e;
    }
  } else {
    // columnOffset: columns on the first line as in the file, not after the wrapper.
    script = new vm.Script(WRAPPER + source + tail + '\n})', { filename: path.resolve(file), columnOffset: -WRAPPER.length });
  }
} catch (e) {
  process.stderr.write(`${compileError(e)}\n`);
  process.exit(3);
}
const userRequire = Module.createRequire(path.resolve(file));

// node's own globals that a fresh V8 context lacks (structuredClone,
// performance, atob, AbortController, crypto, fetch, ...), as a program run
// by node sees them: looked up in this process's globals when the program
// first reads one (some load a module then), so that a test pays only for
// what it uses. Not those a test gets its own of (makeTest).
const OWN_PER_TEST = new Set(['global', 'globalThis', 'process', 'console', 'require', 'module', 'exports',
                              '__filename', '__dirname']);
const FRESH_GLOBALS = vm.runInNewContext('globalThis');
const NODE_GLOBALS = Object.getOwnPropertyNames(globalThis).filter(
  (name) => !OWN_PER_TEST.has(name) && !(name in FRESH_GLOBALS));
function addNodeGlobals(context) {
  for (const name of NODE_GLOBALS) {
    if (name in context) continue;
    const settle = (value) => Object.defineProperty(context, name, { value, writable: true, configurable: true });
    Object.defineProperty(context, name, {
      configurable: true,
      get() { const value = globalThis[name]; settle(value); return value; },
      set(value) { settle(value); },
    });
  }
}

// One test's world: its input, output, timers, exit.
function makeTest(input) {
  const test = { out: new Capture(), err: new Capture(), timers: new Set(), interfaces: 0, streams: 0,
                 exitCode: null, failure: null, stdin: new PassThrough(), stdinUsed: false };
  test.stdin.end(input);
  const fakeFs = Object.assign(Object.create(fs), {
    readFileSync(target, options) {
      if (target === 0 || target === '/dev/stdin' || target === '/dev/fd/0') {
        const encoding = typeof options === 'string' ? options : options && options.encoding;
        return encoding ? input.toString(encoding) : Buffer.from(input);
      }
      return fs.readFileSync(target, options);
    },
    // A file stream (the standard input's as '/dev/stdin' among them) keeps
    // the test going until it closes, as it keeps node's event loop.
    createReadStream(...args) {
      const stream = fs.createReadStream(...args);
      test.streams++;
      stream.once('close', () => test.streams--);
      return stream;
    },
  });
  const fakeReadline = Object.assign(Object.create(readline), {
    createInterface(...args) {
      const rl = readline.createInterface(...args);
      test.interfaces++;
      rl.on('close', () => test.interfaces--);
      return rl;
    },
  });
  const stdinProxy = new Proxy(test.stdin, {
    get(target, key) {
      if (key === 'on' || key === 'once' || key === 'addListener' || key === 'read' || key === 'resume' ||
          key === 'pipe' || key === Symbol.asyncIterator) test.stdinUsed = true;
      if (key === 'fd') return 0;
      const value = target[key];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const stdout = { write: (d) => test.out.write(d), fd: 1, isTTY: false, on() { return this; }, once() { return this; },
                   end() {} };
  const stderr = { write: (d) => test.err.write(d), fd: 2, isTTY: false, on() { return this; }, once() { return this; },
                   end() {} };
  // process itself, but for its input, output, arguments and exit. (Its
  // stdin, stdout and stderr are getters: defined, not assigned.)
  const fakeProcess = Object.create(process);
  const own = (value) => ({ value, writable: true, configurable: true, enumerable: true });
  Object.defineProperties(fakeProcess, {
    stdin: own(stdinProxy), stdout: own(stdout), stderr: own(stderr), exitCode: own(undefined),
    argv: own([process.argv[0], path.resolve(file)]),
    exit: own((code) => {
      throw new ProgramExit(code === undefined ? (fakeProcess.exitCode || 0) : Number(code));
    }),
  });
  const modules = { fs: fakeFs, 'node:fs': fakeFs, readline: fakeReadline, 'node:readline': fakeReadline };
  const require = Object.assign((name) => modules[name] || userRequire(name), userRequire);
  const track = (set, clear) => (callback, ms, ...args) => {
    const handle = set(() => {
      test.timers.delete(handle);
      guard(test, () => callback(...args));
    }, ms);
    test.timers.add(handle);
    return handle;
  };
  const console = {};
  for (const name of ['log', 'info', 'debug']) console[name] = (...a) => test.out.write(util.format(...a) + '\n');
  for (const name of ['error', 'warn', 'trace']) console[name] = (...a) => test.err.write(util.format(...a) + '\n');
  console.dir = (o) => test.out.write(util.inspect(o) + '\n');
  test.context = vm.createContext({
    console, process: fakeProcess, require, Buffer, URL, URLSearchParams, TextEncoder, TextDecoder,
    setTimeout: track(setTimeout), setInterval: track(setInterval), setImmediate: track(setImmediate),
    clearTimeout: (h) => { test.timers.delete(h); clearTimeout(h); },
    clearInterval: (h) => { test.timers.delete(h); clearInterval(h); },
    clearImmediate: (h) => { test.timers.delete(h); clearImmediate(h); },
    queueMicrotask,
  });
  addNodeGlobals(test.context);
  test.context.global = test.context.globalThis = vm.runInContext('globalThis', test.context);
  test.require = require;
  return test;
}

// Runs part of a test; an exception ends it as the process would end.
function guard(test, action) {
  if (test.exitCode !== null) return undefined;
  try {
    return action();
  } catch (e) {
    finish(test, e);
    return undefined;
  }
}

// An uncaught error as the program's own: its message and frames without
// this harness's (a temporary folder's harness.js: its calls of the
// program, its stand-ins for fs and readline), and without node's frames
// below the program's last one (the event loop's), as node shows it for
// the file run by itself.
function programStack(error) {
  // (An ES module's frames name its URL: its path, as for a script.)
  const lines = stackLines(error).map((line) => line.split(URL_OF_FILE).join(path.resolve(file)))
    .filter((line) => !(isFrame(line) && line.includes(__filename)));
  const lastOwn = lines.findLastIndex((line) => isFrame(line) && !/[( ]node:[^)]*\)?$/.test(line));
  return (lastOwn < 0 ? lines : lines.slice(0, lastOwn + 1)).join('\n');
}

function finish(test, error) {
  if (test.exitCode !== null) return;
  if (error instanceof ProgramExit) {
    test.exitCode = error.exitCode & 0xff;
    test.exit = error;
  } else {
    test.err.write(`${programStack(error)}\n`);
    test.exitCode = 1;
  }
  for (const handle of test.timers) { clearTimeout(handle); clearInterval(handle); clearImmediate(handle); }
  test.timers.clear();
  test.stdin.removeAllListeners();
}

process.on('uncaughtException', (e) => current && finish(current, e));
process.on('unhandledRejection', (e) => current && finish(current, e));
let current = null;

function render(value) {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (value === undefined) return 'undefined';
  try {
    const text = JSON.stringify(value);
    return text.length > 300 ? text.slice(0, 300) + '...' : text;
  } catch (e) {
    return String(value);
  }
}

// solution as the file defines it: a function or variable of that name, one
// it exports (exports.solution =, module.exports = { solution }, or
// module.exports = the function itself, named or not), or the method of a
// class Solution, called on an instance (LeetCode's style).
function findSolution(bound, exported) {
  if (typeof bound.solution === 'function') return bound.solution;
  if (exported && typeof exported.solution === 'function') return exported.solution;
  const isClass = (c) => typeof c === 'function' && c.prototype && typeof c.prototype.solution === 'function';
  const Solution = isClass(bound.Solution) ? bound.Solution : isClass(exported) ? exported : undefined;
  if (Solution) {
    const call = (...a) => new Solution().solution(...a);
    call.declared = Solution.prototype.solution;
    return call;
  }
  if (typeof exported === 'function') return exported;
  return bound.solution;
}

// The parameters a function's source lists ('board, r, c'; '' when it
// cannot tell), for the message below.
function parameterList(fn) {
  let text;
  try { text = Function.prototype.toString.call(fn); } catch (e) { return ''; }
  const arrow = /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(text);
  if (arrow) return arrow[1];
  const open = text.indexOf('(');
  if (open < 0) return '';
  let depth = 0;
  for (let i = open; i < text.length; ++i) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') ++depth;
    if ((c === ')' || c === ']' || c === '}') && --depth === 0) {
      return text.slice(open + 1, i).replace(/\s+/g, ' ').trim();
    }
  }
  return '';
}

// Programmers calls solution with the puzzle's `count` arguments. One that
// needs more (its length counts the parameters before the first default or
// rest parameter) would see undefined for the rest and fail every test with
// a TypeError that shrinking takes for a crash: refused now, in one line
// (status 5, "gridsolve-signature LINE WHAT": languages.hpp). One that lists
// fewer may read `arguments` or have defaults, and runs.
function refuseSignature(solution, count) {
  if (count === 0 || typeof solution !== 'function' || solution.length <= count) return;
  const listed = parameterList(solution);
  const n = solution.length;
  // The definition's line: where the file holds the function's own text
  // (a function's source is the file's text from its first token).
  let line = 0;
  try {
    const at = source.indexOf(Function.prototype.toString.call(solution));
    if (at >= 0) line = source.slice(0, at).split('\n').length;
  } catch (e) { /* a built-in: no line */ }
  process.stderr.write(`gridsolve-signature ${line} solution takes ${n} parameter${n === 1 ? '' : 's'}` +
                       `${listed ? ` (${listed})` : ''}\n`);
  process.exit(5);
}

function loadSolution(test) {
  const module = { exports: {} };
  const wrapper = script.runInContext(test.context);
  const bound = wrapper.call(module.exports, module.exports, test.require, module, path.resolve(file),
                             path.dirname(path.resolve(file)));
  return mode === 'function' ? findSolution(bound, module.exports) : undefined;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

// Turns of the event loop until `done()` or until nothing the program
// started (timers, readline, file streams, standard input it reads) can
// still run, as node's event loop would end.
async function untilIdle(test, done) {
  for (let idle = 0; test.exitCode === null && !done() && idle < 3;) {
    await turn();
    const waiting = test.timers.size > 0 || test.interfaces > 0 || test.streams > 0 ||
                    (test.stdinUsed && !test.stdin.readableEnded);
    idle = waiting ? 0 : idle + 1;
  }
}

// What an ES module's import gives it in one test: node's built-in modules
// as the program run by node sees them (fs, readline and process this
// test's own, as require gives them), anything else (a file beside it, a
// package) imported by node into this harness once, for every test (its
// top level runs once).
function importsOf(test) {
  const made = new Map();
  const exportsOf = async (specifier) => {
    if (isBuiltin(specifier)) {
      const real = require(specifier);
      const name = specifier.replace(/^node:/, '');
      const given = name === 'process' ? test.context.process : test.require(specifier);
      return { names: [...new Set(['default', ...Object.keys(real), ...Object.keys(given)])],
               get: (key) => (key === 'default' ? given : given[key]) };
    }
    let url = specifier;
    if (!/^(file|data):/.test(specifier)) {
      let found;
      try {
        found = Module.createRequire(path.resolve(file)).resolve(specifier);
      } catch (e) {
        // As node says it, without the frames of this lookup.
        const what = /^[./]/.test(specifier) ? `module '${path.resolve(path.dirname(path.resolve(file)), specifier)}'`
                                             : `package '${specifier}'`;
        const error = new Error(`Cannot find ${what} imported from ${path.resolve(file)}`);
        error.code = 'ERR_MODULE_NOT_FOUND';
        error.stack = `Error [ERR_MODULE_NOT_FOUND]: ${error.message}`;
        throw error;
      }
      url = pathToFileURL(found).href;
    }
    const namespace = url.endsWith('.json') ? { default: require(new URL(url).pathname) } : await import(url);
    return { names: Object.keys(namespace), get: (key) => namespace[key] };
  };
  const link = async (specifier) => {
    if (!made.has(specifier)) {
      const { names, get } = await exportsOf(specifier);
      made.set(specifier, new vm.SyntheticModule(names, function () {
        for (const key of names) this.setExport(key, get(key));
      }, { identifier: specifier, context: test.context }));
    }
    return made.get(specifier);
  };
  // import() in the program: the same modules, linked and evaluated.
  const dynamic = async (specifier) => {
    const module = await link(specifier);
    if (module.status === 'unlinked') await module.link(link);
    if (module.status === 'linked') await module.evaluate();
    return module;
  };
  return { link, dynamic };
}

// A link error (a module not found, an export it lacks) as node shows it:
// its message, without the frames of the linking.
const withoutFrames = (error) => stackLines(error).filter((line) => !isFrame(line)).join('\n');

// An ES module evaluated in the test's context; its solution, in function
// mode. Its top-level await ends when it settles or when nothing can settle
// it: then node reports "unsettled top-level await" and exits with 13.
async function loadModule(test) {
  const imports = importsOf(test);
  const module = newModule(test.context, imports.dynamic);
  try {
    await module.link(imports.link);
  } catch (e) {
    finish(test, { stack: withoutFrames(e) });
    return undefined;
  }
  let settled = false;
  module.evaluate().then(() => { settled = true; }, (e) => { settled = true; finish(test, e); });
  await untilIdle(test, () => settled);
  if (test.exitCode !== null) return undefined;
  if (!settled) {
    test.err.write(`Warning: Detected unsettled top-level await at ${path.resolve(file)}\n`);
    test.exitCode = 13;
    return undefined;
  }
  if (mode !== 'function') return undefined;
  const namespace = module.namespace;
  const exported = typeof namespace.solution === 'function' ? namespace
                 : namespace.default !== undefined ? namespace.default : namespace;
  return findSolution(namespace.__gridsolveBound, exported);
}

// The program loaded in the test's context (its top level run); its
// solution in function mode.
async function loadProgram(test) {
  if (isModule) return loadModule(test);
  return guard(test, () => loadSolution(test));
}

async function runTest(input) {
  const test = makeTest(input);
  current = test;
  let value;
  let returned = false;
  const solution = await loadProgram(test);
  guard(test, () => {
    if (mode === 'function') {
      // The top level ran again, in this test's context: what it printed was
      // shown once, as printed while loading (main), and is not the test's,
      // as in Python, where each test starts from the loaded file.
      test.out.take();
      test.err.take();
      const args = vm.runInContext('JSON.parse', test.context)(input.toString('utf8'));
      value = solution(...args);
      returned = true;
    }
  });
  if (returned && value && typeof value.then === 'function') {
    try { value = await value; } catch (e) { finish(test, e); returned = false; }
  }
  // Wait while anything the program started can still run.
  await untilIdle(test, () => false);
  current = null;
  writeAll(1, test.out.take());
  writeAll(2, test.err.take());
  if (returned && test.exitCode === null) {
    const text = Buffer.from(render(value));
    writeAll(REPLIES, Buffer.concat([Buffer.from(`value ${text.length}\n`), text]));
  }
  writeAll(REPLIES, `exit ${test.exitCode === null ? 0 : test.exitCode}\n`);
}

async function main() {
  if (isModule) {
    // Its imports, linked once before any test: one that fails fails the
    // program while loading, as node fails before the program runs.
    const test = makeTest(Buffer.alloc(0));
    const imports = importsOf(test);
    try {
      await newModule(test.context, imports.dynamic).link(imports.link);
    } catch (e) {
      process.stderr.write(`${withoutFrames(e)}\n`);
      process.exit(4);
    }
  }
  if (mode === 'function') {
    // Load once to find solution (and to show what the file prints when loaded).
    const test = makeTest(Buffer.alloc(0));
    current = test;
    const solution = await loadProgram(test);
    current = null;
    writeAll(1, test.out.take());
    writeAll(2, test.err.take());
    if (test.exit) {
      // process.exit() after the self-tests, which ends a local run, here
      // ends every test before solution is called: said in one line, where
      // the message was once the self-test's output alone.
      const at = stackLines(test.exit).map((line) => line.split(URL_OF_FILE).join(path.resolve(file)))
        .map((line) => line.split(`${path.resolve(file)}:`)[1]).find((rest) => rest !== undefined);
      const where = at ? `${file}:${at.split(':')[0]}` : file;
      process.stderr.write(`${where}: the file calls process.exit(${test.exit.exitCode === undefined ? '' :
        test.exit.exitCode}) while it loads, before check can call solution as Programmers does: remove that ` +
                           `exit${isModule ? ' (or move the self-tests to another file)' :
                             ', or put it under if (require.main === module) { ... }'}\n`);
    }
    if (test.exitCode !== null) process.exit(4);
    if (typeof solution !== 'function') {
      process.stderr.write(`${file} defines no function solution\n`);
      process.exit(4);
    }
    refuseSignature(solution.declared || solution, kinds ? kinds.split(',').length : 0);
  }
  writeAll(REPLIES, 'ready\n');
  for (;;) {
    const request = readRequest();
    if (request === null) process.exit(0);
    await runTest(request);
  }
}

main().catch((e) => {
  process.stderr.write(`gridsolve harness: ${e && e.stack}\n`);
  process.exit(70);
});
