// The package's promises in Node: errors (class, status, the library's sentence), the caller's
// data untouched, grids and text, the player's functions, sizes, seeds, the other entries.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as sudoku from '../src/index.js';
import * as classic from '../src/classic.js';
import * as solveOnly from '../src/solve.js';
import { load } from '../src/load.js';
import { ROOT, WEB } from './helpers.js';

const TEXTBOOK = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';
const ANSWER = '316578492529134768487629531263415987974863125851792643138947256692351874745286319';

test('errors carry the status and the library sentence, by class', () => {
  const cases = [
    [() => sudoku.parse('123'), sudoku.ParseError, 6, "the text is not 81 cells of 1-9, 0 or '.'"],
    [() => sudoku.solve('33' + TEXTBOOK.slice(2)), sudoku.Conflict, 4, 'a digit is given twice in a row, column or box'],
    [() => sudoku.solve([[10, ...Array(8).fill(0)], ...Array(8).fill(Array(9).fill(0))]), sudoku.InvalidValue, 3, null],
    [() => sudoku.solveUnique('.'.repeat(81)), sudoku.MultipleSolutions, 2, 'the puzzle has more than one solution'],
    [() => sudoku.solve('12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63)), sudoku.NoSolution, 1, 'the puzzle has no solution'],
    [() => sudoku.solve('.'.repeat(81), { maxGuesses: 0 }), sudoku.LimitReached, 7, null],
    [() => sudoku.generate(1, { minClues: 40, maxClues: 30 }), sudoku.BadOptions, 8, null],
    [() => sudoku.generate(1, { level: 'hard', boxRows: 2, boxCols: 2 }), sudoku.Unsupported, 9, null],
    [() => sudoku.hint(TEXTBOOK, { entries: '.4' + '.'.repeat(79) }), sudoku.WrongEntry, 10, null],
    [() => sudoku.parse('.'.repeat(49), { boxRows: 7, boxCols: 1 }), sudoku.InvalidSize, 13, null],
  ];
  for (const [call, Class, status, sentence] of cases) {
    assert.throws(call, (e) => {
      assert.ok(e instanceof Class && e instanceof sudoku.SudokuError && e instanceof Error, `${e}`);
      assert.equal(e.status, status);
      assert.equal(e.name, Class.name);
      assert.equal(e.message, e.reason);
      if (sentence) assert.equal(e.reason, sentence);
      assert.ok(e.reason.length > 10);
      return true;
    });
  }
  assert.ok(new sudoku.Conflict(4, 'x') instanceof sudoku.InvalidGrid);
  assert.throws(() => sudoku.generate(-1), RangeError);
  assert.throws(() => sudoku.generate(1, { level: 'impossible' }), RangeError);
  assert.throws(() => sudoku.hint(TEXTBOOK, { crossedOut: [[9, 0, 1]] }), RangeError);
});

test("the caller's data is left as it was, on success and on failure", () => {
  const rows = sudoku.parse(TEXTBOOK).rows();
  const copy = JSON.stringify(rows);
  assert.equal(sudoku.solve(rows).toString(), ANSWER);
  rows[0][1] = 3; // a repeat: Conflict
  const bad = JSON.stringify(rows);
  assert.throws(() => sudoku.solve(rows), sudoku.Conflict);
  assert.equal(JSON.stringify(rows), bad);
  rows[0][1] = 0;
  assert.equal(JSON.stringify(rows), copy);
  const flat = new Uint8Array(sudoku.parse(TEXTBOOK).cells());
  const before = flat.slice();
  sudoku.solveUnique(flat);
  sudoku.countSolutions(flat);
  assert.deepEqual(flat, before);
  const crossed = [{ row: 0, col: 1, digit: 1 }];
  assert.throws(() => sudoku.hint(TEXTBOOK, { crossedOut: crossed }), sudoku.WrongEntry);
  assert.deepEqual(crossed, [{ row: 0, col: 1, digit: 1 }]);
  const grid = sudoku.parse(TEXTBOOK);
  sudoku.solve(grid);
  assert.equal(grid.toString(), TEXTBOOK);
  assert.ok(Object.isFrozen(grid));
});

test('grids: text both ways, rows, values, shapes', () => {
  const grid = sudoku.parse(TEXTBOOK);
  assert.equal(grid.size, 9);
  assert.equal(grid.givens, TEXTBOOK.replace(/\./g, '').length);
  assert.ok(sudoku.parse(grid.boxed()).equals(grid));
  assert.ok(new sudoku.Grid(grid.rows()).equals(grid));
  assert.ok(new sudoku.Grid(grid.cells()).equals(grid));
  assert.equal(grid.get(0, 0), 3);
  assert.equal(JSON.stringify({ grid }), `{"grid":"${TEXTBOOK}"}`);
  assert.equal(sudoku.solve(grid).boxed().split('\n')[3], '-------+--------+------');
  assert.throws(() => new sudoku.Grid([1, 2, 3]), sudoku.ParseError);
  assert.throws(() => new sudoku.Grid(Array(81).fill(0.5)), sudoku.InvalidValue);
  assert.throws(() => new sudoku.Grid(Array(49).fill(0)), sudoku.InvalidSize);
  assert.deepEqual(sudoku.defaultShape(12), { boxRows: 3, boxCols: 4 });
  const six = sudoku.parse('1,0,0,0,0,0, 0,0,0,0,0,0, 0,0,0,0,0,0, 0,0,0,0,0,0, 0,0,0,0,0,0, 0,0,0,0,0,6');
  assert.equal(six.size, 6);
  assert.equal(six.boxRows, 2);
  const hexa = sudoku.generate(3, { boxRows: 4, boxCols: 4, minClues: 150 });
  assert.match(hexa.toString(), /^[1-9A-G.]{256}$/);
  assert.equal(sudoku.countSolutions(hexa), 1);
  assert.ok(sudoku.parse(hexa.toString()).equals(hexa));
});

test('the player: hints, the path, mistakes, candidates with entries and cross-outs', () => {
  const step = sudoku.hint(TEXTBOOK);
  assert.equal(step.sentence, 'Hidden Single: in box 3, 5 fits only in r3c7');
  assert.deepEqual(step.placement, { row: 2, col: 6, digit: 5 });
  assert.deepEqual(step.cells, [{ row: 2, col: 6 }]);
  assert.equal(step.name, sudoku.techniqueName(step.technique));
  const steps = [...sudoku.path(TEXTBOOK)];
  assert.equal(steps.length, sudoku.rate(TEXTBOOK).steps);
  const entries = sudoku.parse(TEXTBOOK).cells();
  for (const s of steps.slice(0, 10)) if (s.placement) entries[s.placement.row * 9 + s.placement.col] = s.placement.digit;
  assert.deepEqual(sudoku.mistakes(TEXTBOOK, { entries }), []);
  entries[1] = 4; // the answer has 1 there
  assert.deepEqual(sudoku.mistakes(TEXTBOOK, { entries, crossedOut: [[0, 1, 9], { row: 0, col: 4, digit: 7 }] }),
    [{ row: 0, col: 1, entry: true, crossedOut: false }, { row: 0, col: 4, entry: false, crossedOut: true }]);
  assert.equal(sudoku.hint(ANSWER), null);
  const marks = sudoku.candidates(TEXTBOOK, { crossedOut: [[0, 1, 1]] });
  assert.deepEqual(marks[0][1], [9]);
  assert.deepEqual(sudoku.candidates(TEXTBOOK)[0][1], [1, 9]);
  // A repeated entry: the marks still follow the rule, each digit forbidding its peers.
  const filled = ('.3' + TEXTBOOK.slice(2)).split('').map((c) => (c === '.' ? 0 : Number(c)));
  const peers = (a, b) => a !== b && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 ||
    (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
  const rule = filled.map((d, i) => (d ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => !filled.some((e, j) => e === x && peers(i, j)))));
  assert.deepEqual(sudoku.candidates(TEXTBOOK, { entries: '.3' + '.'.repeat(79) }).flat(), rule);
  const r = sudoku.rate('...1.....243..8..5.......2......75..9..84...6.1...97..36........85.31.9.....5....');
  assert.ok(r.er >= 7 && r.level === 'diabolical', JSON.stringify(r));
});

test("the generator's golden puzzles (tests/golden/generate.txt)", () => {
  const lines = readFileSync(join(ROOT, 'tests', 'golden', 'generate.txt'), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const options = {
    any: {}, 'rotate180-minimal': { symmetry: 'rotate-180', minimal: true },
    'rotate90-28-36': { symmetry: 'rotate-90', minClues: 28, maxClues: 36 },
    'easy-rotate180-minimal': { level: 'easy', symmetry: 'rotate-180', minimal: true },
  };
  let checked = 0;
  for (const line of lines) {
    const [name, seed, want] = line.split(' ');
    let got;
    if (name === 'solution') got = sudoku.generateSolution(Number(seed));
    else if (name === 'transform') got = sudoku.transform(Number(seed), TEXTBOOK);
    else got = sudoku.generate(BigInt(seed), options[name] ?? { level: name });
    assert.equal(got.toString(), want, line);
    checked++;
  }
  assert.ok(checked >= 15, `${checked} golden lines`);
});

test('seeds: numbers and bigints up to 2**64 - 1 give the same puzzles', () => {
  assert.ok(sudoku.generate(42).equals(sudoku.generate(42n)));
  assert.equal(sudoku.generate(2n ** 64n - 1n).givens > 16, true);
  assert.throws(() => sudoku.generate(2n ** 64n), RangeError);
  assert.throws(() => sudoku.generate(1.5), RangeError);
});

test('solveMany: answers in order, BatchError with each failure and every answer', () => {
  const good = sudoku.solveMany([TEXTBOOK, sudoku.parse(TEXTBOOK), sudoku.parse(TEXTBOOK).boxed()]);
  assert.deepEqual(good, [ANSWER, ANSWER, ANSWER]);
  const many = Array(2000).fill(TEXTBOOK);
  assert.equal(sudoku.solveMany(many).length, 2000);
  assert.throws(() => sudoku.solveMany([TEXTBOOK, '33' + TEXTBOOK.slice(2), 'x']), (e) => {
    assert.ok(e instanceof sudoku.BatchError);
    assert.deepEqual([...e.errors.keys()], [1, 2]);
    assert.ok(e.errors.get(1) instanceof sudoku.Conflict);
    assert.ok(e.errors.get(2) instanceof sudoku.ParseError);
    assert.deepEqual(e.solutions, [ANSWER, null, null]);
    return true;
  });
});

test('the other entries: classic (9 x 9 toolkit), solve-only, load', async () => {
  assert.equal(classic.solve(TEXTBOOK).toString(), ANSWER);
  assert.equal(classic.rate(TEXTBOOK).er, 1.5);
  assert.throws(() => classic.generate(1, { boxRows: 2, boxCols: 2 }), classic.Unsupported);
  assert.equal(solveOnly.solve(TEXTBOOK).toString(), ANSWER);
  assert.equal(solveOnly.countSolutions('.'.repeat(81), 3), 3);
  assert.throws(() => solveOnly.solve('.'.repeat(16)), (e) => e.status === 9);
  assert.equal('hint' in solveOnly, false);
  const api = await load(sudoku.wasmModule);
  assert.equal(api.hint(TEXTBOOK).sentence, sudoku.hint(TEXTBOOK).sentence);
  const small = await load(new URL('../wasm/sudoku-solve.wasm', import.meta.url));
  assert.equal(small.hint, undefined);
  assert.equal(small.solve(TEXTBOOK).toString(), ANSWER);
});

test('the version is the workspace version, in the package and the module', () => {
  const cargo = readFileSync(join(ROOT, 'Cargo.toml'), 'utf8').match(/^version = "(.*)"/m)[1];
  const pkg = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8'));
  assert.equal(sudoku.version(), cargo);
  assert.equal(pkg.version, cargo);
});
