// Makes puzzles off the page's thread: generating a fiendish 9 x 9 or a 16 x 16 can take a
// second or more. 9 x 9 uses the compiled classic module the page sends; the other sizes load
// the whole module the first time one is asked for.
import { load } from './lib/load.js';

let classic = null;
let full = null;
let fullUrl = '';

self.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    classic = load(data.module);
    fullUrl = data.full;
    return;
  }
  const { id, seed, level, boxRows, boxCols } = data;
  try {
    const nine = boxRows === 3 && boxCols === 3;
    const api = nine ? await classic : await (full ??= load(fullUrl));
    const puzzle = api.generate(seed, { level, boxRows, boxCols });
    const solution = api.solveUnique(puzzle);
    const rating = nine ? api.rate(puzzle) : null;
    self.postMessage({ id, puzzle: puzzle.cells(), solution: solution.cells(), rating });
  } catch (e) {
    self.postMessage({ id, error: e.message ?? String(e) });
  }
};
