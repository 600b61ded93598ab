//! SE's `getMultipleChainsHintList`: Nishio, static multiple, dynamic and nested forcing
//! chains, in SE's order.
//!
//! Cells row by row (those with more than two candidates, or two in dynamic mode); for each
//! digit of the cell: the propagation from the candidate on and from it off (SE's
//! `doBinaryChaining`), which gives contradiction hints (dynamic, Nishio), and double forcing
//! hints (dynamic, cells of three or more); then the region forcing chains of each house where
//! this cell is the digit's first place; after the digits, the cell forcing chains. Every hint
//! of one configuration has the rule's base difficulty, so SE's order is complexity, then the
//! sort key (double 1, cell 5, region 6, contradiction 7), then discovery.

use heapless::Vec;

use super::groups::{static_groups, Groups};
use super::key::{rule_base, Key};
use super::links::Links;
use super::nested::Collector;
use super::prop::{Clash, Prop, Rules};
use super::{cand, ChainConfig, ChainHint, Work};
use crate::explain::tables::{Cells, Digits, HOUSES, HOUSES_OF, HOUSE_CELLS};
use crate::explain::Candidates;
use crate::Error;

struct Best {
    key: Key,
    hint: ChainHint,
}

/// The search of one call: three propagations (on, off, and the other places of a region).
pub(super) struct Search<'a, 'g> {
    pub c: &'a Candidates,
    pub cfg: ChainConfig,
    rules: Rules,
    pub base: f64,
    pub on: Prop,
    pub off: Prop,
    pub other: Prop,
    best: Option<Best>,
    work: &'a mut Work,
    /// For static chains, the groups whose walks meet (`None`: every group may give hints).
    groups: Option<Groups>,
    /// For a nesting rule: where every hint goes, and the count of hints so far.
    pub col: Option<&'a mut Collector<'g>>,
    pub pos: u64,
}

/// The first hint of SE's `Chaining(cfg)` for a multiple, Nishio or dynamic `cfg`.
pub(super) fn first(
    c: &Candidates,
    cfg: ChainConfig,
    work: &mut Work,
) -> Result<Option<ChainHint>, Error> {
    let mut s = Search::new(c, cfg, work, None);
    let links = if cfg.dynamic {
        None
    } else {
        Some(Links::new(c))
    };
    if cfg.level > 0 {
        s.all()?;
        return Ok(s.best.map(|b| b.hint));
    }
    // Level 0: rounds of growing depth. A round whose propagations stop before nodes of
    // depth `bound - 2` finds every hint of complexity `bound` or less exactly (a hint counts
    // at least its target's depth plus two nodes), so its best is SE's if it is that small.
    let mut bound = 8u32;
    loop {
        s.best = None;
        s.rules.cut = bound.saturating_sub(2).min(u32::from(u16::MAX)) as u16;
        if let Some(links) = &links {
            s.groups = Some(static_groups(c, links, s.rules.cut, s.work)?);
        }
        s.all()?;
        let found = s.best.as_ref().map(|b| b.key.complexity);
        match found {
            Some(c) if c <= bound => break,
            _ if s.rules.cut == u16::MAX => break,
            // A hint of complexity c exists: the next round, bound c, finds the first.
            Some(c) => bound = c,
            None => bound = next_bound(bound),
        }
    }
    Ok(s.best.map(|b| b.hint))
}

/// Every hint of SE's `Chaining(cfg)` on the collector's grid, for a nesting rule.
pub(super) fn collect(
    cfg: ChainConfig,
    col: &mut Collector<'_>,
    work: &mut Work,
) -> Result<(), Error> {
    let c = col.grid();
    let mut s = Search::new(c, cfg, work, Some(col));
    s.all()
}

/// The next depth bound: 8, 12, 20, 40, then no bound.
fn next_bound(b: u32) -> u32 {
    match b {
        0..=8 => 12,
        9..=12 => 20,
        13..=20 => 40,
        _ => u32::MAX,
    }
}

impl<'a, 'g> Search<'a, 'g> {
    fn new(
        c: &'a Candidates,
        cfg: ChainConfig,
        work: &'a mut Work,
        col: Option<&'a mut Collector<'g>>,
    ) -> Search<'a, 'g> {
        let budget = work.limit;
        let mut s = Search {
            c,
            cfg,
            rules: Rules {
                nishio: cfg.nishio,
                dynamic: cfg.dynamic,
                cut: u16::MAX,
                level: cfg.level,
            },
            base: rule_base(cfg),
            on: Prop::new(),
            off: Prop::new(),
            other: Prop::new(),
            best: None,
            work,
            groups: None,
            col,
            pos: 0,
        };
        for p in [&mut s.on, &mut s.off, &mut s.other] {
            p.budget = budget;
        }
        s
    }

    /// True when the hints need what nesting rules read: their rule parents and nested
    /// chains.
    pub fn deep(&self) -> bool {
        self.col.is_some() || self.cfg.level >= 2
    }
}

impl Search<'_, '_> {
    /// SE's walk over the cells, row by row.
    fn all(&mut self) -> Result<(), Error> {
        for cell in Cells(self.c.open()) {
            let mask = self.c.mask(cell);
            let n = mask.count_ones();
            if n > 2 || (n > 1 && self.cfg.dynamic) {
                self.cell(cell, mask)?;
            }
        }
        Ok(())
    }

    pub(super) fn run(&mut self, which: u8, start: u16, on: bool) -> Result<Option<Clash>, Error> {
        let mut used = 0;
        let p = match which {
            0 => &mut self.on,
            1 => &mut self.off,
            _ => &mut self.other,
        };
        p.budget = self.work.limit.saturating_sub(self.work.used);
        let clash = p.run(self.c, start, on, self.rules, &mut used);
        self.work.spend(used)?;
        if p.spent {
            return Err(Error::LimitReached);
        }
        Ok(clash)
    }

    /// True when a hint of `complexity` at least, found now, could come first (always, for
    /// a nesting rule, which takes every hint).
    pub(super) fn may_win(&self, complexity: u32, sort: u8) -> bool {
        match &self.best {
            _ if self.col.is_some() => true,
            None => true,
            Some(b) => Key::new(self.base, complexity, sort).before(&b.key),
        }
    }

    pub(super) fn offer(&mut self, key: Key, hint: impl FnOnce(&Self, Key) -> ChainHint) {
        let better = match &self.best {
            None => true,
            Some(b) => key.before(&b.key),
        };
        if better {
            let hint = hint(self, key);
            self.best = Some(Best { key, hint });
            // Level 0: nothing deeper than this hint's complexity can come first now.
            if self.cfg.level == 0 {
                let cut = key.complexity.saturating_sub(2).min(u32::from(u16::MAX)) as u16;
                self.rules.cut = self.rules.cut.min(cut);
            }
        }
    }

    fn cell(&mut self, cell: usize, mask: u16) -> Result<(), Error> {
        let n = mask.count_ones();
        let (mut cell_on, mut cell_off) = ([u128::MAX; 9], [u128::MAX; 9]);
        // Static chains: only the cells and regions whose walks can meet.
        let whole_cell = Groups::cell(&self.groups, cell);
        for d in Digits(mask) {
            let p = cand(cell, d);
            if !whole_cell && !Groups::region_at(&self.groups, cell, d) {
                continue;
            }
            let on_clash = self.run(0, p, true)?;
            // SE runs it in every mode, but only the contradictions and double forcing
            // chains read it: static multiple chains have neither.
            let off_clash = if self.cfg.dynamic {
                self.run(1, p, false)?
            } else {
                None
            };
            if self.cfg.dynamic || self.cfg.nishio {
                if let Some(k) = on_clash {
                    self.contradiction(p, k, true);
                }
                if let Some(k) = off_clash {
                    self.contradiction(p, k, false);
                }
            }
            if n >= 3 && !self.cfg.nishio && self.cfg.dynamic {
                self.doubles();
            }
            if !self.cfg.nishio {
                self.regions(cell, d)?;
            }
            for i in 0..9 {
                cell_on[i] &= self.on.on_set[i];
                cell_off[i] &= self.on.off_set[i];
            }
        }
        if !self.cfg.nishio && (n == 2 || (self.cfg.multiple && n > 2)) && whole_cell {
            let places: Vec<u16, 9> =
                crate::explain::fixed::gather(Digits(mask).map(|d| cand(cell, d)));
            self.reduction(&places, cell_on, cell_off, None)?;
        }
        Ok(())
    }

    /// Region forcing chains of digit `d` in the houses of `cell` where `cell` is its first
    /// place (box, row, column), the on propagation of `cell` being in `self.on`.
    fn regions(&mut self, cell: usize, d: u8) -> Result<(), Error> {
        let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        for h in [bx, row, col] {
            let here = self.c.cells_with(d) & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
            let n = here.count_ones();
            if !(n == 2 || (self.cfg.multiple && n > 2)) {
                continue;
            }
            let first = HOUSE_CELLS
                .get(usize::from(h))
                .and_then(|cells| cells.iter().find(|&&c| here >> c & 1 == 1))
                .copied();
            if first != Some(cell as u8) || !Groups::region(&self.groups, h, d) {
                continue;
            }
            let (mut r_on, mut r_off) = (self.on.on_set, self.on.off_set);
            let mut places: Vec<u16, 9> = Vec::new();
            for other in house_order(h, here) {
                let _ = places.push(cand(other, d));
                if other == cell || (is_empty(&r_on) && is_empty(&r_off)) {
                    continue;
                }
                self.run(2, cand(other, d), true)?;
                for i in 0..9 {
                    r_on[i] &= self.other.on_set[i];
                    r_off[i] &= self.other.off_set[i];
                }
            }
            self.reduction(&places, r_on, r_off, Some((h, d)))?;
        }
        Ok(())
    }
}

/// The cells of `set` in house `h`, in the house's order.
fn house_order(h: u8, set: u128) -> impl Iterator<Item = usize> {
    HOUSE_CELLS
        .get(usize::from(h))
        .copied()
        .unwrap_or([0; 9])
        .into_iter()
        .map(usize::from)
        .filter(move |&c| set >> c & 1 == 1)
}

fn is_empty(s: &[u128; 9]) -> bool {
    s.iter().all(|&b| b == 0)
}

impl Groups {
    /// True when the walks of `cell`'s digits may meet (always without a filter).
    fn cell(g: &Option<Groups>, cell: usize) -> bool {
        g.as_ref().is_none() || g.as_ref().is_some_and(|g| g.cells >> cell & 1 == 1)
    }

    /// True when the walks of digit `d`'s places in house `h` may meet.
    fn region(g: &Option<Groups>, h: u8, d: u8) -> bool {
        g.as_ref().is_none()
            || g.as_ref().is_some_and(|g| {
                g.regions
                    .get(usize::from(d) - 1)
                    .is_some_and(|r| r >> h & 1 == 1)
            })
    }

    /// True when the walks of `d` in some house of `cell` may meet.
    fn region_at(g: &Option<Groups>, cell: usize, d: u8) -> bool {
        let houses = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
        houses.iter().any(|&h| Groups::region(g, h, d))
    }
}
