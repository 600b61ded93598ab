// Parsing and solving, for every build (the solve-only one included): the C library's
// sudoku_parse, sudoku_solve, sudoku_solve_any, sudoku_solve_unique, sudoku_count_solutions,
// sudoku_validate, sudoku_solve_bounded and sudoku_solve_batch, and their `_n` forms.
import { BatchError, errorFor, learnSentences } from './errors.js';
import { Grid, SIZES, defaultShape, internal } from './grid.js';
import { CELLS, OUT, TEXT } from './wasm.js';

const PARSE_ERROR = 6;
const encoder = new TextEncoder();
const NINE = Object.freeze({ boxRows: 3, boxCols: 3 });

/** The solving functions over a bound module (`bind` in wasm.js). */
export function solveApi(m) {
  const { wasm, io } = m;
  learnSentences((status) => m.text(wasm.sdk_status_message(status)));
  const check = (status) => {
    if (status !== 0) throw errorFor(status);
  };

  /** Reads `text` with the library's parser. */
  function parse(text, shape) {
    if (typeof text !== 'string') throw new TypeError('parse takes a string');
    if (text.length === 81 && !shape) return parse81(text);
    const bytes = encoder.encode(text);
    if (bytes.length > io().length - TEXT || bytes.includes(0)) throw errorFor(PARSE_ERROR);
    const { boxRows, boxCols } = shape ? checkedShape(shape) : inferShape(text);
    io().set(bytes, TEXT);
    check(wasm.sdk_parse(bytes.length, boxRows, boxCols));
    return internal.make(io().slice(CELLS, CELLS + (boxRows * boxCols) ** 2), { boxRows, boxCols });
  }

  /** One line of 81 characters, the common case, without the encoder: a character that is
   * not ASCII becomes one the parser refuses. */
  function parse81(text) {
    const bytes = io();
    for (let i = 0; i < 81; i++) {
      const c = text.charCodeAt(i);
      bytes[TEXT + i] = c > 0 && c < 128 ? c : 63;
    }
    check(wasm.sdk_parse(81, 3, 3));
    return internal.make(bytes.slice(CELLS, CELLS + 81), NINE);
  }

  /** Any grid-like value as a Grid: a Grid, text, rows or N * N numbers. */
  function toGrid(source, shape) {
    if (source instanceof Grid) return source;
    if (typeof source === 'string') return parse(source, shape);
    return new Grid(source, shape);
  }

  /** Writes a grid's cells at CELLS. */
  function put(grid) {
    io().set(internal.bytes(grid), CELLS);
    return grid;
  }

  /** Runs `sdk_solve(what)` on a copy of the grid; the answer as a new Grid. One line of 81
   * characters goes in as text, parsed and solved in one call. */
  function answer(source, what) {
    if (typeof source === 'string' && source.length === 81) {
      const bytes = io();
      for (let i = 0; i < 81; i++) {
        const c = source.charCodeAt(i);
        bytes[TEXT + i] = c > 0 && c < 128 ? c : 63;
      }
      check(wasm.sdk_solve_text(what));
      return internal.make(bytes.slice(CELLS, CELLS + 81), NINE);
    }
    const grid = put(toGrid(source));
    check(wasm.sdk_solve(what, grid.boxRows, grid.boxCols));
    return internal.make(io().slice(CELLS, CELLS + grid.size * grid.size), grid);
  }

  function solve(source, options) {
    if (options?.maxGuesses === undefined) return answer(source, 0);
    const grid = put(toGrid(source));
    const limit = BigInt(options.maxGuesses);
    if (limit < 0n || limit >= 2n ** 64n) throw new RangeError('maxGuesses is from 0 to 2**64 - 1');
    check(wasm.sdk_solve_bounded(BigInt.asUintN(64, limit), grid.boxRows, grid.boxCols));
    return internal.make(io().slice(CELLS, CELLS + grid.size * grid.size), grid);
  }

  function countSolutions(source, limit = 2) {
    if (!Number.isInteger(limit) || limit < 0) throw new RangeError('limit is an integer from 0');
    const grid = put(toGrid(source));
    check(wasm.sdk_count(Math.min(limit, 2 ** 32 - 1), grid.boxRows, grid.boxCols));
    return m.view().getUint32(OUT, true);
  }

  function validate(source) {
    const grid = put(toGrid(source));
    check(wasm.sdk_solve(3, grid.boxRows, grid.boxCols));
  }

  function solveMany(puzzles, options) {
    const what = options?.any ? 1 : 0;
    const items = Array.from(puzzles);
    const capacity = wasm.sdk_batch_capacity();
    const solutions = new Array(items.length).fill(null);
    const errors = new Map();
    const decoder = new TextDecoder();
    for (let start = 0; start < items.length; start += capacity) {
      const chunk = items.slice(start, start + capacity);
      // Every record as text first: making one from a Grid or boxed text uses the buffer.
      const records = chunk.map((item, k) => record(item, (e) => errors.set(start + k, e)));
      const bytes = io();
      records.forEach((text, k) => {
        for (let i = 0; i < 81; i++) {
          const c = text.charCodeAt(i);
          bytes[TEXT + 81 * k + i] = c < 128 ? c : 63;
        }
      });
      check(wasm.sdk_solve_batch(chunk.length, what));
      const out = io();
      for (let k = 0; k < chunk.length; k++) {
        const status = out[OUT + k];
        if (status === 0) {
          solutions[start + k] = decoder.decode(out.subarray(TEXT + 81 * k, TEXT + 81 * k + 81));
        } else if (!errors.has(start + k)) {
          errors.set(start + k, errorFor(status));
        }
      }
    }
    if (errors.size) throw new BatchError(new Map([...errors].sort((a, b) => a[0] - b[0])), solutions);
    return solutions;
  }

  /** One 81-character record of the batch: one-line text as it is, anything else through a
   * Grid; an item that is no 9 x 9 grid gets its error and a record the batch refuses. */
  function record(item, refuse) {
    if (typeof item === 'string' && item.length === 81) return item;
    try {
      const grid = toGrid(item);
      if (grid.size === 9) return grid.toString();
      refuse(errorFor(PARSE_ERROR, 'solveMany takes 9 x 9 grids'));
    } catch (e) {
      if (!(e instanceof Error && 'status' in e)) throw e;
      refuse(e);
    }
    return '?'.repeat(81);
  }

  return {
    parse,
    toGrid,
    put,
    check,
    solve,
    solveAny: (source) => answer(source, 1),
    solveUnique: (source) => answer(source, 2),
    countSolutions,
    validate,
    solveMany,
    version: () => m.text(wasm.sdk_version()),
  };
}

function checkedShape(shape) {
  const { boxRows, boxCols } = shape;
  const size = boxRows * boxCols;
  if (!Number.isInteger(boxRows) || !Number.isInteger(boxCols) || !SIZES.includes(size) || boxRows < 2 || boxCols < 2) {
    throw errorFor(13);
  }
  return { boxRows, boxCols };
}

/** The shape of text given without one: 9 x 9 when it has 81 cells; else the size whose
 * square is its count of symbols (or of numbers), with its default boxes. */
function inferShape(text) {
  const symbols = (text.match(/[0-9A-Pa-p.]/g) ?? []).length;
  if (symbols === 81) return { boxRows: 3, boxCols: 3 };
  for (const count of [symbols, text.split(/[\s,]+/).filter(Boolean).length]) {
    const n = Math.round(Math.sqrt(count));
    if (n * n === count && SIZES.includes(n)) return defaultShape(n);
  }
  return { boxRows: 3, boxCols: 3 };
}
