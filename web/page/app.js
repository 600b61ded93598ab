// The page: a game's state, the player's actions (keyboard, mouse, touch), and the library.
// 9 x 9 hints, checks and ratings come from libsudoku's classic module on this thread; new
// puzzles are made in a Web Worker (worker.js), which gets the compiled module from here and
// loads the whole one only for the other sizes.
import * as sudoku from './lib/classic.js';
import { SYMBOLS, buildBoard, formatTime, houseCells, peersOf, render, say } from './view.js';

const $ = (id) => document.getElementById(id);
const state = {
  game: null,
  peers: [],
  selected: 0,
  noting: false,
  undo: [],
  redo: [],
  marks: { hinted: new Set(), house: new Set(), wrong: new Set() },
  clock: { started: 0, elapsed: 0, running: false },
  solved: false,
};

// ---- The worker that makes puzzles -------------------------------------------------------
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.postMessage({ type: 'init', module: sudoku.wasmModule, full: new URL('./wasm/sudoku.wasm', import.meta.url).href });
const pending = new Map();
let requests = 0;
worker.onmessage = ({ data }) => {
  pending.get(data.id)?.(data);
  pending.delete(data.id);
};
const make = (request) => new Promise((resolve) => {
  const id = ++requests;
  pending.set(id, resolve);
  worker.postMessage({ type: 'generate', id, ...request });
});

// ---- Games -------------------------------------------------------------------------------
/** The first puzzle is made here, with the module already loaded: no wait for the worker. */
function makeHere({ seed, level }) {
  const puzzle = sudoku.generate(seed, { level });
  return { puzzle: puzzle.cells(), solution: sudoku.solveUnique(puzzle).cells(), rating: sudoku.rate(puzzle) };
}

async function newGame(here = false) {
  const [boxRows, boxCols] = $('size').value.split('x').map(Number);
  const level = boxRows === 3 && boxCols === 3 ? $('level').value : 'any';
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  $('new').disabled = true;
  $('board').setAttribute('aria-busy', 'true');
  say(`Making ${level === 'any' ? 'a' : `a${/^[aeiou]/.test(level) ? 'n' : ''} ${level}`} ${boxRows * boxCols} × ${boxRows * boxCols} puzzle…`);
  const made = here && boxRows === 3 && boxCols === 3 ? makeHere({ seed, level }) : await make({ seed, level, boxRows, boxCols });
  $('new').disabled = false;
  $('board').setAttribute('aria-busy', 'false');
  if (made.error) {
    say(`No puzzle this time: ${made.error}. Try again.`, 'error');
    return;
  }
  start({ boxRows, boxCols, givens: made.puzzle, solution: made.solution, rating: made.rating, level, seed });
  say(`New ${level === 'any' ? '' : `${level} `}puzzle: ${made.puzzle.filter(Boolean).length} givens. Good luck!`);
}

/** Starts playing a puzzle: its givens and solution as arrays of N * N digits. */
function start({ boxRows, boxCols, givens, solution, rating, level }) {
  const n = boxRows * boxCols;
  state.game = {
    n, boxRows, boxCols, level, rating,
    givens: Uint8Array.from(givens),
    solution: Uint8Array.from(solution),
    entries: new Uint8Array(n * n),
    notes: new Uint32Array(n * n),
  };
  state.peers = peersOf(state.game);
  state.selected = state.game.givens.findIndex((d) => d === 0);
  state.undo = [];
  state.redo = [];
  state.solved = false;
  clearMarks();
  buildBoard(state.game, pick);
  $('board').classList.remove('solved');
  $('level').disabled = n !== 9;
  $('badge').textContent = rating
    ? `${cap(rating.level)} · SE ${rating.er.toFixed(1)}`
    : `${n} × ${n}${level !== 'any' ? ` · ${cap(level)}` : ''}`;
  $('badge').title = rating ? `Hardest step: ${sudoku.techniqueName(rating.hardest)} (ER ${rating.er}, EP ${rating.ep}, ED ${rating.ed})` : '';
  resetClock();
  draw();
  focusCell();
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const value = (i) => state.game.givens[i] || state.game.entries[i];
const givenText = () => Array.from(state.game.givens, (d) => (d ? SYMBOLS[d - 1] : '.')).join('');

function draw() {
  render(state);
}

function clearMarks() {
  state.marks = { hinted: new Set(), house: new Set(), wrong: new Set() };
}

function focusCell() {
  document.querySelector(`#board .cell[data-index="${state.selected}"]`)?.focus({ preventScroll: true });
}

function pick(i) {
  state.selected = i;
  draw();
  focusCell();
}

// ---- Changes, with undo and redo ---------------------------------------------------------
function snapshot() {
  return { entries: state.game.entries.slice(), notes: state.game.notes.slice() };
}

function change(apply) {
  if (!state.game || state.solved) return;
  const before = snapshot();
  if (apply() === false) return;
  state.undo.push(before);
  state.redo = [];
  clearMarks();
  draw();
  checkSolved();
}

function restore(from, to) {
  if (!from.length) return;
  to.push(snapshot());
  const s = from.pop();
  state.game.entries = s.entries;
  state.game.notes = s.notes;
  clearMarks();
  draw();
}

function write(digit) {
  const i = state.selected;
  const g = state.game;
  if (!g || g.givens[i]) {
    if (g) say('That cell is a given.');
    return;
  }
  if (state.noting) {
    if (g.entries[i]) return;
    change(() => {
      g.notes[i] ^= 1 << (digit - 1);
    });
    return;
  }
  change(() => {
    g.entries[i] = g.entries[i] === digit ? 0 : digit;
    g.notes[i] = 0;
    // The digit leaves the notes of the cells that now see it.
    if (g.entries[i]) for (const j of state.peers[i]) g.notes[j] &= ~(1 << (digit - 1));
  });
}

function erase() {
  const i = state.selected;
  const g = state.game;
  if (!g || g.givens[i] || (!g.entries[i] && !g.notes[i])) return;
  change(() => {
    g.entries[i] = 0;
    g.notes[i] = 0;
  });
}

function checkSolved() {
  const g = state.game;
  if (!g.solution.every((d, i) => value(i) === d)) return;
  state.solved = true;
  stopClock();
  $('board').classList.add('solved');
  say(`Solved in ${formatTime(state.clock.elapsed)}. Well played!`);
}

// ---- Hints and checks --------------------------------------------------------------------
function hint() {
  const g = state.game;
  if (!g || state.solved) return;
  clearMarks();
  if (g.n !== 9) return hintFromSolution();
  let step;
  try {
    step = sudoku.hint(givenText(), { entries: Array.from(g.entries) });
  } catch (e) {
    if (e instanceof sudoku.WrongEntry) {
      markMistakes();
      say(`Some of your digits are not the solution's: they are marked. Fix them, and ask again.`, 'error');
    } else {
      say(e.message, 'error');
    }
    draw();
    return;
  }
  if (!step) return;
  for (const c of step.cells) state.marks.hinted.add(c.row * 9 + c.col);
  for (const h of step.houses) for (const i of houseCells(g, h)) state.marks.house.add(i);
  if (step.placement) state.selected = step.placement.row * 9 + step.placement.col;
  say(`${step.sentence} (SE ${step.rating.toFixed(1)})`);
  draw();
  focusCell();
}

/** Other sizes have no explainer: a cell with one digit left, or else the selected cell's
 * answer. */
function hintFromSolution() {
  const g = state.game;
  let target = -1;
  let only = 0;
  for (let i = 0; i < g.n * g.n && target < 0; i++) {
    if (value(i)) continue;
    let mask = (1 << g.n) - 1;
    for (const j of state.peers[i]) if (value(j)) mask &= ~(1 << (value(j) - 1));
    if (mask && (mask & (mask - 1)) === 0) {
      target = i;
      only = Math.log2(mask) + 1;
    }
  }
  const rc = (i) => `r${Math.floor(i / g.n) + 1}c${(i % g.n) + 1}`;
  if (target >= 0) {
    say(`Naked Single: ${SYMBOLS[only - 1]} is the only digit left for ${rc(target)}.`);
  } else {
    target = value(state.selected) ? g.entries.findIndex((d, i) => !value(i)) : state.selected;
    if (target < 0) return;
    say(`No single here: ${rc(target)} is ${SYMBOLS[g.solution[target] - 1]} in the solution.`);
  }
  state.marks.hinted.add(target);
  state.selected = target;
  draw();
  focusCell();
}

function markMistakes() {
  const g = state.game;
  if (g.n === 9) {
    for (const m of sudoku.mistakes(givenText(), { entries: Array.from(g.entries) })) state.marks.wrong.add(m.row * 9 + m.col);
  } else {
    g.entries.forEach((d, i) => d && d !== g.solution[i] && state.marks.wrong.add(i));
  }
  return state.marks.wrong.size;
}

function check() {
  if (!state.game) return;
  clearMarks();
  const wrong = markMistakes();
  const left = state.game.givens.reduce((n, d, i) => n + (!d && !state.game.entries[i]), 0);
  say(wrong ? `${wrong} digit${wrong > 1 ? 's are' : ' is'} wrong: marked in red.`
    : `No mistakes so far. ${left} cell${left === 1 ? '' : 's'} to go.`, wrong ? 'error' : '');
  draw();
}

function autoNotes() {
  const g = state.game;
  if (!g) return;
  change(() => {
    for (let i = 0; i < g.n * g.n; i++) {
      if (value(i)) continue;
      let mask = (1 << g.n) - 1;
      for (const j of state.peers[i]) if (value(j)) mask &= ~(1 << (value(j) - 1));
      g.notes[i] = mask;
    }
  });
  say('Pencil marks filled in: every digit its row, column and box allow.');
}

// ---- The clock ---------------------------------------------------------------------------
let ticker = 0;
function resetClock() {
  state.clock = { started: performance.now(), elapsed: 0, running: true };
  $('cover').hidden = true;
  clearInterval(ticker);
  ticker = setInterval(tick, 500);
  tick();
}
function tick() {
  const c = state.clock;
  if (c.running) c.elapsed = performance.now() - c.started;
  $('timer').textContent = formatTime(c.elapsed);
}
function stopClock() {
  tick();
  state.clock.running = false;
  clearInterval(ticker);
}
function pause(on) {
  if (state.solved || !state.game) return;
  const c = state.clock;
  if (on && c.running) {
    stopClock();
    $('cover').hidden = false;
    $('pause').setAttribute('aria-label', 'Resume the timer');
    $('resume').focus();
  } else if (!on && !c.running) {
    c.started = performance.now() - c.elapsed;
    c.running = true;
    ticker = setInterval(tick, 500);
    $('cover').hidden = true;
    $('pause').setAttribute('aria-label', 'Pause the timer');
    focusCell();
  }
}

// ---- Input -------------------------------------------------------------------------------
function move(dr, dc) {
  const n = state.game.n;
  const r = (Math.floor(state.selected / n) + dr + n) % n;
  const c = ((state.selected % n) + dc + n) % n;
  pick(r * n + c);
}

function digitOfKey(e) {
  const n = state.game.n;
  const fromCode = /^(Digit|Numpad)([1-9])$/.exec(e.code);
  const key = e.shiftKey && fromCode ? fromCode[2] : e.key.toUpperCase();
  const d = SYMBOLS.indexOf(key) + 1;
  return d >= 1 && d <= n && key.length === 1 ? d : 0;
}

document.addEventListener('keydown', (e) => {
  if (!state.game || e.target.closest('select, summary, .more-body, form button')) return;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key;
  if (ctrl && (key === 'z' || key === 'Z')) {
    e.preventDefault();
    return e.shiftKey ? restore(state.redo, state.undo) : restore(state.undo, state.redo);
  }
  if (ctrl && (key === 'y' || key === 'Y')) {
    e.preventDefault();
    return restore(state.redo, state.undo);
  }
  if (ctrl || e.altKey) return;
  if (!$('cover').hidden && key !== 'p' && key !== 'P') return;
  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (arrows[key]) {
    e.preventDefault();
    return move(...arrows[key]);
  }
  const d = digitOfKey(e);
  if (d) {
    e.preventDefault();
    const was = state.noting;
    if (e.shiftKey) state.noting = true;
    write(d);
    state.noting = was;
    return;
  }
  switch (key) {
    case 'Backspace': case 'Delete': case '0': case '.': case ' ':
      e.preventDefault();
      return erase();
    case 'n': case 'N':
      return toggleNotes();
    case 'h': case 'H':
      return hint();
    case 'c': case 'C': // C is a digit (12) from 12 x 12 on: the digit wins
      return check();
    case 'p': case 'P':
      return pause(state.clock.running);
    default:
  }
});

function toggleNotes() {
  state.noting = !state.noting;
  say(state.noting ? 'Notes on: digits go in as pencil marks.' : 'Notes off: digits go in as answers.');
  draw();
}

$('pad').addEventListener('click', (e) => {
  const b = e.target.closest('button[data-digit]');
  if (!b) return;
  write(Number(b.dataset.digit));
  focusCell();
});
$('undo').onclick = () => restore(state.undo, state.redo);
$('redo').onclick = () => restore(state.redo, state.undo);
$('erase').onclick = () => { erase(); focusCell(); };
$('notes').onclick = () => { toggleNotes(); focusCell(); };
$('hint').onclick = hint;
$('check').onclick = check;
$('autonotes').onclick = autoNotes;
$('pause').onclick = () => pause(state.clock.running);
$('resume').onclick = () => pause(false);
$('restart').onclick = () => change(() => {
  state.game.entries.fill(0);
  state.game.notes.fill(0);
});
$('solve').onclick = () => {
  if (!state.game || state.solved) return;
  change(() => state.game.solution.forEach((d, i) => { if (!state.game.givens[i]) state.game.entries[i] = d; }));
};
$('new-game').addEventListener('submit', (e) => {
  e.preventDefault();
  newGame();
});
$('size').addEventListener('change', () => {
  $('level').disabled = $('size').value !== '3x3';
});
document.addEventListener('visibilitychange', () => document.hidden && pause(true));

// A pasted 9 x 9 puzzle (one line or the boxed layout) becomes the game, if it has one solution.
document.addEventListener('paste', (e) => {
  const text = e.clipboardData?.getData('text') ?? '';
  try {
    const puzzle = sudoku.parse(text);
    const solution = sudoku.solveUnique(puzzle);
    start({ boxRows: 3, boxCols: 3, givens: puzzle.cells(), solution: solution.cells(), rating: sudoku.rate(puzzle), level: 'any' });
    say(`Pasted puzzle: ${puzzle.givens} givens.`);
  } catch (err) {
    say(`That text is not a puzzle to play: ${err.message}.`, 'error');
  }
});

await newGame(true);
document.body.dataset.ready = 'true';
window.__ready = performance.now();
