// 백준 12100 — an ES module's import, as node 22 takes it in a .js file of its
// own, and check runs it so. Wrong: it prints the largest tile as it stands.
import { readFileSync } from 'fs';

const [n, ...tiles] = readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
console.log(n > 0 ? Math.max(...tiles) : 0);
