//! SE's `UniqueLoops`: unique rectangles and loops of types 1 to 4. A loop of cells holding
//! the same two digits, each house it touches twice, would give the puzzle two solutions;
//! the cells with other candidates must keep one of them. SE collects every such hint of the
//! grid and takes the easiest (the lowest difficulty, then the lowest type, then the first
//! found).

use super::combinations;
use crate::explain::tables::{bit, box_of, col, dbit, row, Cells, Digits, HOUSE_CELLS, SE_PEERS};
use crate::explain::{Candidates, Step, Technique};

/// The house of `cell` of SE's region type `t` (0 box, 1 row, 2 column).
fn house_of(cell: usize, t: u8) -> usize {
    match t {
        0 => 18 + box_of(cell),
        1 => row(cell),
        _ => 9 + col(cell),
    }
}

fn house(h: usize) -> &'static [u8; 9] {
    HOUSE_CELLS.get(h).unwrap_or(&[0; 9])
}

/// SE's peers of a cell as a set.
fn peers(cell: usize) -> u128 {
    SE_PEERS
        .get(cell)
        .map_or(0, |p| p.iter().fold(0, |m, &c| m | bit(usize::from(c))))
}

/// The best hint so far: SE's sort key (difficulty, type) and the step.
struct Best {
    key: Option<(f64, u8)>,
    step: Option<Step>,
}

struct Search<'a> {
    c: &'a Candidates,
    pair: u16,
    cells: [u8; 81],
    len: usize,
    in_loop: u128,
    best: Best,
}

impl Search<'_> {
    fn cells(&self) -> &[u8] {
        self.cells.get(..self.len).unwrap_or(&[])
    }

    /// SE's `checkForLoops`, with its quirk kept: the extra digits seen are gathered over
    /// every cell tried from this one, not only along the path.
    fn search(&mut self, cell: usize, allowed: i32, ex_in: u16, last: u8) {
        let Some(slot) = self.cells.get_mut(self.len) else {
            return;
        };
        *slot = cell as u8;
        self.len += 1;
        self.in_loop |= bit(cell);
        let first = usize::from(self.cells.first().copied().unwrap_or(0));
        let mut ex = ex_in;
        for t in 0..3u8 {
            if t == last {
                continue;
            }
            for &next in house(house_of(cell, t)) {
                let next = usize::from(next);
                if next == first && self.len >= 4 {
                    self.found();
                } else if self.in_loop & bit(next) == 0 {
                    let m = self.c.mask(next);
                    if m & self.pair == self.pair {
                        ex = (ex | m) & !self.pair;
                        let card = m.count_ones();
                        if card == 2 || ex.count_ones() == 1 || allowed > 0 {
                            let left = allowed - i32::from(card > 2);
                            self.search(next, left, ex, t);
                        }
                    }
                }
            }
        }
        self.len -= 1;
        self.in_loop &= !bit(cell);
    }

    /// A closed loop: SE's `isValidLoop`, then its hints.
    fn found(&mut self) {
        let mut seen = [0u32; 2];
        for (k, &cell) in self.cells().iter().enumerate() {
            for t in 0..3 {
                let h = bit32(house_of(usize::from(cell), t));
                let Some(s) = seen.get_mut(k & 1) else {
                    return;
                };
                if *s & h != 0 {
                    return;
                }
                *s |= h;
            }
        }
        if seen[0] != seen[1] {
            return;
        }
        let mut extra = [0usize; 81];
        let mut n = 0;
        for &cell in self.cells() {
            if self.c.mask(usize::from(cell)).count_ones() > 2 {
                if let Some(e) = extra.get_mut(n) {
                    *e = usize::from(cell);
                }
                n += 1;
            }
        }
        let extra = extra.get(..n).unwrap_or(&[]);
        match extra {
            [] => {}
            [rescue] => {
                let mut s = self.step(1, 0.0);
                for d in Digits(self.pair) {
                    s.eliminate(*rescue, d);
                }
                self.offer(1, 0.0, s);
            }
            [r1, r2] => {
                let rest = (self.c.mask(*r1) | self.c.mask(*r2)) & !self.pair;
                if rest.count_ones() == 1 {
                    self.type2(extra);
                } else if rest.count_ones() >= 2 {
                    self.type3(*r1, *r2);
                }
                self.type4(*r1, *r2);
            }
            _ => self.type2(extra),
        }
    }

    /// SE's sort key of a hint of `kind` with `added` to the loop's difficulty.
    fn difficulty(&self, added: f64) -> f64 {
        let mut d = 4.5;
        if self.len >= 10 {
            d += 0.3;
        }
        if self.len >= 8 {
            d += 0.2;
        } else if self.len >= 6 {
            d += 0.1;
        }
        d + added
    }

    fn step(&self, kind: u8, added: f64) -> Step {
        let rect = self.len == 4;
        let t = match (kind, rect) {
            (1, true) => Technique::UniqueRectangle1,
            (2, true) => Technique::UniqueRectangle2,
            (3, true) => Technique::UniqueRectangle3,
            (_, true) => Technique::UniqueRectangle4,
            (1, false) => Technique::UniqueLoop1,
            (2, false) => Technique::UniqueLoop2,
            (3, false) => Technique::UniqueLoop3,
            (_, false) => Technique::UniqueLoop4,
        };
        let mut s = Step::new(t);
        s.rating = tenths(self.difficulty(added));
        s.digits = self.pair;
        for &cell in self.cells() {
            s.reasons_in(bit(usize::from(cell)), self.c, self.pair);
        }
        s
    }

    /// Keeps the hint if it removes something and comes before the best in SE's sort.
    fn offer(&mut self, kind: u8, added: f64, s: Step) {
        if s.eliminations.is_empty() {
            return;
        }
        let key = (self.difficulty(added), kind);
        let better = match self.best.key {
            None => true,
            Some((d, k)) => key.0 < d || (key.0 == d && kind < k),
        };
        if better {
            self.best = Best {
                key: Some(key),
                step: Some(s),
            };
        }
    }

    fn type2(&mut self, extra: &[usize]) {
        let first = extra.first().copied().unwrap_or(0);
        let value = (self.c.mask(first) & !self.pair).trailing_zeros() as u8 + 1;
        let mut common = u128::MAX;
        let mut cells = 0u128;
        for &e in extra {
            common &= peers(e);
            cells |= bit(e);
        }
        let mut s = self.step(2, 0.0);
        for cell in Cells(common & !cells & self.c.cells_with(value)) {
            s.eliminate(cell, value);
        }
        self.offer(2, 0.0, s);
    }

    fn type3(&mut self, c1: usize, c2: usize) {
        let (m1, m2) = (self.c.mask(c1), self.c.mask(c2));
        let extra = (m1 | m2) & !self.pair;
        for degree in extra.count_ones()..=7 {
            for t in 0..3u8 {
                let h = house_of(c1, t);
                if h != house_of(c2, t) {
                    continue;
                }
                let cells = house(h);
                let empty = cells
                    .iter()
                    .filter(|&&c| self.c.value(usize::from(c)) == 0)
                    .count() as u32;
                let i1 = cells
                    .iter()
                    .position(|&c| usize::from(c) == c1)
                    .unwrap_or(0);
                let i2 = cells
                    .iter()
                    .position(|&c| usize::from(c) == c2)
                    .unwrap_or(0);
                if degree * 2 <= empty {
                    self.type3_naked(h, degree, extra, (c1, i1), (c2, i2));
                }
                if degree * 2 < empty {
                    self.type3_hidden(h, degree, extra, (c1, i1), i2);
                }
            }
        }
    }

    fn type3_naked(
        &mut self,
        h: usize,
        degree: u32,
        extra: u16,
        c1: (usize, usize),
        c2: (usize, usize),
    ) {
        let cells = house(h);
        for set in combinations(degree, 9) {
            if set >> c1.1 & 1 == 0 || set >> c2.1 & 1 == 1 {
                continue;
            }
            let mut naked = extra & self.c.mask(c1.0) & self.c.mask(c2.0);
            let mut union = 0u16;
            let mut ok = extra.count_ones() > 1;
            let mut others = 0u128;
            for (p, &cell) in cells.iter().enumerate() {
                if set >> p & 1 == 0 {
                    continue;
                }
                let m = if p == c1.1 {
                    extra
                } else {
                    let cell = usize::from(cell);
                    others |= bit(cell);
                    let m = self.c.mask(cell);
                    naked |= m;
                    ok &= m.count_ones() > 1;
                    m
                };
                union |= m;
            }
            if naked.count_ones() != degree || !ok || union.count_ones() != degree {
                continue;
            }
            let added = f64::from(union.count_ones() - 1) * 0.1;
            let mut s = self.step(3, added);
            s.house(h);
            let keep = others | bit(c1.0) | bit(c2.0);
            for &cell in cells {
                let cell = usize::from(cell);
                if keep & bit(cell) == 0 {
                    for d in Digits(self.c.mask(cell) & union) {
                        s.eliminate(cell, d);
                    }
                }
            }
            self.offer(3, added, s);
        }
    }

    fn type3_hidden(&mut self, h: usize, degree: u32, extra: u16, c1: (usize, usize), i2: usize) {
        let cells = house(h);
        let rem = 0x1ff & !self.pair & !extra;
        let rem_list: heapless::Vec<u8, 9> = crate::explain::fixed::gather(Digits(rem));
        if degree < 2 || degree - 2 > rem_list.len() as u32 {
            return;
        }
        let places = |d: u8| -> u16 {
            let mut p = 0u16;
            for (i, &cell) in cells.iter().enumerate() {
                if self.c.contains(usize::from(cell), d) {
                    p |= 1 << i;
                }
            }
            p & !(1 << i2)
        };
        for pick in combinations(degree - 2, rem_list.len() as u32) {
            let mut values = self.pair;
            for (k, &d) in rem_list.iter().enumerate() {
                if pick >> k & 1 == 1 {
                    values |= dbit(d);
                }
            }
            let mut union = 0u16;
            let mut ok = true;
            for d in Digits(values) {
                let p = places(d);
                ok &= p != 0;
                union |= p;
            }
            if !ok || union.count_ones() != degree {
                continue;
            }
            let indexes = union & !(1 << c1.1) & !(1 << i2);
            let added = f64::from(indexes.count_ones().saturating_sub(1)) * 0.1;
            let mut s = self.step(3, added);
            s.house(h);
            for (i, &cell) in cells.iter().enumerate() {
                if indexes >> i & 1 == 1 {
                    for d in Digits(self.c.mask(usize::from(cell)) & !values) {
                        s.eliminate(usize::from(cell), d);
                    }
                }
            }
            self.offer(3, added, s);
        }
    }

    fn type4(&mut self, c1: usize, c2: usize) {
        let mut lock = [None, None];
        for t in 0..3u8 {
            let h = house_of(c1, t);
            if h != house_of(c2, t) {
                continue;
            }
            for (k, d) in Digits(self.pair).enumerate() {
                let others = house(h)
                    .iter()
                    .map(|&c| usize::from(c))
                    .any(|c| c != c1 && c != c2 && self.c.contains(c, d));
                if !others {
                    if let Some(l) = lock.get_mut(k) {
                        *l = Some(h);
                    }
                }
            }
        }
        let mut digits = Digits(self.pair);
        let (v1, v2) = (digits.next().unwrap_or(1), digits.next().unwrap_or(1));
        let (h, remove) = match lock {
            [Some(h), _] => (h, v2),
            [None, Some(h)] => (h, v1),
            _ => return,
        };
        let mut s = self.step(4, 0.0);
        s.house(h);
        s.eliminate(c1, remove);
        s.eliminate(c2, remove);
        self.offer(4, 0.0, s);
    }
}

fn bit32(h: usize) -> u32 {
    1u32.checked_shl(h as u32).unwrap_or(0)
}

/// SE's printed tenths of a difficulty.
pub(crate) fn tenths(d: f64) -> u8 {
    let t = (d + 0.05) * 10.0;
    if (0.0..256.0).contains(&t) {
        t as u8
    } else {
        u8::MAX
    }
}

/// SE's `UniqueLoops`: the easiest unique rectangle or loop hint of the grid, if any.
pub(crate) fn unique_loop(c: &Candidates) -> Option<Step> {
    let mut search = Search {
        c,
        pair: 0,
        cells: [0; 81],
        len: 0,
        in_loop: 0,
        best: Best {
            key: None,
            step: None,
        },
    };
    for cell in Cells(c.open()) {
        let m = c.mask(cell);
        if m.count_ones() == 2 {
            search.pair = m;
            search.search(cell, 2, 0, 3);
        }
    }
    search.best.step
}
