// libsudoku without top-level await: `await load(source)` gives the API of any of the
// package's modules (wasm/sudoku.wasm, sudoku-classic.wasm, sudoku-solve.wasm), from a URL,
// bytes, a Response or a compiled WebAssembly.Module (what a page hands its Web Worker).
import { solveApi } from './solve-api.js';
import { toolkitApi } from './toolkit-api.js';
import { bind, instantiate } from './wasm.js';

/** The API of the module at `source`: the functions of `libsudoku` (those of `libsudoku/solve`
 * for the solve-only module) and `wasmModule`. */
export async function load(source) {
  const { module, instance } = await instantiate(source);
  const bound = bind(instance);
  const solving = solveApi(bound);
  const { parse, solve, solveAny, solveUnique, countSolutions, validate, solveMany, version } = solving;
  const api = { wasmModule: module, parse, solve, solveAny, solveUnique, countSolutions, validate, solveMany, version };
  if (instance.exports.sdk_toolkit() === 1) Object.assign(api, toolkitApi(bound, solving));
  return Object.freeze(api);
}

export { LEVELS, SYMMETRIES, TECHNIQUES } from './toolkit-api.js';
export { Grid, SIZES, SYMBOLS, defaultShape } from './grid.js';
export {
  SudokuError, InvalidGrid, InvalidValue, Conflict, ParseError, InvalidSize, NoSolution,
  MultipleSolutions, LimitReached, WrongEntry, NotExplained, BadOptions, Unsupported, BatchError,
} from './errors.js';
