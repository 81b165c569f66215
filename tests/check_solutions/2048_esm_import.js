// 백준 12100 — an ES module's import, as node takes it in a .js file of its
// own; check runs .js files as CommonJS scripts and says how to write it.
import { readFileSync } from 'fs';

const [n, ...tiles] = readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
console.log(n > 0 ? Math.max(...tiles) : 0);
