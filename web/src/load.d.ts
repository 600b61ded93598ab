// libsudoku/load: the API of a module loaded by hand (no top-level await), e.g. in a Worker.
import type * as full from './types.js';

type Solving = Pick<typeof full, 'parse' | 'solve' | 'solveAny' | 'solveUnique' |
  'countSolutions' | 'validate' | 'solveMany' | 'version' | 'wasmModule'>;
type Toolkit = Pick<typeof full, 'candidates' | 'hint' | 'path' | 'rate' | 'mistakes' |
  'generate' | 'generateSolution' | 'transform' | 'techniqueName'>;

/** The API of one of the package's modules; the toolkit's functions are there unless it is the
 * solve-only module. */
export type Api = Solving & Partial<Toolkit>;
/** The API of the module at `source` (a URL, bytes, a Response or a compiled module). */
export declare function load(
  source: string | URL | ArrayBuffer | ArrayBufferView | Response | Promise<Response> | WebAssembly.Module,
): Promise<Api>;
export {
  Shape, Grid, GridLike, Level, Symmetry, Technique, Step, Rating, Mistake, Player, Candidate,
  Cell, ChainNode, GenerateOptions, SolveOptions, LEVELS, SYMMETRIES, TECHNIQUES, SIZES,
  SYMBOLS, defaultShape, SudokuError, InvalidGrid, InvalidValue, Conflict, ParseError,
  InvalidSize, NoSolution, MultipleSolutions, LimitReached, WrongEntry, NotExplained,
  BadOptions, Unsupported, BatchError,
} from './types.js';
