//! SE's `BivalueUniversalGrave`: when every empty cell but a few has two candidates and
//! every digit two places in each house, the few must keep the grid from having two
//! solutions (types 1 to 4).

use super::{combinations, house_cells};
use crate::explain::tables::{bit, box_of, col, row, BitCount, Cells, Digits, HOUSES, SE_PEERS};
use crate::explain::{Candidates, Step, Technique};

/// SE's house order for this rule: boxes, rows, columns.
fn se_houses() -> impl Iterator<Item = usize> {
    (18..27).chain(0..9).chain(9..18)
}

fn peers(cell: usize) -> u128 {
    SE_PEERS
        .get(cell)
        .map_or(0, |p| p.iter().fold(0, |m, &c| m | bit(usize::from(c))))
}

/// The house of `cell` of SE's region type `t` (0 box, 1 row, 2 column).
fn house_of(cell: usize, t: u8) -> usize {
    match t {
        0 => 18 + box_of(cell),
        1 => row(cell),
        _ => 9 + col(cell),
    }
}

/// The BUG's cells, in the order SE found them, their BUG digits, and the cells every one of
/// them sees (SE's `commonCells`, in its order: the first cell's peers).
struct Bug {
    cells: heapless::Vec<u8, 81>,
    digits: [u16; 81],
    all: u16,
    common: u128,
    first: usize,
}

/// SE's BUG search; `None` when the grid is no BUG.
fn find(c: &Candidates) -> Option<Bug> {
    let mut bug = Bug {
        cells: heapless::Vec::new(),
        digits: [0; 81],
        all: 0,
        common: 0,
        first: 81,
    };
    let mut temp = c.masks();
    for h in se_houses() {
        let house = house_cells(h);
        for i in 0..9u8 {
            let places = c.board(usize::from(i)) & house;
            let n = places.count_ones();
            if n == 0 || n == 2 {
                continue;
            }
            let mut new = Cells(places).filter(|&p| c.mask(p).count_ones() >= 3);
            let (one, more) = (new.next(), new.next());
            match (one, more) {
                (None, _) => return None,
                (Some(cell), None) => {
                    if !bug.cells.contains(&(cell as u8)) {
                        let _ = bug.cells.push(cell as u8);
                    }
                    if let Some(d) = bug.digits.get_mut(cell) {
                        *d |= 1 << i;
                    }
                    bug.all |= 1 << i;
                    if let Some(m) = temp.get_mut(cell) {
                        *m &= !(1 << i);
                    }
                    if bug.first == 81 {
                        bug.first = cell;
                        bug.common = peers(cell);
                    } else {
                        bug.common &= peers(cell);
                    }
                    for &b in &bug.cells {
                        bug.common &= !bit(usize::from(b));
                    }
                    if bug.cells.len() > 1 && bug.all.several() && bug.common == 0 {
                        return None;
                    }
                }
                _ => {}
            }
        }
    }
    // With the BUG digits gone, every empty cell has two candidates and every digit two
    // places (or none) in each house.
    for cell in Cells(c.open()) {
        if temp.get(cell).map_or(0, |m| m.count_ones()) != 2 {
            return None;
        }
    }
    for &house in HOUSES.iter() {
        for i in 0..9 {
            let n = Cells(house).filter(|&p| temp.get(p).is_some_and(|m| m >> i & 1 == 1));
            let n = n.count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    Some(bug)
}

fn step(t: Technique, bug: &Bug, c: &Candidates) -> Step {
    let mut s = Step::new(t);
    s.digits = bug.all;
    for &b in &bug.cells {
        let b = usize::from(b);
        s.reasons_in(bit(b), c, bug.digits.get(b).copied().unwrap_or(0));
    }
    s
}

/// SE's `BivalueUniversalGrave`: the first of its hints, in its order.
pub(crate) fn bug(c: &Candidates) -> Option<Step> {
    let bug = find(c)?;
    let cells = &bug.cells;
    if let [cell] = cells[..] {
        let cell = usize::from(cell);
        let mut s = step(Technique::BugPlusOne, &bug, c);
        for d in Digits(c.mask(cell) & !bug.all) {
            s.eliminate(cell, d);
        }
        return Some(s);
    }
    if bug.all.one() {
        let d = bug.all.trailing_zeros() as u8 + 1;
        let elim = bug.common & c.cells_with(d);
        if elim != 0 {
            let mut s = step(Technique::Bug2, &bug, c);
            for e in Cells(elim) {
                s.eliminate(e, d);
            }
            return Some(s);
        }
        if cells.len() == 2 {
            return type4(&bug, c);
        }
        return None;
    }
    if bug.common == 0 {
        return None;
    }
    if cells.len() == 2 {
        if let Some(s) = type4(&bug, c) {
            return Some(s);
        }
    }
    type3(&bug, c)
}

fn type4(bug: &Bug, c: &Candidates) -> Option<Step> {
    let (c1, c2) = match bug.cells[..] {
        [a, b] => (usize::from(a), usize::from(b)),
        _ => return None,
    };
    let common = c.mask(c1) & c.mask(c2) & !bug.all;
    if !common.one() {
        return None;
    }
    let shared = (0..3).find(|&t| house_of(c1, t) == house_of(c2, t))?;
    let mut s = step(Technique::Bug4, bug, c);
    s.house(house_of(c1, shared));
    for cell in [c1, c2] {
        let own = bug.digits.get(cell).copied().unwrap_or(0);
        for d in Digits(c.mask(cell) & !own & !common) {
            s.eliminate(cell, d);
        }
    }
    Some(s)
}

fn type3(bug: &Bug, c: &Candidates) -> Option<Step> {
    let first = usize::from(*bug.cells.first()?);
    let all_cells = bug
        .cells
        .iter()
        .fold(0u128, |m, &b| m | bit(usize::from(b)));
    for t in 0..3u8 {
        let h = house_of(first, t);
        if bug.cells.iter().any(|&b| house_of(usize::from(b), t) != h) {
            continue;
        }
        // The common cells in this house, in SE's order (the first BUG cell's peers).
        let order = SE_PEERS.get(bug.first)?;
        let mut region: heapless::Vec<u8, 20> = heapless::Vec::new();
        for &p in order {
            if bug.common & bit(usize::from(p)) != 0 && house_cells(h) & bit(usize::from(p)) != 0 {
                let _ = region.push(p);
            }
        }
        let n = region.len() as u32;
        for degree in 2..=6u32 {
            if n < degree {
                continue;
            }
            for pick in combinations(degree - 1, n) {
                let mut naked = 0u128;
                let mut union = 0u16;
                let mut ok = bug.all.several();
                for (k, &p) in region.iter().enumerate() {
                    if pick >> k & 1 == 1 {
                        let m = c.mask(usize::from(p));
                        naked |= bit(usize::from(p));
                        union |= m;
                        ok &= m.several();
                    }
                }
                if union.count_ones() != degree {
                    continue;
                }
                let set = union | bug.all;
                if !ok || set.count_ones() != degree {
                    continue;
                }
                let erasable = region
                    .iter()
                    .map(|&p| bit(usize::from(p)))
                    .fold(0u128, |m, b| m | b)
                    & !naked
                    & !all_cells;
                let mut s = step(Technique::Bug3, bug, c);
                s.rating = Technique::Bug3.base_rating() + (set.count_ones() as u8 - 1);
                s.house(h);
                for e in Cells(erasable) {
                    for d in Digits(c.mask(e) & set) {
                        s.eliminate(e, d);
                    }
                }
                if !s.eliminations.is_empty() {
                    return Some(s);
                }
            }
        }
    }
    None
}
