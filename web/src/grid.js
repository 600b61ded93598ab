// Grid: an immutable N x N grid of cells 0 (empty) to N, with boxes of boxRows x boxCols.
import { errorFor } from './errors.js';

/** The sizes the library takes (N = R * C with R, C >= 2, from 4 to 25). */
export const SIZES = Object.freeze([4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25]);
/** The symbol of each digit in text: 1-9, then A (10) to P (25). */
export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

const TEXT_OF = ['.', ...SYMBOLS];
const INVALID_VALUE = 3;
const PARSE_ERROR = 6;
const INVALID_SIZE = 13;

/** The boxes a size gets when none are given: the squarest R x C with R <= C (6: 2 x 3,
 * 12: 3 x 4, 16: 4 x 4). Throws InvalidSize for a size the library does not take. */
export function defaultShape(size) {
  if (!SIZES.includes(size)) throw errorFor(INVALID_SIZE);
  let rows = Math.floor(Math.sqrt(size));
  while (size % rows !== 0) rows--;
  return { boxRows: rows, boxCols: size / rows };
}

/** The shape of `options` ({boxRows, boxCols}) for a grid of `size` cells a side, checked. */
export function shapeFor(size, options) {
  const shape = options && options.boxRows !== undefined ? options : defaultShape(size);
  const { boxRows, boxCols } = shape;
  const ok = Number.isInteger(boxRows) && Number.isInteger(boxCols) && boxRows >= 2 &&
    boxCols >= 2 && SIZES.includes(boxRows * boxCols) && boxRows * boxCols === size;
  if (!ok) throw errorFor(INVALID_SIZE);
  return { boxRows, boxCols };
}

const BYTES = Symbol('bytes');
/** @internal A Grid from bytes already checked, and a Grid's bytes (never handed out). */
export const internal = {
  make(bytes, shape) {
    const grid = Object.create(Grid.prototype);
    grid[BYTES] = bytes;
    grid.size = shape.boxRows * shape.boxCols;
    grid.boxRows = shape.boxRows;
    grid.boxCols = shape.boxCols;
    return Object.freeze(grid);
  },
  bytes: (grid) => grid[BYTES],
};

/** An immutable N x N grid: 0 for an empty cell, 1 to N for a digit. */
export class Grid {
  /**
   * From N rows of N numbers, or N * N numbers row by row (N = 9 unless the shape says):
   * every value an integer from 0 to N (InvalidValue), the shape one the library takes
   * (InvalidSize), N x N cells (ParseError). Repeated digits are allowed, so that a grid being
   * typed can hold them: `validate` checks them. Text goes through `parse`.
   */
  constructor(cells, shape) {
    const flat = flatten(cells);
    const size = Math.round(Math.sqrt(flat.length));
    if (size * size !== flat.length) throw errorFor(PARSE_ERROR, 'a grid is N rows of N cells');
    const checked = shapeFor(size, shape);
    const bytes = new Uint8Array(flat.length);
    for (let i = 0; i < flat.length; i++) {
      const v = flat[i];
      if (!Number.isInteger(v) || v < 0 || v > size) throw errorFor(INVALID_VALUE);
      bytes[i] = v;
    }
    return internal.make(bytes, checked);
  }

  /** The digit at (row, col), from 0; 0 when empty. */
  get(row, col) {
    if (!(row >= 0 && row < this.size && col >= 0 && col < this.size)) {
      throw new RangeError(`no cell (${row}, ${col}) in a ${this.size} x ${this.size} grid`);
    }
    return this[BYTES][row * this.size + col];
  }

  /** The cells row by row, N * N numbers (a copy). */
  cells() {
    return Array.from(this[BYTES]);
  }

  /** N rows of N numbers (a copy). */
  rows() {
    const n = this.size;
    return Array.from({ length: n }, (_, r) => Array.from(this[BYTES].subarray(r * n, r * n + n)));
  }

  /** How many cells hold a digit. */
  get givens() {
    return this[BYTES].reduce((n, d) => n + (d !== 0), 0);
  }

  /** True when every cell holds a digit. */
  get isComplete() {
    return this[BYTES].every((d) => d !== 0);
  }

  /** One line of N * N symbols, '.' for empty: what `parse` reads back. */
  toString() {
    const bytes = this[BYTES];
    let s = '';
    for (let i = 0; i < bytes.length; i++) s += TEXT_OF[bytes[i]];
    return s;
  }

  /** The boxed layout: N lines such as "3 1 6  | 5 7 8  | 4 9 2", a dashed line between bands,
   * each ending in a newline (what `parse` reads back). */
  boxed() {
    const n = this.size;
    const text = this.toString();
    const lines = [];
    for (let r = 0; r < n; r++) {
      const boxes = [];
      for (let c = 0; c < n; c += this.boxCols) {
        boxes.push(text.slice(r * n + c, r * n + c + this.boxCols).split('').join(' '));
      }
      const line = boxes.join('  | ');
      if (r > 0 && r % this.boxRows === 0) lines.push(line.replace(/[^|]/g, '-').replace(/\|/g, '+'));
      lines.push(line);
    }
    return lines.join('\n') + '\n';
  }

  /** True when `other` is a Grid of the same shape and cells. */
  equals(other) {
    if (!(other instanceof Grid) || other.boxRows !== this.boxRows || other.boxCols !== this.boxCols) return false;
    const a = this[BYTES];
    const b = other[BYTES];
    return a.every((d, i) => d === b[i]);
  }

  toJSON() {
    return this.toString();
  }
}

/** The numbers of an array of rows or a flat array-like, flat. */
function flatten(cells) {
  if (cells == null || typeof cells === 'string' || typeof cells.length !== 'number') {
    throw errorFor(PARSE_ERROR, 'a grid is N rows of N numbers, or N * N numbers');
  }
  if (cells.length > 0 && cells[0] != null && typeof cells[0] === 'object') {
    const n = cells.length;
    const out = [];
    for (const row of Array.from(cells)) {
      if (row == null || typeof row.length !== 'number' || row.length !== n) {
        throw errorFor(PARSE_ERROR, 'a grid is N rows of N cells');
      }
      for (const v of Array.from(row)) out.push(v);
    }
    return out;
  }
  return Array.from(cells);
}
