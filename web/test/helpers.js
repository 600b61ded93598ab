// Shared by the tests: the repository's paths, the puzzle sets, and the C library's answers
// (oracle.c, built here against target/release/libsudoku.a and run on the same lines).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(WEB, '..');
export const BUILD = join(ROOT, 'build', 'web-test');
export const DATA = process.env.DATA ?? join(ROOT, '..', 'shared', 'data');
mkdirSync(BUILD, { recursive: true });

/** Every `step`-th puzzle of a set (81-character lines), or null when the set is missing. */
export function sample(set, step, limit = Infinity) {
  const path = join(DATA, `${set}.txt`);
  if (!existsSync(path)) return null;
  const lines = readFileSync(path, 'utf8').split('\n').filter((l) => /^[0-9.]{81}/.test(l)).map((l) => l.slice(0, 81));
  return lines.filter((_, i) => i % step === 0).slice(0, limit);
}

export const SETS = ['unbiased_1000', '17_clue', 'top1465', 'hardest_1106', 'serg_benchmark', 'forum_hardest_train'];

let oracleBinary = null;
/** The C library's answers to `lines` in `mode` (see oracle.c), one object per line. */
export function oracle(mode, lines) {
  if (!oracleBinary) {
    const lib = join(ROOT, 'target', 'release', 'libsudoku.a');
    if (!existsSync(lib)) throw new Error(`${lib} is missing: make lib`);
    oracleBinary = join(BUILD, 'oracle');
    execFileSync('cc', ['-std=c99', '-Wall', '-Wextra', '-Werror', `-I${join(ROOT, 'include')}`,
      join(WEB, 'test', 'oracle.c'), lib, '-lpthread', '-ldl', '-lm', '-o', oracleBinary]);
  }
  const out = execFileSync(oracleBinary, [mode], { input: lines.join('\n') + '\n', maxBuffer: 1 << 28 });
  return out.toString().trim().split('\n').map((l) => JSON.parse(l));
}

/** Puzzles with several solutions (the last 12 givens taken away) and with none or a repeat
 * (one given changed), made from `puzzles`. */
export function variants(puzzles) {
  const several = puzzles.map((p) => {
    const cells = p.split('');
    let removed = 0;
    for (let i = 80; i >= 0 && removed < 12; i--) if (cells[i] !== '.' && cells[i] !== '0') { cells[i] = '.'; removed++; }
    return cells.join('');
  });
  const changed = puzzles.map((p) => {
    const i = p.search(/[1-9]/);
    return p.slice(0, i) + String((Number(p[i]) % 9) + 1) + p.slice(i + 1);
  });
  return [...several, ...changed];
}
