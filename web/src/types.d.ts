// The package's types, shared by its entries (index, classic, solve, load).

/** The boxes of a grid: N = boxRows * boxCols cells a side (4 to 25; 9 x 9 is 3 x 3). */
export interface Shape {
  boxRows: number;
  boxCols: number;
}

/** An immutable N x N grid: 0 for an empty cell, 1 to N for a digit. */
export declare class Grid {
  /**
   * From N rows of N numbers, or N * N numbers row by row, each an integer from 0 to N
   * (InvalidValue); the shape defaults to the squarest boxes for N (InvalidSize if none).
   * Repeated digits are allowed until `validate`. Text goes through `parse`.
   */
  constructor(cells: ArrayLike<number> | ArrayLike<ArrayLike<number>>, shape?: Shape);
  /** N: the digits, and the cells of a row, a column or a box. */
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** How many cells hold a digit. */
  readonly givens: number;
  /** True when every cell holds a digit. */
  readonly isComplete: boolean;
  /** The digit at (row, col), from 0; 0 when empty. */
  get(row: number, col: number): number;
  /** The cells row by row (a copy). */
  cells(): number[];
  /** N rows of N numbers (a copy). */
  rows(): number[][];
  /** One line of N * N symbols (1-9, then A-P), '.' for empty: what `parse` reads back. */
  toString(): string;
  /** The boxed layout, a line per row, a dashed line between bands: what `parse` reads back. */
  boxed(): string;
  equals(other: unknown): boolean;
  toJSON(): string;
}

/** What every function takes: a Grid, text (`parse`), N rows of N numbers or N * N numbers. */
export type GridLike = Grid | string | ArrayLike<number> | ArrayLike<ArrayLike<number>>;

/** Any failure the library reports: `status` is the C library's status number, `reason` (and
 * `message`) its sentence. */
export declare class SudokuError extends Error {
  readonly status: number;
  readonly reason: string;
}
/** The input is not a grid the library takes. */
export declare class InvalidGrid extends SudokuError {}
/** A cell holds a value other than 0 (empty) or 1 to N (status 3). */
export declare class InvalidValue extends InvalidGrid {}
/** A digit is given twice in a row, column or box (status 4). */
export declare class Conflict extends InvalidGrid {}
/** The text is not a grid's cells, or an array is not N rows of N (status 6). */
export declare class ParseError extends InvalidGrid {}
/** The boxes are not R x C with R, C >= 2 and R * C from 4 to 25 (status 13). */
export declare class InvalidSize extends InvalidGrid {}
/** The givens are legal but no grid completes them (status 1). */
export declare class NoSolution extends SudokuError {}
/** More than one grid completes the givens (status 2). */
export declare class MultipleSolutions extends SudokuError {}
/** The guesses, the generator's attempts or the explainer's budget ran out (status 7). */
export declare class LimitReached extends SudokuError {}
/** An entry or a crossed-out candidate contradicts the solution (status 10). */
export declare class WrongEntry extends SudokuError {}
/** No technique of the explainer finds the next step (status 11). */
export declare class NotExplained extends SudokuError {}
/** The generator's options are invalid or cannot be met (status 8). */
export declare class BadOptions extends SudokuError {}
/** This build cannot do what was asked (status 9). */
export declare class Unsupported extends SudokuError {}
/** Some puzzles of `solveMany` failed. */
export declare class BatchError extends SudokuError {
  /** Each failed puzzle's index and error, in order. */
  readonly errors: Map<number, SudokuError>;
  /** Every answer, null where the puzzle failed. */
  readonly solutions: (string | null)[];
}

export interface SolveOptions {
  /** Give up with LimitReached after this many guesses (sudoku_solve_bounded). */
  maxGuesses?: number | bigint;
}

/** Parses text: 81 cells of 1-9, 0 or '.' (white space and | - + skipped) for 9 x 9; for other
 * sizes symbols (1-9, A-P) or numbers. Without a shape, 81 cells are 9 x 9, and another count
 * that is N * N takes N's default boxes. */
export declare function parse(text: string, shape?: Shape): Grid;
/** The first solution in row-major order, digits ascending (the textbook's answer). */
export declare function solve(grid: GridLike, options?: SolveOptions): Grid;
/** Any one solution, as fast as the engine finds one. */
export declare function solveAny(grid: GridLike): Grid;
/** The solution when there is exactly one (else MultipleSolutions or NoSolution). */
export declare function solveUnique(grid: GridLike): Grid;
/** The number of solutions, counted no further than `limit` (default 2). */
export declare function countSolutions(grid: GridLike, limit?: number): number;
/** Checks the givens (values, then repeats): legal givens pass even without a solution. */
export declare function validate(grid: GridLike): void;
/** Solves 9 x 9 puzzles in as few calls of the module as fit its buffer: 81-digit answers in
 * order, or BatchError with every answer and each failure. `any`: any solution. */
export declare function solveMany(puzzles: Iterable<GridLike>, options?: { any?: boolean }): string[];
/** The library's version, such as "0.1.0". */
export declare function version(): string;
/** The compiled module, for a Web Worker to instantiate (`load` of libsudoku/load). */
export declare const wasmModule: WebAssembly.Module;

/** The generator's levels ('any': not rated). */
export type Level = 'any' | 'easy' | 'medium' | 'hard' | 'fiendish' | 'diabolical';
/** A puzzle's level (never 'any'). */
export type RatedLevel = Exclude<Level, 'any'>;
export type Symmetry =
  | 'none' | 'rotate-180' | 'rotate-90' | 'mirror-left-right' | 'mirror-top-bottom' | 'both-diagonals';
export type Technique =
  | 'full-house' | 'hidden-single-box' | 'hidden-single-line' | 'naked-single' | 'pointing'
  | 'claiming' | 'naked-pair' | 'x-wing' | 'hidden-pair' | 'naked-triple' | 'swordfish'
  | 'hidden-triple' | 'skyscraper' | 'two-string-kite' | 'xy-wing' | 'xyz-wing' | 'w-wing'
  | 'unique-rectangle-1' | 'unique-rectangle-2' | 'unique-rectangle-4' | 'naked-quad'
  | 'jellyfish' | 'hidden-quad' | 'bug-plus-one' | 'x-chain' | 'aic' | 'nishio-forcing-chain'
  | 'dynamic-contradiction-chain' | 'dynamic-cell-forcing-chain' | 'dynamic-region-forcing-chain'
  | 'dynamic-forcing-chain-plus' | 'nested-forcing-chain' | 'direct-pointing' | 'direct-claiming'
  | 'direct-hidden-pair' | 'direct-hidden-triple' | 'unique-rectangle-3' | 'unique-loop-1'
  | 'unique-loop-2' | 'unique-loop-3' | 'unique-loop-4' | 'bug-2' | 'bug-3' | 'bug-4'
  | 'aligned-pair-exclusion' | 'aligned-triplet-exclusion' | 'turbot-fish' | 'forcing-ychain'
  | 'bidirectional-xcycle' | 'bidirectional-ycycle' | 'bidirectional-cycle' | 'generalized-xwing'
  | 'cell-forcing-chain' | 'region-forcing-chain' | 'dynamic-double-forcing-chain'
  | 'dynamic-contradiction-chain-plus' | 'dynamic-double-forcing-chain-plus'
  | 'dynamic-cell-forcing-chain-plus' | 'dynamic-region-forcing-chain-plus'
  | 'nested-contradiction-chain-2' | 'nested-double-forcing-chain-2'
  | 'nested-cell-forcing-chain-2' | 'nested-region-forcing-chain-2'
  | 'nested-contradiction-chain-3' | 'nested-double-forcing-chain-3'
  | 'nested-cell-forcing-chain-3' | 'nested-region-forcing-chain-3'
  | 'nested-contradiction-chain-4' | 'nested-double-forcing-chain-4'
  | 'nested-cell-forcing-chain-4' | 'nested-region-forcing-chain-4'
  | 'nested-contradiction-chain-5' | 'nested-double-forcing-chain-5'
  | 'nested-cell-forcing-chain-5' | 'nested-region-forcing-chain-5';

/** A digit in a cell (rows and columns from 0). */
export interface Candidate {
  row: number;
  col: number;
  digit: number;
}
/** A cell (rows and columns from 0). */
export interface Cell {
  row: number;
  col: number;
}
/** A node of a chain: `on` when the chain places the digit there, else it removes it. */
export interface ChainNode extends Candidate {
  on: boolean;
  branch: number;
}

/** A player's grid beside the puzzle's givens: the player's digits and crossed-out candidates. */
export interface Player {
  entries?: GridLike | null;
  /** As {row, col, digit} (such as a Step's eliminations) or [row, col, digit]. */
  crossedOut?: Iterable<Candidate | readonly [number, number, number]>;
}

/** One step of the explainer, not yet taken. */
export interface Step {
  technique: Technique;
  /** The library's name, such as "Hidden Single". */
  name: string;
  /** On Sudoku Explainer's scale (1.0 to about 11). */
  rating: number;
  /** "Hidden Single: in box 3, 5 fits only in r3c7". */
  sentence: string;
  placement: Candidate | null;
  eliminations: Candidate[];
  /** The candidates that form the pattern. */
  reasons: Candidate[];
  digits: number[];
  /** 0-8 rows, 9-17 columns, 18-26 boxes. */
  houses: number[];
  /** The first nodes of the chain (at most 64); chainLength counts all. */
  chain: ChainNode[];
  chainLength: number;
  usesUniqueness: boolean;
  /** The cells to highlight, row-major: the placement, the pattern's and the chain's. */
  cells: Cell[];
}

/** How hard a puzzle is, on Sudoku Explainer's scale. */
export interface Rating {
  /** ER: the hardest step of the path that always takes the easiest one. */
  er: number;
  /** EP: the hardest step up to the first placement. */
  ep: number;
  /** ED: the first step's rating. */
  ed: number;
  level: RatedLevel;
  hardest: Technique;
  steps: number;
  /** Steps per technique, only those used. */
  counts: Partial<Record<Technique, number>>;
  usesUniqueness: boolean;
  usesForcingChains: boolean;
  /** What QQWing would call it. */
  qqwingLevel: 'simple' | 'easy' | 'intermediate' | 'expert';
}

/** A cell with a mistake: a wrong entry, the solution's digit crossed out, or both. */
export interface Mistake extends Cell {
  entry: boolean;
  crossedOut: boolean;
}

export interface GenerateOptions extends Partial<Shape> {
  level?: Level | number;
  symmetry?: Symmetry | number;
  minimal?: boolean;
  minClues?: number;
  maxClues?: number;
  /** Solution grids tried before LimitReached (default 1000). */
  maxAttempts?: number;
}

/** Each cell's pencil marks, 9 rows of 9 lists of digits; empty for a filled cell. */
export declare function candidates(grid: GridLike, player?: Player): number[][][];
/** The easiest next step, or null when the grid is complete. */
export declare function hint(grid: GridLike, player?: Player): Step | null;
/** The steps from the player's grid to the solution, each `hint`'s once the ones before are taken. */
export declare function path(grid: GridLike, player?: Player): Generator<Step, void, undefined>;
/** The puzzle's rating: ER, EP, ED, level, hardest technique. */
export declare function rate(grid: GridLike): Rating;
/** The cells where the player's entries or crossed-out candidates contradict the solution. */
export declare function mistakes(grid: GridLike, player?: Player): Mistake[];
/** The puzzle of `seed` (a safe integer or a bigint below 2**64): one solution, the options met. */
export declare function generate(seed: number | bigint, options?: GenerateOptions): Grid;
/** The complete grid of `seed`: the solution of `generate`'s first attempt. */
export declare function generateSolution(seed: number | bigint, shape?: Shape): Grid;
/** The grid shuffled by the transformation of `seed` (as many givens and solutions). */
export declare function transform(seed: number | bigint, grid: GridLike): Grid;
/** The library's name of a technique ("Hidden Single"). */
export declare function techniqueName(technique: Technique | number): string;

export declare const LEVELS: readonly Level[];
export declare const SYMMETRIES: readonly Symmetry[];
/** Index t is technique number t (index 0: 'none'). */
export declare const TECHNIQUES: readonly ('none' | Technique)[];
/** The sizes the library takes. */
export declare const SIZES: readonly number[];
/** The symbols of the digits in text: 1-9, then A-P. */
export declare const SYMBOLS: string;
/** The boxes a size gets when none are given (6: 2 x 3, 12: 3 x 4). */
export declare function defaultShape(size: number): Shape;
