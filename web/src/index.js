// libsudoku: the whole toolkit, every size from 4 x 4 to 25 x 25. Importing this module loads the WebAssembly module it names
// (top-level await), so every function is ready to call once the import resolves.
import { solveApi } from './solve-api.js';
import { toolkitApi } from './toolkit-api.js';
import { bind, instantiate } from './wasm.js';

const { module, instance } = await instantiate(new URL('../wasm/sudoku.wasm', import.meta.url));
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
