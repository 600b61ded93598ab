// The package as a user gets it: `npm pack`'s tarball installed into an empty folder runs the
// README's Node example (taken from README.md verbatim); the TypeScript declarations compile
// against a program that uses them; the modules meet their size goals.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { ROOT, WEB, oracle } from './helpers.js';

/** The first ```js block after the heading `## The browser and Node` of README.md. */
function readmeExample() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The browser and Node'));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  assert.ok(match, 'README.md has a js example under "## The browser and Node"');
  return match[1];
}

test("the tarball installs into an empty folder and runs the README's Node example", () => {
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', tmpdir()], { cwd: WEB }).toString().trim();
  const tarball = join(tmpdir(), packed.split('\n').pop());
  const dir = mkdtempSync(join(tmpdir(), 'libsudoku-readme-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{ "name": "readme-example", "private": true, "type": "module" }\n');
    execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--offline', tarball], { cwd: dir });
    const files = readdirSync(join(dir, 'node_modules', 'libsudoku', 'wasm')).sort();
    assert.deepEqual(files, ['sudoku-classic.wasm', 'sudoku-solve.wasm', 'sudoku.wasm']);
    writeFileSync(join(dir, 'example.js'), readmeExample());
    const out = execFileSync('node', ['example.js'], { cwd: dir }).toString().split('\n');
    // What the example prints, against the C library: the boxed answer, the hint, the rating
    // and a generated puzzle.
    const textbook = /parse\('([0-9.]{81})'\)/.exec(readmeExample())[1];
    const [c] = oracle('solve', [textbook]);
    const boxedDigits = out.slice(0, 11).join('').replace(/[^0-9]/g, '');
    assert.equal(boxedDigits, c.solve);
    const [e] = oracle('explain', [textbook]);
    assert.equal(out[12], e.hint.sentence);
    const [er, generated] = out[13].split(' ');
    assert.equal(Number(er), e.rate.rating / 10);
    const [g] = oracle('generate', ['42 3 0 0 0 0']);
    assert.equal(generated.replace(/\./g, '0'), g.puzzle.join(''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(tarball, { force: true });
  }
});

test('the TypeScript declarations type a program that uses the API, strictly', () => {
  const dir = mkdtempSync(join(WEB, 'test', '.tsc-'));
  try {
    writeFileSync(join(dir, 'use.ts'), `
import { parse, solve, hint, rate, generate, mistakes, path, Grid, Conflict, type Level, type Step } from '../../src/index.js';
import { solve as solveOnly } from '../../src/solve.js';
import { load } from '../../src/load.js';
const level: Level = 'fiendish';
const grid: Grid = generate(7n, { level, symmetry: 'rotate-180', minimal: true });
const step: Step | null = hint(grid, { entries: grid.rows(), crossedOut: [[0, 0, 1], { row: 1, col: 1, digit: 2 }] });
const er: number = rate(grid).er;
const text: string = solve(parse(grid.toString()), { maxGuesses: 1000 }).boxed() + solveOnly(grid).toString();
for (const s of path(grid)) s.cells.map((c) => c.row + c.col);
const wrong: boolean = mistakes(grid).some((m) => m.entry);
try { solve('1'); } catch (e) { if (e instanceof Conflict) console.log(e.status, e.reason); }
load(new URL('x.wasm', 'file:///')).then((api) => api.hint?.(grid));
export { step, er, text, wrong };
`);
    writeFileSync(join(dir, 'bad.ts'), "import { generate } from '../../src/index.js';\ngenerate(1, { level: 'impossible' });\n");
    const tsc = join(WEB, 'node_modules', '.bin', 'tsc');
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'nodenext',
      '--moduleResolution', 'nodenext', '--lib', 'es2022,dom'];
    // One run for both: every error must be bad.ts's wrong level, none use.ts's.
    let out = '';
    try {
      execFileSync(tsc, [...flags, join(dir, 'use.ts'), join(dir, 'bad.ts')], { cwd: WEB, stdio: 'pipe' });
    } catch (e) {
      out = e.stdout.toString();
    }
    const errors = out.split('\n').filter((l) => /error TS/.test(l));
    assert.equal(errors.length, 1, out);
    assert.match(errors[0], /bad\.ts.*"impossible"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('module sizes: the whole toolkit at most 150 KB gzipped, the solve-only build 30 KB', () => {
  const sizes = {};
  for (const name of ['sudoku.wasm', 'sudoku-classic.wasm', 'sudoku-solve.wasm']) {
    const bytes = readFileSync(join(WEB, 'wasm', name));
    sizes[name] = { bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  }
  console.log(JSON.stringify(sizes));
  assert.ok(sizes['sudoku.wasm'].gzipped <= 150 * 1024, JSON.stringify(sizes));
  assert.ok(sizes['sudoku-solve.wasm'].gzipped <= 30 * 1024, JSON.stringify(sizes));
  assert.ok(sizes['sudoku-classic.wasm'].gzipped < sizes['sudoku.wasm'].gzipped);
});
