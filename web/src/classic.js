// libsudoku, classic: the whole toolkit for 9 x 9 grids only (other sizes throw Unsupported),
// from a module a third the size of the whole one (web/README.md). Importing this module
// loads it (top-level await), so every function is ready once the import resolves.
import { solveApi } from './solve-api.js';
import { toolkitApi } from './toolkit-api.js';
import { bind, instantiate } from './wasm.js';

const { module, instance } = await instantiate(new URL('../wasm/sudoku-classic.wasm', import.meta.url));
const bound = bind(instance);
const solving = solveApi(bound);
const toolkit = toolkitApi(bound, solving);

/** The compiled WebAssembly module, for a Web Worker to instantiate without fetching it. */
export const wasmModule = module;
export const { parse, solve, solveAny, solveUnique, countSolutions, validate, solveMany, version } = solving;
export const {
  candidates, hint, path, rate, mistakes, generate, generateSolution, transform, techniqueName,
} = toolkit;
export { LEVELS, SYMMETRIES, TECHNIQUES } from './toolkit-api.js';
export { Grid, SIZES, SYMBOLS, defaultShape } from './grid.js';
export {
  SudokuError, InvalidGrid, InvalidValue, Conflict, ParseError, InvalidSize, NoSolution,
  MultipleSolutions, LimitReached, WrongEntry, NotExplained, BadOptions, Unsupported, BatchError,
} from './errors.js';
