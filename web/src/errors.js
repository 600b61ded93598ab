// The errors: every status of the library is a subclass of SudokuError carrying the status
// number (`status`) and the library's sentence (`reason`, also the message), as the Python
// package's `sudoku.Error`.

/** Any failure the library reports. */
export class SudokuError extends Error {
  constructor(status, reason) {
    super(reason);
    this.name = new.target.name;
    /** The C library's status number. */
    this.status = status;
    /** The library's sentence for it. */
    this.reason = reason;
  }
}
/** The input is not a grid the library takes: see the subclasses. */
export class InvalidGrid extends SudokuError {}
/** A cell holds a value other than 0 (empty) or 1 to N. */
export class InvalidValue extends InvalidGrid {}
/** A digit is given twice in a row, column or box. */
export class Conflict extends InvalidGrid {}
/** The text is not a grid's cells (or an array is not N rows of N). */
export class ParseError extends InvalidGrid {}
/** The boxes are not R x C with R, C >= 2 and R*C from 4 to 25. */
export class InvalidSize extends InvalidGrid {}
/** The givens are legal but no grid completes them. */
export class NoSolution extends SudokuError {}
/** More than one grid completes the givens (solveUnique, hint, rate). */
export class MultipleSolutions extends SudokuError {}
/** The work limit was reached: guesses, the generator's attempts, the explainer's budget. */
export class LimitReached extends SudokuError {}
/** An entry or a crossed-out candidate contradicts the solution (hint; mistakes says which). */
export class WrongEntry extends SudokuError {}
/** No technique of the explainer finds the next step. */
export class NotExplained extends SudokuError {}
/** The generator's options are invalid or cannot be met. */
export class BadOptions extends SudokuError {}
/** This build cannot do what was asked (a level for another size; sizes in the solve-only build). */
export class Unsupported extends SudokuError {}

/** Some puzzles of solveMany failed: `errors` maps each failed index to its error,
 * `solutions` holds every answer, null where the puzzle failed. */
export class BatchError extends SudokuError {
  constructor(errors, solutions) {
    const [first, error] = errors.entries().next().value;
    super(error.status, `${errors.size} of ${solutions.length} puzzles failed; #${first}: ${error.reason}`);
    this.errors = errors;
    this.solutions = solutions;
  }
}

const CLASSES = new Map([
  [1, NoSolution], [2, MultipleSolutions], [3, InvalidValue], [4, Conflict], [6, ParseError],
  [7, LimitReached], [8, BadOptions], [9, Unsupported], [10, WrongEntry], [11, NotExplained],
  [13, InvalidSize],
]);

// The library's sentences, read from the first module loaded (every build has the same).
const sentences = new Map();

/** @internal Records the library's sentence of each status. */
export function learnSentences(sentenceOf) {
  if (sentences.size) return;
  for (let status = 0; status <= 13; status++) sentences.set(status, sentenceOf(status));
}

/** @internal The error for a failing status, with the library's sentence (or `reason`). */
export function errorFor(status, reason) {
  const Class = CLASSES.get(status) ?? SudokuError;
  return new Class(status, reason ?? sentences.get(status) ?? 'unknown status');
}
