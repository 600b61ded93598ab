// The toolkit (the whole module only): pencil marks, hints, the path, ratings, mistakes, the
// generator and transforms, as the C library's sudoku_candidates, sudoku_hint,
// sudoku_apply_step, sudoku_rate, sudoku_mistakes, sudoku_generate(_n) and sudoku_transform.
import { errorFor } from './errors.js';
import { internal } from './grid.js';
import { CELLS, ENTRIES, MARKS, OUT } from './wasm.js';

/** The techniques, numbered 1 to 32 as SUDOKU_TECHNIQUE_* (index 0: none). */
export const TECHNIQUES = Object.freeze([
  'none', 'full-house', 'hidden-single-box', 'hidden-single-line', 'naked-single', 'pointing',
  'claiming', 'naked-pair', 'x-wing', 'hidden-pair', 'naked-triple', 'swordfish', 'hidden-triple',
  'skyscraper', 'two-string-kite', 'xy-wing', 'xyz-wing', 'w-wing', 'unique-rectangle-1',
  'unique-rectangle-2', 'unique-rectangle-4', 'naked-quad', 'jellyfish', 'hidden-quad',
  'bug-plus-one', 'x-chain', 'aic', 'nishio-forcing-chain', 'dynamic-contradiction-chain',
  'dynamic-cell-forcing-chain', 'dynamic-region-forcing-chain', 'dynamic-forcing-chain-plus',
  'nested-forcing-chain', 'direct-pointing', 'direct-claiming', 'direct-hidden-pair',
  'direct-hidden-triple', 'unique-rectangle-3', 'unique-loop-1', 'unique-loop-2', 'unique-loop-3',
  'unique-loop-4', 'bug-2', 'bug-3', 'bug-4', 'aligned-pair-exclusion',
  'aligned-triplet-exclusion', 'turbot-fish', 'forcing-ychain', 'bidirectional-xcycle',
  'bidirectional-ycycle', 'bidirectional-cycle', 'generalized-xwing', 'cell-forcing-chain',
  'region-forcing-chain', 'dynamic-double-forcing-chain', 'dynamic-contradiction-chain-plus',
  'dynamic-double-forcing-chain-plus', 'dynamic-cell-forcing-chain-plus',
  'dynamic-region-forcing-chain-plus', 'nested-contradiction-chain-2',
  'nested-double-forcing-chain-2', 'nested-cell-forcing-chain-2', 'nested-region-forcing-chain-2',
  'nested-contradiction-chain-3', 'nested-double-forcing-chain-3', 'nested-cell-forcing-chain-3',
  'nested-region-forcing-chain-3', 'nested-contradiction-chain-4', 'nested-double-forcing-chain-4',
  'nested-cell-forcing-chain-4', 'nested-region-forcing-chain-4', 'nested-contradiction-chain-5',
  'nested-double-forcing-chain-5', 'nested-cell-forcing-chain-5', 'nested-region-forcing-chain-5',
]);
/** The generator's levels, numbered 0 to 5 as SUDOKU_LEVEL_* ('any': not rated). */
export const LEVELS = Object.freeze(['any', 'easy', 'medium', 'hard', 'fiendish', 'diabolical']);
/** The symmetries of the givens, numbered 0 to 5 as SUDOKU_SYMMETRY_*. */
export const SYMMETRIES = Object.freeze([
  'none', 'rotate-180', 'rotate-90', 'mirror-left-right', 'mirror-top-bottom', 'both-diagonals',
]);
const QQWING = ['', 'simple', 'easy', 'intermediate', 'expert'];
const UNSUPPORTED = 9;

/** The toolkit's functions over a bound module and the solving functions (`solveApi`). */
export function toolkitApi(m, s) {
  const { wasm, io } = m;
  const names = TECHNIQUES.map((_, t) => m.text(wasm.sdk_technique_name(t)));

  /** Writes the player's grid (givens, entries, crossed-out candidates) into the buffer. */
  function putPlayer(source, player) {
    const grid = s.toGrid(source);
    if (grid.size !== 9) throw errorFor(UNSUPPORTED, 'the explainer takes 9 x 9 grids only');
    const entries = player?.entries == null ? null : s.toGrid(player.entries);
    if (entries && entries.size !== 9) throw errorFor(UNSUPPORTED, 'the explainer takes 9 x 9 grids only');
    const masks = new Uint16Array(81);
    for (const mark of player?.crossedOut ?? []) {
      const [row, col, digit] = Array.isArray(mark) ? mark : [mark.row, mark.col, mark.digit];
      if (!(Number.isInteger(row) && Number.isInteger(col) && Number.isInteger(digit) &&
        row >= 0 && row < 9 && col >= 0 && col < 9 && digit >= 1 && digit <= 9)) {
        throw new RangeError(`not a {row, col, digit} of 0-8, 0-8, 1-9: ${JSON.stringify(mark)}`);
      }
      masks[row * 9 + col] |= 1 << (digit - 1);
    }
    const bytes = io();
    bytes.set(internal.bytes(grid), CELLS);
    if (entries) bytes.set(internal.bytes(entries), ENTRIES);
    else bytes.fill(0, ENTRIES, ENTRIES + 81);
    bytes.set(new Uint8Array(masks.buffer), MARKS);
    return { grid, masks };
  }

  function candidates(source, player) {
    putPlayer(source, player);
    s.check(wasm.sdk_candidates());
    const view = m.view();
    return Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => digits(view.getUint16(OUT + 2 * (r * 9 + c), true))));
  }

  /** The step the module wrote at OUT (web/crate/src/explain.rs), or null. */
  function readStep() {
    const b = io();
    const technique = b[OUT];
    if (technique === 0) return null;
    const view = m.view();
    const mark = (at) => ({ row: Math.floor(b[at] / 9), col: b[at] % 9, digit: b[at + 1] });
    const [nElim, nReason, nHouse, nChain] = [b[OUT + 7], b[OUT + 8], b[OUT + 9], b[OUT + 10]];
    let at = OUT + 15;
    const take = (count, width, read) => Array.from({ length: count }, () => {
      const item = read(at);
      at += width;
      return item;
    });
    const eliminations = take(nElim, 2, mark);
    const reasons = take(nReason, 2, mark);
    const houses = take(nHouse, 1, (i) => b[i]);
    const chain = take(nChain, 4, (i) => ({ ...mark(i), on: b[i + 2] === 1, branch: b[i + 3] }));
    const sentence = new TextDecoder().decode(b.subarray(at, at + view.getUint16(OUT + 13, true)));
    const placement = b[OUT + 3] === 255 ? null : mark(OUT + 3);
    const cells = new Map();
    for (const c of [...reasons, ...chain, ...(placement ? [placement] : [])]) cells.set(c.row * 9 + c.col, { row: c.row, col: c.col });
    return {
      technique: TECHNIQUES[technique],
      name: names[technique],
      rating: b[OUT + 1] / 10,
      sentence,
      placement,
      eliminations,
      reasons,
      digits: digits(view.getUint16(OUT + 5, true)),
      houses,
      chain,
      chainLength: view.getUint16(OUT + 11, true),
      usesUniqueness: b[OUT + 2] === 1,
      cells: [...cells.keys()].sort((x, y) => x - y).map((k) => cells.get(k)),
    };
  }

  function hint(source, player) {
    putPlayer(source, player);
    s.check(wasm.sdk_hint());
    return readStep();
  }

  function* path(source, player) {
    const { grid, masks } = putPlayer(source, player);
    const entries = player?.entries == null ? new Uint8Array(81) : Uint8Array.from(internal.bytes(s.toGrid(player.entries)));
    for (;;) {
      const bytes = io();
      bytes.set(internal.bytes(grid), CELLS);
      bytes.set(entries, ENTRIES);
      bytes.set(new Uint8Array(masks.buffer), MARKS);
      s.check(wasm.sdk_hint());
      const step = readStep();
      if (!step) return;
      yield step;
      if (step.placement) entries[step.placement.row * 9 + step.placement.col] = step.placement.digit;
      for (const e of step.eliminations) masks[e.row * 9 + e.col] |= 1 << (e.digit - 1);
    }
  }

  function rate(source) {
    const grid = s.toGrid(source);
    if (grid.size !== 9) throw errorFor(UNSUPPORTED, 'the rating takes 9 x 9 grids only');
    s.put(grid);
    s.check(wasm.sdk_rate());
    const b = io();
    const view = m.view();
    const counts = {};
    for (let t = 1; t < TECHNIQUES.length; t++) {
      const n = view.getUint16(OUT + 10 + 2 * (t - 1), true);
      if (n) counts[TECHNIQUES[t]] = n;
    }
    return {
      er: b[OUT] / 10,
      ep: b[OUT + 1] / 10,
      ed: b[OUT + 2] / 10,
      level: LEVELS[b[OUT + 3]],
      hardest: TECHNIQUES[b[OUT + 4]],
      steps: view.getUint16(OUT + 8, true),
      counts,
      usesUniqueness: b[OUT + 6] === 1,
      usesForcingChains: b[OUT + 7] === 1,
      qqwingLevel: QQWING[b[OUT + 5]],
    };
  }

  function mistakes(source, player) {
    putPlayer(source, player);
    s.check(wasm.sdk_mistakes());
    const b = io();
    const found = [];
    for (let i = 0; i < 81; i++) {
      const flag = b[OUT + i];
      if (flag) found.push({ row: Math.floor(i / 9), col: i % 9, entry: (flag & 1) !== 0, crossedOut: (flag & 2) !== 0 });
    }
    return found;
  }

  function generate(seed, options = {}) {
    const { boxRows = 3, boxCols = 3 } = options;
    const number = (value, name) => {
      if (value === undefined) return 0;
      if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} is an integer from 0`);
      return Math.min(value, 2 ** 32 - 1);
    };
    const status = wasm.sdk_generate(
      toSeed(seed),
      pick(SYMMETRIES, options.symmetry ?? 'none', 'symmetry'),
      number(options.minClues, 'minClues'),
      number(options.maxClues, 'maxClues'),
      options.minimal ? 1 : 0,
      pick(LEVELS, options.level ?? 'any', 'level'),
      number(options.maxAttempts, 'maxAttempts'),
      boxRows,
      boxCols,
    );
    s.check(status);
    return internal.make(io().slice(CELLS, CELLS + (boxRows * boxCols) ** 2), { boxRows, boxCols });
  }

  function generateSolution(seed, shape) {
    const { boxRows = 3, boxCols = 3 } = shape ?? {};
    s.check(wasm.sdk_generate_solution(toSeed(seed), boxRows, boxCols));
    return internal.make(io().slice(CELLS, CELLS + (boxRows * boxCols) ** 2), { boxRows, boxCols });
  }

  function transform(seed, source) {
    const grid = s.toGrid(source);
    if (grid.size !== 9) throw errorFor(UNSUPPORTED, 'transform takes 9 x 9 grids only');
    const u64 = toSeed(seed);
    s.put(grid);
    s.check(wasm.sdk_transform(u64));
    return internal.make(io().slice(CELLS, CELLS + 81), grid);
  }

  return {
    candidates, hint, path, rate, mistakes, generate, generateSolution, transform,
    techniqueName: (technique) => names[typeof technique === 'number' ? technique : TECHNIQUES.indexOf(technique)] ?? 'unknown technique',
  };
}

/** The digits of a mask, bit d - 1 for digit d. */
function digits(mask) {
  const out = [];
  for (let d = 1; mask; d++, mask >>= 1) if (mask & 1) out.push(d);
  return out;
}

/** A seed as the module's u64: a safe integer or a bigint from 0 to 2**64 - 1. */
function toSeed(seed) {
  const ok = typeof seed === 'bigint' ? seed >= 0n && seed < 2n ** 64n : Number.isSafeInteger(seed) && seed >= 0;
  if (!ok) throw new RangeError('a seed is an integer from 0 to 2**64 - 1 (a bigint above 2**53)');
  return BigInt(seed);
}

/** A name's number in `table`, or a number as it is (the library checks it). */
function pick(table, value, what) {
  if (typeof value === 'number' && Number.isInteger(value)) return value >= 0 ? Math.min(value, 2 ** 32 - 1) : 2 ** 32 - 1;
  const index = table.indexOf(value);
  if (index < 0) throw new RangeError(`unknown ${what} ${JSON.stringify(value)}: one of ${table.join(', ')}`);
  return index;
}
