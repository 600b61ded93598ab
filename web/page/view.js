// The page's drawing: the board (an ARIA grid of rows of cells), the digit pad, the badge and
// the message line. It reads the game's state and writes the DOM; app.js owns the state.

export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const $ = (id) => document.getElementById(id);

/** Builds the N x N cells of an empty board; `onPick(index)` on a click or a tap. */
export function buildBoard(game, onPick) {
  const board = $('board');
  const { n, boxRows, boxCols } = game;
  board.replaceChildren();
  board.style.setProperty('--n', n);
  board.setAttribute('aria-rowcount', n);
  board.setAttribute('aria-colcount', n);
  board.setAttribute('aria-label', `Sudoku grid, ${n} by ${n}`);
  for (let r = 0; r < n; r++) {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', r + 1);
    for (let c = 0; c < n; c++) {
      const cell = document.createElement('div');
      const i = r * n + c;
      cell.className = 'cell';
      cell.dataset.index = i;
      cell.style.setProperty('--i', i);
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-colindex', c + 1);
      cell.tabIndex = -1;
      if ((c + 1) % boxCols === 0 && c + 1 < n) cell.classList.add('box-right');
      if ((r + 1) % boxRows === 0 && r + 1 < n) cell.classList.add('box-bottom');
      if (c + 1 === n) cell.classList.add('last-col');
      if (r + 1 === n) cell.classList.add('last-row');
      cell.addEventListener('pointerdown', (e) => {
        e.preventDefault();
        onPick(i);
      });
      row.append(cell);
    }
    board.append(row);
  }
  const pad = $('pad');
  pad.replaceChildren();
  const wide = { 4: 4, 6: 3, 9: 3, 12: 4, 16: 4 }[n] ?? 5;
  pad.style.setProperty('--cols', n <= 9 ? n : Math.ceil(n / 2));
  pad.style.setProperty('--cols-wide', wide);
  for (let d = 1; d <= n; d++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.digit = d;
    b.innerHTML = `${SYMBOLS[d - 1]}<small></small>`;
    pad.append(b);
  }
}

/** The cells of a row, a column and a box, for each cell. */
export function peersOf(game) {
  const { n, boxRows, boxCols } = game;
  const box = (i) => Math.floor(Math.floor(i / n) / boxRows) * boxRows + Math.floor((i % n) / boxCols);
  return Array.from({ length: n * n }, (_, i) => {
    const out = [];
    for (let j = 0; j < n * n; j++) {
      if (j !== i && (Math.floor(j / n) === Math.floor(i / n) || j % n === i % n || box(j) === box(i))) out.push(j);
    }
    return out;
  });
}

/** The cells of house h (0 to N-1 rows, then columns, then boxes), as the explainer numbers them. */
export function houseCells(game, h) {
  const { n, boxRows, boxCols } = game;
  const out = [];
  for (let k = 0; k < n; k++) {
    if (h < n) out.push(h * n + k);
    else if (h < 2 * n) out.push(k * n + (h - n));
    else {
      const b = h - 2 * n;
      const r0 = Math.floor(b / boxRows) * boxRows;
      const c0 = (b % boxRows) * boxCols;
      out.push((r0 + Math.floor(k / boxCols)) * n + c0 + (k % boxCols));
    }
  }
  return out;
}

/** Draws the board and the pad from the state. */
export function render(state) {
  const { game, selected, marks, noting, peers } = state;
  const { n } = game;
  const cells = document.querySelectorAll('#board .cell');
  const value = (i) => game.givens[i] || game.entries[i];
  const focusDigit = value(selected);
  const conflicts = new Set();
  for (let i = 0; i < n * n; i++) {
    if (game.entries[i] && peers[i].some((j) => value(j) === game.entries[i])) conflicts.add(i);
  }
  cells.forEach((cell, i) => {
    const d = value(i);
    const given = game.givens[i] !== 0;
    const cls = cell.classList;
    cls.toggle('given', given);
    cls.toggle('selected', i === selected);
    cls.toggle('peer', i !== selected && peers[selected].includes(i));
    cls.toggle('same', i !== selected && focusDigit !== 0 && d === focusDigit);
    cls.toggle('hinted', marks.hinted.has(i));
    cls.toggle('house', marks.house.has(i) && !marks.hinted.has(i));
    cls.toggle('wrong', marks.wrong.has(i));
    cls.toggle('conflict', conflicts.has(i));
    cell.tabIndex = i === selected ? 0 : -1;
    cell.setAttribute('aria-selected', String(i === selected));
    const notes = game.notes[i];
    const key = d ? `d${d}` : `n${notes}:${focusDigit}`;
    if (cell.dataset.key !== key) {
      cell.dataset.key = key;
      if (d) {
        cell.textContent = SYMBOLS[d - 1];
      } else if (notes) {
        const box = document.createElement('div');
        box.className = 'notes';
        box.style.setProperty('--nc', Math.ceil(Math.sqrt(n)));
        for (let k = 1; k <= n; k++) {
          const s = document.createElement('span');
          if (notes & (1 << (k - 1))) {
            s.textContent = SYMBOLS[k - 1];
            if (k === focusDigit) s.className = 'hl';
          }
          box.append(s);
        }
        cell.replaceChildren(box);
      } else {
        cell.textContent = '';
      }
    }
    const r = Math.floor(i / n) + 1;
    const c = (i % n) + 1;
    let label = `Row ${r}, column ${c}: `;
    if (d) label += `${SYMBOLS[d - 1]}${given ? ', given' : ''}`;
    else label += notes ? `empty, notes ${listBits(notes, n).join(' ')}` : 'empty';
    if (marks.wrong.has(i)) label += ', wrong';
    else if (conflicts.has(i)) label += ', repeats a digit';
    if (marks.hinted.has(i)) label += ', in the hint';
    cell.setAttribute('aria-label', label);
  });
  const counts = new Array(n + 1).fill(0);
  for (let i = 0; i < n * n; i++) counts[value(i)]++;
  $('pad').classList.toggle('noting', noting);
  for (const b of $('pad').children) {
    const d = Number(b.dataset.digit);
    const left = n - counts[d];
    b.classList.toggle('done', left <= 0);
    b.querySelector('small').textContent = left > 0 ? left : '';
    b.setAttribute('aria-label', `${noting ? 'Note' : 'Write'} ${SYMBOLS[d - 1]}${left > 0 ? `, ${left} left` : ', all placed'}`);
  }
  $('notes').setAttribute('aria-pressed', String(noting));
  $('undo').disabled = state.undo.length === 0;
  $('redo').disabled = state.redo.length === 0;
}

export function listBits(mask, n) {
  const out = [];
  for (let k = 1; k <= n; k++) if (mask & (1 << (k - 1))) out.push(SYMBOLS[k - 1]);
  return out;
}

/** The status line: a sentence for the player (and for screen readers: it is a live region). */
export function say(text, kind = '') {
  const m = $('message');
  m.textContent = text;
  m.className = `message ${kind}`;
}

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
