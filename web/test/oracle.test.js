// The package against the C library, on samples of the public sets (and puzzles made from
// them with several solutions and none): the same answers and the same statuses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as sudoku from '../src/index.js';
import { SETS, oracle, sample, variants } from './helpers.js';

/** The answer as the oracle prints it: the 81 digits, or the status number. */
function outcome(fn) {
  try {
    return fn().toString().replace(/\./g, '0');
  } catch (e) {
    if (!(e instanceof sudoku.SudokuError)) throw e;
    return e.status;
  }
}

for (const set of SETS) {
  const puzzles = sample(set, set === '17_clue' ? 400 : 10, 100);
  test(`solving ${set} as the C library does`, { skip: puzzles ? false : `no ${set}.txt` }, () => {
    const lines = [...puzzles, ...variants(puzzles.slice(0, 30))];
    const expected = oracle('solve', lines);
    let compared = 0;
    lines.forEach((line, i) => {
      const want = expected[i];
      assert.equal(outcome(() => sudoku.solve(line)), want.solve, `solve ${line}`);
      assert.equal(outcome(() => sudoku.solveAny(line)), want.any, `solveAny ${line}`);
      assert.equal(outcome(() => sudoku.solveUnique(line)), want.unique, `solveUnique ${line}`);
      const count = outcome(() => sudoku.countSolutions(line));
      assert.equal(typeof count === 'string' ? Number(count) : -count, want.count, `count ${line}`);
      let status = 0;
      try {
        sudoku.validate(line);
      } catch (e) {
        status = e.status;
      }
      assert.equal(status, want.validate, `validate ${line}`);
      compared++;
    });
    assert.ok(compared >= lines.length);
    // The batch gives the per-puzzle answers too.
    const solvable = lines.filter((_, i) => typeof expected[i].solve === 'string');
    assert.deepEqual(sudoku.solveMany(solvable), solvable.map((l) => expected[lines.indexOf(l)].solve));
  });
}

for (const set of SETS) {
  // The hardest sets' ratings take forcing chains, seconds a puzzle: two of each.
  const puzzles = sample(set, set === '17_clue' ? 4000 : 97, /hardest/.test(set) ? 2 : 6);
  test(`explaining ${set} as the C library does`, { skip: puzzles ? false : `no ${set}.txt` }, () => {
    const expected = oracle('explain', puzzles);
    puzzles.forEach((line, i) => {
      const want = expected[i];
      if (typeof want.rate === 'number') {
        assert.throws(() => sudoku.rate(line), (e) => e.status === want.rate);
      } else {
        const got = sudoku.rate(line);
        assert.equal(got.er, want.rate.rating / 10, line);
        assert.equal(got.level, sudoku.LEVELS[want.rate.level]);
        assert.equal(got.hardest, sudoku.TECHNIQUES[want.rate.hardest]);
        assert.equal(got.steps, want.rate.steps);
        assert.equal(got.qqwingLevel, ['', 'simple', 'easy', 'intermediate', 'expert'][want.rate.qqwing]);
        assert.ok(got.ed <= got.ep && got.ep <= got.er, JSON.stringify(got));
      }
      if (typeof want.hint === 'number') {
        assert.throws(() => sudoku.hint(line), (e) => e.status === want.hint);
      } else {
        const step = sudoku.hint(line);
        assert.equal(step.sentence, want.hint.sentence);
        assert.equal(step.technique, sudoku.TECHNIQUES[want.hint.technique]);
        assert.equal(step.rating, want.hint.rating / 10);
      }
      const marks = sudoku.candidates(line).flat().map((ds) => ds.reduce((m, d) => m | (1 << (d - 1)), 0));
      assert.deepEqual(marks, want.candidates);
    });
  });
}

test('generating as the C library does, for every level and symmetry', () => {
  const lines = [];
  for (let seed = 0; seed < 4; seed++) {
    for (let level = 0; level <= 3; level++) lines.push(`${seed} ${level} ${seed % 6} ${seed % 2} 0 0`);
  }
  lines.push('7 0 2 0 28 36', '8 0 0 0 0 20', '9 0 0 0 40 30', '10 6 0 0 0 0', '11 0 7 0 0 0');
  const expected = oracle('generate', lines);
  lines.forEach((line, i) => {
    const [seed, level, symmetry, minimal, minClues, maxClues] = line.split(' ').map(Number);
    const got = outcome(() => sudoku.generate(seed, { level, symmetry, minimal: minimal === 1, minClues, maxClues }));
    const want = expected[i].puzzle;
    assert.equal(got, typeof want === 'number' ? want : want.join(''), line);
  });
});

test('the other sizes as the C library does: generate, solve, count', () => {
  const shapes = [[2, 2], [2, 3], [3, 2], [2, 4], [3, 3], [2, 5], [3, 4], [4, 3], [4, 4]];
  const lines = shapes.flatMap(([r, c]) => [1, 2].map((seed) => `${r} ${c} ${seed}`));
  const expected = oracle('sizes', lines);
  lines.forEach((line, i) => {
    const [boxRows, boxCols, seed] = line.split(' ').map(Number);
    const puzzle = sudoku.generate(seed, { boxRows, boxCols });
    assert.deepEqual(puzzle.cells(), expected[i].puzzle, line);
    assert.deepEqual(sudoku.solve(puzzle).cells(), expected[i].solve, line);
    assert.equal(sudoku.countSolutions(puzzle), expected[i].count);
    assert.deepEqual(sudoku.solveUnique(puzzle).cells(), expected[i].solve);
    // The text reads back, in the shape's own layout and in one line.
    assert.ok(sudoku.parse(puzzle.boxed(), { boxRows, boxCols }).equals(puzzle));
    assert.ok(sudoku.parse(puzzle.toString(), { boxRows, boxCols }).equals(puzzle));
  });
});
