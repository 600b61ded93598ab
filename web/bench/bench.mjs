// make bench-web: in one Node process, solving top1465 with libsudoku's package and the npm
// peers (installed here, in web/bench, never the package's dependencies), round by round,
// alternating; the C library on the same puzzles (native.c, run between rounds); generating
// against sudoku-gen; and the modules' sizes. Processor time (the machine is shared), best
// round of each. Every peer's answer is checked against libsudoku's.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as libsudoku from '../src/index.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const DATA = process.env.DATA ?? join(ROOT, '..', 'shared', 'data');
const ROUNDS = Number(process.env.ROUNDS ?? 5);
// A solver or generator slower than this per puzzle is timed in the first round only.
const SLOW_US = 100_000;
const PEER_BUDGET_US = Number(process.env.PEER_BUDGET_MS ?? 4000) * 1000; // per peer per round
const require = createRequire(import.meta.url);
const version = (name) => JSON.parse(readFileSync(join(HERE, 'node_modules', name, 'package.json'))).version;

const file = join(DATA, 'top1465.txt');
const puzzles = readFileSync(file, 'utf8').split('\n').filter((l) => /^[0-9.]{81}/.test(l)).map((l) => l.slice(0, 81));
const answers = libsudoku.solveMany(puzzles);
const grids = puzzles.map((p) => libsudoku.parse(p));
const digits = (p) => Array.from(p, (c) => (c === '.' || c === '0' ? 0 : Number(c)));
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

// ---- The solvers: each takes an 81-character puzzle and gives the 81-digit answer ----------
const { SudokuSolver } = await import('@algorithm.ts/sudoku');
const algorithmTs = new SudokuSolver({ childMatrixWidth: 3 });
const sudokuCore = await import('sudoku-core');
const sudoku = require('sudoku');

const solvers = [
  { name: 'libsudoku: solve(p) per puzzle', solve: (p) => libsudoku.solve(p).toString() },
  { name: 'libsudoku: solve(grid), parsed beforehand as the C driver does', batch: () => grids.map((g) => libsudoku.solve(g).toString()) },
  { name: 'libsudoku: solveMany, 1465 at once', batch: (ps) => libsudoku.solveMany(ps) },
  {
    name: `@algorithm.ts/sudoku ${version('@algorithm.ts/sudoku')}`,
    solve: (p) => {
      const board = digits(p).map((d) => d - 1);
      const out = new Array(81).fill(-1);
      return algorithmTs.solve(board, out) ? out.map((d) => d + 1).join('') : null;
    },
  },
  {
    name: `sudoku ${version('sudoku')}`,
    solve: (p) => {
      const out = sudoku.solvepuzzle(digits(p).map((d) => (d ? d - 1 : null)));
      return out && out.every((d) => d !== null) ? out.map((d) => d + 1).join('') : null;
    },
  },
  {
    name: `sudoku-core ${version('sudoku-core')}`,
    solve: (p) => {
      const r = sudokuCore.solve(digits(p).map((d) => d || null));
      return r.solved ? r.board.join('') : null;
    },
  },
];

/** One round of a solver: µs per puzzle over the puzzles it got through within the budget
 * (all of them, for libsudoku), and how many of its answers were right. */
function round(s) {
  if (s.batch) {
    const t0 = cpu();
    const out = s.batch(puzzles);
    return { us: (cpu() - t0) / puzzles.length, done: puzzles.length, right: out.filter((a, i) => a === answers[i]).length };
  }
  let done = 0;
  let right = 0;
  const t0 = cpu();
  for (const p of puzzles) {
    const a = s.solve(p);
    right += a === answers[done] ? 1 : 0;
    done++;
    if (cpu() - t0 > PEER_BUDGET_US) break;
  }
  return { us: (cpu() - t0) / done, done, right };
}

// ---- The C library on the same puzzles -------------------------------------------------
const native = join(ROOT, 'build', 'bench-web-native');
execFileSync('cc', ['-std=c99', '-O2', `-I${join(ROOT, 'include')}`, join(HERE, 'native.c'),
  join(ROOT, 'target', 'release', 'libsudoku.a'), '-lpthread', '-ldl', '-lm', '-o', native]);
const GENERATE = 200;
const runNative = () => JSON.parse(execFileSync(native, [file, '1', String(GENERATE)]).toString());

// ---- Generators: puzzles with one solution -----------------------------------------------
const { getSudoku } = require('sudoku-gen');
const { SudokuCreator } = await import('@algorithm.ts/sudoku');
const creator = new SudokuCreator({ childMatrixWidth: 3 });
// sudoku-gen shuffles one of the puzzles it stores (relabels the digits, permutes rows and
// columns within bands and stacks, bands and stacks); libsudoku's transform does the same, here
// on a pool of 100 medium puzzles it generated beforehand (untimed, as sudoku-gen's are stored).
const pool = Array.from({ length: 100 }, (_, i) => libsudoku.generate(1000 + i, { level: 'medium' }));
const generators = [
  { name: 'libsudoku: generate(seed), any level', make: (i) => libsudoku.generate(i).toString() },
  { name: "libsudoku: generate(seed, { level: 'medium' }), rated", make: (i) => libsudoku.generate(i, { level: 'medium' }) },
  { name: `sudoku-gen ${version('sudoku-gen')}: getSudoku('medium')`, make: () => getSudoku('medium') },
  { name: "libsudoku: transform(seed, a stored medium puzzle), sudoku-gen's method", make: (i) => libsudoku.transform(i, pool[i % 100]).toString() },
  { name: `@algorithm.ts/sudoku: createSudoku()`, make: () => creator.createSudoku() },
  { name: `sudoku: makepuzzle()`, make: () => sudoku.makepuzzle() },
  { name: `sudoku-core: generate('medium')`, make: () => sudokuCore.generate('medium') },
];
function generateRound(g) {
  let n = 0;
  const t0 = cpu();
  while (n < GENERATE && (n < 1 || cpu() - t0 < PEER_BUDGET_US)) g.make(n++);
  return { us: (cpu() - t0) / n, done: n };
}

// ---- Rounds, alternating -----------------------------------------------------------------
const best = new Map();
const keep = (name, r) => {
  const b = best.get(name);
  if (!b || r.us < b.us) best.set(name, r);
};
const slow = (name) => (best.get(name)?.us ?? 0) > SLOW_US;
// A warm-up round first, untimed: V8 compiles WebAssembly and JavaScript in tiers, the fast
// tier for the code that runs hot.
for (const s of solvers) if (s.name.startsWith('libsudoku')) round(s);
for (const g of generators) if (g.name.startsWith('libsudoku')) generateRound(g);
for (let r = 0; r < ROUNDS; r++) {
  for (const s of solvers) if (!slow(s.name)) keep(s.name, round(s));
  const c = runNative();
  keep('C library: sudoku_solve (native)', { us: c.solve_us, done: c.puzzles, right: c.puzzles });
  keep('C library: sudoku_generate (native)', { us: c.generate_us, done: GENERATE, generated: true });
  for (const g of generators) if (!slow(g.name)) keep(g.name, { ...generateRound(g), generated: true });
  process.stderr.write(`round ${r + 1} of ${ROUNDS}\n`);
}

// ---- The table ---------------------------------------------------------------------------
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const lib = best.get(solvers[0].name).us;
const fastestPeer = Math.min(...solvers.filter((s) => !s.name.startsWith('libsudoku')).map((s) => best.get(s.name).us));
console.log(`\ntop1465 (${puzzles.length} puzzles), best of ${ROUNDS} rounds, processor time per puzzle; Node ${process.version}`);
console.log('| solver | µs per puzzle | puzzles timed | right answers | time / libsudoku solve(p) |');
// (A solver slower than 0.1 s a puzzle is timed in one round only, within its time budget.)
console.log('|---|---:|---:|---:|---:|');
for (const name of [...solvers.map((s) => s.name), 'C library: sudoku_solve (native)']) {
  const b = best.get(name);
  console.log(`| ${name} | ${fmt(b.us)} | ${b.done} | ${b.right} | ${(b.us / lib).toFixed(2)} |`);
}
console.log(`\nfastest JS peer / libsudoku solve(p): ${(fastestPeer / lib).toFixed(1)}x (goal >= 10); ` +
  `libsudoku solve(p) / native: ${(lib / best.get('C library: sudoku_solve (native)').us).toFixed(2)}, ` +
  `solve(grid) / native: ${(best.get(solvers[1].name).us / best.get('C library: sudoku_solve (native)').us).toFixed(2)}, ` +
  `solveMany / native: ${(best.get(solvers[2].name).us / best.get('C library: sudoku_solve (native)').us).toFixed(2)} (goal <= 2)`);

const gen = best.get(generators[0].name).us;
console.log(`\ngenerating 9 x 9 puzzles with one solution (up to ${GENERATE} a round), best of ${ROUNDS}`);
console.log('| generator | µs per puzzle | puzzles timed | time / libsudoku generate |');
console.log('|---|---:|---:|---:|');
for (const name of [...generators.map((g) => g.name), 'C library: sudoku_generate (native)']) {
  const b = best.get(name);
  console.log(`| ${name} | ${fmt(b.us)} | ${b.done} | ${(b.us / gen).toFixed(2)} |`);
}
console.log(`\nsudoku-gen / libsudoku generate: ${(best.get(generators[2].name).us / gen).toFixed(2)}x; ` +
  `sudoku-gen / libsudoku transform (the same method): ${(best.get(generators[2].name).us / best.get(generators[3].name).us).toFixed(1)}x (goal >= 10)`);

console.log('\nmodules (web/wasm), bytes: raw / gzip -9');
for (const name of readdirSync(join(HERE, '..', 'wasm')).sort()) {
  const bytes = readFileSync(join(HERE, '..', 'wasm', name));
  console.log(`  ${name}: ${bytes.length} / ${gzipSync(bytes, { level: 9 }).length}`);
}
const js = readdirSync(join(HERE, '..', 'src')).filter((f) => f.endsWith('.js'));
const jsBytes = Buffer.concat(js.map((f) => readFileSync(join(HERE, '..', 'src', f))));
console.log(`  src/*.js (${js.length} files): ${jsBytes.length} / ${gzipSync(jsBytes, { level: 9 }).length}`);
