// libsudoku, solve-only: parse, solve, count and validate 9 x 9 grids, from a module of about
// 13 KB gzipped (web/README.md). Importing this module loads it (top-level await).
import { solveApi } from './solve-api.js';
import { bind, instantiate } from './wasm.js';

const { module, instance } = await instantiate(new URL('../wasm/sudoku-solve.wasm', import.meta.url));
const solving = solveApi(bind(instance));

/** The compiled WebAssembly module, for a Web Worker to instantiate without fetching it. */
export const wasmModule = module;

export const { parse, solve, solveAny, solveUnique, countSolutions, validate, solveMany, version } = solving;
export { Grid } from './grid.js';
export {
  SudokuError, InvalidGrid, InvalidValue, Conflict, ParseError, InvalidSize, NoSolution,
  MultipleSolutions, LimitReached, WrongEntry, NotExplained, BadOptions, Unsupported, BatchError,
} from './errors.js';
