// libsudoku/solve: parse, solve, count and validate 9 x 9 grids.
export {
  Shape, Grid, GridLike, SolveOptions, parse, solve, solveAny, solveUnique, countSolutions,
  validate, solveMany, version, wasmModule, SudokuError, InvalidGrid, InvalidValue, Conflict,
  ParseError, InvalidSize, NoSolution, MultipleSolutions, LimitReached, WrongEntry,
  NotExplained, BadOptions, Unsupported, BatchError,
} from './types.js';
