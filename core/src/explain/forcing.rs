//! Forcing chains: a candidate assumed true (or false) and its consequences followed on a copy
//! of the grid, to a contradiction (the assumption is false) or to a conclusion that every
//! candidate of a cell, or every place of a digit in a house, shares (the conclusion is true).
//!
//! The consequences are followed by [`Prop`], a bounded propagation that records each
//! deduction as an event with its cause, so that a conclusion's chain (every event it rests
//! on) can be counted, for SE's length modifier, and shown. Its rules, by [`Mode`]:
//! - `Digit(d)` (Nishio): digit d only: a placement removes d from its houses; a house with one
//!   place left for d places it; a house with none is a contradiction.
//! - `Dynamic`: naked and hidden singles on the whole grid, and the contradictions of a cell
//!   with no candidate or a house with no place for a digit.
//! - `Plus`: `Dynamic`, and locked candidates (pointing, claiming) when the singles stall.
//! - `Nested`: `Plus`, and, when that stalls, `Dynamic` contradiction tests on the grid as it
//!   stands: one level of nesting, no deeper.
//!
//! Every loop is bounded: at most 729 candidates can be removed and 81 digits placed, so a
//! propagation has at most [`MAX_EVENTS`] events; the search counts the events it processes
//! against a work budget and stops when it is spent.

use heapless::Vec;

use super::tables::{bit, dbit, houses_of, BitCount, Cells, Digits, HOUSES, HOUSES_OF, PEERS};
use super::technique::length_modifier;
use super::{Candidates, Step, Technique};

/// Room for every event of a propagation: 729 removals, 81 placements, the assumption and a
/// contradiction, with a margin.
pub(crate) const MAX_EVENTS: usize = 832;
const UNSET: u16 = u16::MAX;

/// The rules a propagation may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// One digit alone (Nishio).
    Digit(u8),
    /// Singles.
    Dynamic,
    /// Singles and locked candidates.
    Plus,
    /// Singles, locked candidates and dynamic contradiction tests.
    Nested,
}

/// Why an event happened.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Why {
    /// The assumption the chain starts from.
    Assumed,
    /// A placement (this event) removed the candidate.
    Placed(u16),
    /// The cell had no other candidate left.
    NakedSingle,
    /// The house had no other place left for the digit.
    HiddenSingle(u8),
    /// Locked candidates: the digit of house `from` lies only where it meets house `to`.
    Locked(u8, u8),
    /// A nested contradiction of this many events.
    Nested(u16),
}

/// One deduction: a candidate made true (placed) or false (removed).
#[derive(Clone, Copy, Debug)]
struct Event {
    node: u16,
    on: bool,
    why: Why,
}

/// What ended a propagation in a contradiction.
#[derive(Clone, Copy, Debug)]
enum Contradiction {
    /// An open cell lost its last candidate.
    EmptyCell(u8),
    /// A house has no place left for a digit (house, digit).
    NoPlace(u8, u8),
    /// A candidate was made both true and false: these two events.
    Clash(u16, u16),
}

/// A work budget, counted in propagation events.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    /// Events processed so far.
    pub(crate) used: u64,
    /// The budget.
    pub(crate) limit: u64,
}

impl Work {
    pub(crate) fn spent(&self) -> bool {
        self.used >= self.limit
    }
}

/// A pending single to check.
#[derive(Clone, Copy)]
enum Pending {
    Naked(u8),
    Hidden(u8, u8),
}

/// One propagation from an assumption.
pub(crate) struct Prop<'a> {
    origin: &'a Candidates,
    board: Candidates,
    mode: Mode,
    events: Vec<Event, MAX_EVENTS>,
    off_event: [u16; 729],
    on_event: [u16; 81],
    /// Digits placed in each house.
    placed: [u16; 27],
    pending: heapless::Deque<Pending, 512>,
    queued_naked: u128,
    queued_hidden: [u16; 27],
    contradiction: Option<Contradiction>,
    /// Digits whose board changed since locked candidates last found nothing for them: only
    /// these can have locked candidates now.
    locked_dirty: u16,
}

/// What every propagation from one grid starts with, computed once per grid.
#[derive(Clone, Copy)]
pub(crate) struct Start {
    /// Digits placed in each house.
    placed: [u16; 27],
    /// Digits with locked candidates on the grid (those to scan at the first stall).
    locked: u16,
}

impl Start {
    pub(crate) fn new(b: &Candidates) -> Start {
        Start {
            placed: placed_digits(b),
            locked: locked_digits(b),
        }
    }
}

/// The digits placed in each house of `b`.
fn placed_digits(b: &Candidates) -> [u16; 27] {
    let mut placed = [0u16; 27];
    for cell in 0..81 {
        let v = b.value(cell);
        if v != 0 {
            for h in houses_of(cell) {
                if let Some(p) = placed.get_mut(h) {
                    *p |= dbit(v);
                }
            }
        }
    }
    placed
}

/// The digits that have locked candidates (pointing or claiming that removes something) on `b`.
fn locked_digits(b: &Candidates) -> u16 {
    let mut out = 0;
    for bx in 18..27 {
        let boxm = HOUSES.get(bx).copied().unwrap_or(0);
        for line in 0..18 {
            let l = HOUSES.get(line).copied().unwrap_or(0);
            if boxm & l == 0 {
                continue;
            }
            for d in 1..=9u8 {
                let board = b.cells_with(d);
                let inbox = board & boxm;
                let inline = board & l;
                if (inbox != 0 && inbox & !l == 0 && board & l & !boxm != 0)
                    || (inline != 0 && inline & !boxm == 0 && board & boxm & !l != 0)
                {
                    out |= dbit(d);
                }
            }
        }
    }
    out
}

fn node_of(cell: usize, digit: u8) -> usize {
    cell * 9 + usize::from(digit) - 1
}

impl<'a> Prop<'a> {
    pub(crate) fn new(origin: &'a Candidates, start: &Start, mode: Mode) -> Prop<'a> {
        Prop::with_placed(origin, start.placed, start.locked, mode)
    }

    fn with_placed(
        origin: &'a Candidates,
        placed: [u16; 27],
        locked_dirty: u16,
        mode: Mode,
    ) -> Prop<'a> {
        Prop {
            origin,
            board: *origin,
            mode,
            events: Vec::new(),
            off_event: [UNSET; 729],
            on_event: [UNSET; 81],
            placed,
            pending: heapless::Deque::new(),
            queued_naked: 0,
            queued_hidden: [0; 27],
            contradiction: None,
            locked_dirty,
        }
    }

    pub(crate) fn contradicted(&self) -> bool {
        self.contradiction.is_some()
    }

    /// The digits placed (true nodes) and candidates removed (false nodes) so far, per digit.
    pub(crate) fn outcome(&self) -> ([u128; 9], [u128; 9]) {
        let mut on = [0u128; 9];
        let mut off = [0u128; 9];
        for e in &self.events {
            let (cell, di) = (usize::from(e.node) / 9, usize::from(e.node) % 9);
            let set = if e.on { &mut on } else { &mut off };
            if let Some(s) = set.get_mut(di) {
                *s |= bit(cell);
            }
        }
        (on, off)
    }

    fn push(&mut self, node: usize, on: bool, why: Why) -> Option<u16> {
        let index = self.events.len() as u16;
        self.events
            .push(Event {
                node: node as u16,
                on,
                why,
            })
            .ok()?;
        Some(index)
    }

    /// Makes `node` true.
    fn set_on(&mut self, node: usize, why: Why) {
        if self.contradiction.is_some() {
            return;
        }
        let (cell, digit) = (node / 9, (node % 9) as u8 + 1);
        if self.board.value(cell) == digit {
            return;
        }
        let Some(e) = self.push(node, true, why) else {
            return;
        };
        if !self.board.contains(cell, digit) {
            let other = if self.board.value(cell) != 0 {
                self.on_event.get(cell).copied().unwrap_or(UNSET)
            } else {
                self.off_event.get(node).copied().unwrap_or(UNSET)
            };
            self.contradiction = Some(Contradiction::Clash(e, other));
            return;
        }
        if let Some(slot) = self.on_event.get_mut(cell) {
            *slot = e;
        }
        let mask = self.board.mask(cell);
        self.locked_dirty |= mask;
        for h in houses_of(cell) {
            if let Some(p) = self.placed.get_mut(h) {
                *p |= dbit(digit);
            }
        }
        self.board.fill(cell, digit);
        if !matches!(self.mode, Mode::Digit(_)) {
            for other in Digits(mask & !dbit(digit)) {
                let n = node_of(cell, other);
                if let Some(oe) = self.push(n, false, Why::Placed(e)) {
                    if let Some(slot) = self.off_event.get_mut(n) {
                        *slot = oe;
                    }
                }
                self.check_houses(cell, other);
                if self.contradiction.is_some() {
                    return;
                }
            }
        }
        let peers = self.board.cells_with(digit) & PEERS.get(cell).copied().unwrap_or(0);
        for p in Cells(peers) {
            self.set_off(node_of(p, digit), Why::Placed(e));
        }
    }

    /// Makes `node` false.
    fn set_off(&mut self, node: usize, why: Why) {
        if self.contradiction.is_some() {
            return;
        }
        let (cell, digit) = (node / 9, (node % 9) as u8 + 1);
        if self.board.value(cell) == digit {
            if let Some(e) = self.push(node, false, why) {
                let placed = self.on_event.get(cell).copied().unwrap_or(UNSET);
                self.contradiction = Some(Contradiction::Clash(e, placed));
            }
            return;
        }
        if !self.board.contains(cell, digit) {
            return;
        }
        let Some(e) = self.push(node, false, why) else {
            return;
        };
        self.board.remove(cell, digit);
        self.locked_dirty |= dbit(digit);
        if let Some(slot) = self.off_event.get_mut(node) {
            *slot = e;
        }
        if !matches!(self.mode, Mode::Digit(_)) {
            let m = self.board.mask(cell);
            if m == 0 {
                self.contradiction = Some(Contradiction::EmptyCell(cell as u8));
                return;
            }
            if m.one() && self.queued_naked & bit(cell) == 0 {
                self.queued_naked |= bit(cell);
                let _ = self.pending.push_back(Pending::Naked(cell as u8));
            }
        }
        self.check_houses(cell, digit);
    }

    /// After `digit` left `cell`: a house of the cell with one place left for it is a hidden
    /// single to check; with none, a contradiction.
    fn check_houses(&mut self, cell: usize, digit: u8) {
        let board = self.board.cells_with(digit);
        for &h in HOUSES_OF.get(cell).unwrap_or(&[0; 3]) {
            let h = usize::from(h);
            let here = board & HOUSES.get(h).copied().unwrap_or(0);
            // Two places or more: nothing to check (the usual case, so tested first).
            if here.several() || self.placed.get(h).is_some_and(|&p| p & dbit(digit) != 0) {
                continue;
            }
            if here == 0 {
                self.contradiction = Some(Contradiction::NoPlace(h as u8, digit));
                return;
            }
            if let Some(q) = self.queued_hidden.get_mut(h) {
                if *q & dbit(digit) == 0 {
                    *q |= dbit(digit);
                    let _ = self.pending.push_back(Pending::Hidden(h as u8, digit));
                }
            }
        }
    }

    /// Starts from `node` assumed true (`on`) or false.
    pub(crate) fn assume(&mut self, node: usize, on: bool) {
        if on {
            self.set_on(node, Why::Assumed);
        } else {
            self.set_off(node, Why::Assumed);
        }
    }

    /// Follows the consequences to a fixpoint or a contradiction, counting events into `work`.
    pub(crate) fn run(&mut self, work: &mut Work) {
        self.run_with::<true>(work);
    }

    /// [`Prop::run`]; with `NESTED` false, never the nested contradiction tests. The nested
    /// tests call this with `false`, so the call graph has no cycle and the nesting stops at
    /// one level by construction.
    fn run_with<const NESTED: bool>(&mut self, work: &mut Work) {
        loop {
            while let Some(p) = self.pending.pop_front() {
                if self.contradiction.is_some() {
                    break;
                }
                match p {
                    Pending::Naked(c) => {
                        let cell = usize::from(c);
                        self.queued_naked &= !bit(cell);
                        let m = self.board.mask(cell);
                        if m.one() && self.board.value(cell) == 0 {
                            let d = m.trailing_zeros() as u8 + 1;
                            self.set_on(node_of(cell, d), Why::NakedSingle);
                        }
                    }
                    Pending::Hidden(h, d) => {
                        let house = usize::from(h);
                        if let Some(q) = self.queued_hidden.get_mut(house) {
                            *q &= !dbit(d);
                        }
                        if self.placed.get(house).is_some_and(|&p| p & dbit(d) != 0) {
                            continue;
                        }
                        let here =
                            self.board.cells_with(d) & HOUSES.get(house).copied().unwrap_or(0);
                        if here.one() {
                            let cell = here.trailing_zeros() as usize;
                            self.set_on(node_of(cell, d), Why::HiddenSingle(h));
                        }
                    }
                }
            }
            if self.contradiction.is_some() {
                break;
            }
            let more = match self.mode {
                Mode::Digit(_) | Mode::Dynamic => false,
                Mode::Plus => self.locked(),
                Mode::Nested => self.locked() || (NESTED && self.nested(work)),
            };
            if !more || self.contradiction.is_some() {
                break;
            }
        }
        work.used = work.used.saturating_add(self.events.len() as u64 + 1);
    }

    /// One round of locked candidates; true when it removed something. The pairs of a box
    /// and a line through it are taken in order (boxes, then for each its rows and columns),
    /// and the round ends after the first pair that removes something. Only the digits whose
    /// board changed since the last round that found nothing are scanned: the others have
    /// none.
    fn locked(&mut self) -> bool {
        let dirty = self.locked_dirty;
        if dirty == 0 {
            return false;
        }
        for bx in 0..9 {
            let boxm = HOUSES.get(18 + bx).copied().unwrap_or(0);
            let lines = [
                bx / 3 * 3,
                bx / 3 * 3 + 1,
                bx / 3 * 3 + 2,
                9 + bx % 3 * 3,
                9 + bx % 3 * 3 + 1,
                9 + bx % 3 * 3 + 2,
            ];
            // The digits with something to remove at each of the box's six lines. Nothing
            // changes the boards until the first such line is processed, so finding it first
            // gives the same round as testing line by line.
            let mut hits = [0u16; 6];
            for d in Digits(dirty) {
                let board = self.board.cells_with(d);
                let inbox = board & boxm;
                if inbox == 0 {
                    continue;
                }
                for (hit, &line) in hits.iter_mut().zip(&lines) {
                    let l = HOUSES.get(line).copied().unwrap_or(0);
                    let outside = board & l & !boxm;
                    let pointing = inbox & !l == 0 && outside != 0;
                    let claiming = board & l != 0 && outside == 0 && inbox & !l != 0;
                    if pointing || claiming {
                        *hit |= dbit(d);
                    }
                }
            }
            let Some((&line, &digits)) = lines.iter().zip(&hits).find(|(_, &h)| h != 0) else {
                continue;
            };
            let l = HOUSES.get(line).copied().unwrap_or(0);
            for d in Digits(digits) {
                let board = self.board.cells_with(d);
                let inbox = board & boxm;
                if inbox & !l == 0 {
                    for c in Cells(board & l & !boxm) {
                        self.set_off(node_of(c, d), Why::Locked((18 + bx) as u8, line as u8));
                    }
                } else {
                    for c in Cells(board & boxm & !l) {
                        self.set_off(node_of(c, d), Why::Locked(line as u8, (18 + bx) as u8));
                    }
                }
                if self.contradiction.is_some() {
                    return true;
                }
            }
            return true;
        }
        self.locked_dirty = 0;
        false
    }

    /// The first candidate whose assumption leads, through singles, to a contradiction on the
    /// grid as it stands is removed; true when one was.
    fn nested(&mut self, work: &mut Work) -> bool {
        let here = self.board;
        for cell in Cells(here.open()) {
            for d in Digits(here.mask(cell)) {
                if work.spent() {
                    return false;
                }
                let mut inner = Prop::with_placed(&here, self.placed, 0x1ff, Mode::Dynamic);
                inner.assume(node_of(cell, d), true);
                inner.run_with::<false>(work);
                if inner.contradicted() {
                    let weight = inner.contradiction_size();
                    self.set_off(node_of(cell, d), Why::Nested(weight));
                    return true;
                }
            }
        }
        false
    }

    /// The events a contradiction rests on, counted (nested chains count their own size).
    pub(crate) fn contradiction_size(&self) -> u16 {
        let mut seen = [0u128; 7];
        let mut size = 0u32;
        self.walk_contradiction(&mut seen, &mut size, None, 0);
        size.min(u32::from(u16::MAX)) as u16
    }

    /// The events the contradiction rests on into `step` (branch `branch`); returns its size.
    pub(crate) fn contradiction_chain(&self, step: &mut Step, branch: u8) -> u32 {
        let mut seen = [0u128; 7];
        let mut size = 0u32;
        self.walk_contradiction(&mut seen, &mut size, Some((step, branch)), 0);
        size
    }

    /// The events that `node` (made true when `on`, else false) rests on, into `step`.
    pub(crate) fn conclusion_chain(
        &self,
        node: usize,
        on: bool,
        step: &mut Step,
        branch: u8,
    ) -> u32 {
        let e = if on {
            self.on_event.get(node / 9).copied().unwrap_or(UNSET)
        } else {
            self.off_event.get(node).copied().unwrap_or(UNSET)
        };
        let mut seen = [0u128; 7];
        let mut size = 0u32;
        let mut stack: Vec<u16, MAX_EVENTS> = Vec::new();
        let _ = stack.push(e);
        self.closure(&mut stack, &mut seen, &mut size);
        self.emit(&seen, Some((step, branch)));
        size
    }

    fn walk_contradiction(
        &self,
        seen: &mut [u128; 7],
        size: &mut u32,
        out: Option<(&mut Step, u8)>,
        _depth: u8,
    ) {
        let mut stack: Vec<u16, MAX_EVENTS> = Vec::new();
        match self.contradiction {
            Some(Contradiction::EmptyCell(c)) => {
                let cell = usize::from(c);
                for d in Digits(self.origin.mask(cell)) {
                    let _ = stack.push(
                        self.off_event
                            .get(node_of(cell, d))
                            .copied()
                            .unwrap_or(UNSET),
                    );
                }
            }
            Some(Contradiction::NoPlace(h, d)) => {
                let cells =
                    self.origin.cells_with(d) & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
                for c in Cells(cells) {
                    let _ = stack.push(self.off_event.get(node_of(c, d)).copied().unwrap_or(UNSET));
                }
            }
            Some(Contradiction::Clash(a, b)) => {
                let _ = stack.push(a);
                let _ = stack.push(b);
            }
            None => {}
        }
        self.closure(&mut stack, seen, size);
        self.emit(seen, out);
    }

    /// Marks every event reachable from `stack` through causes, counting them into `size`.
    fn closure(&self, stack: &mut Vec<u16, MAX_EVENTS>, seen: &mut [u128; 7], size: &mut u32) {
        while let Some(e) = stack.pop() {
            let i = usize::from(e);
            let Some(event) = self.events.get(i) else {
                continue;
            };
            let Some(word) = seen.get_mut(i / 128) else {
                continue;
            };
            if *word >> (i % 128) & 1 == 1 {
                continue;
            }
            *word |= 1 << (i % 128);
            *size += 1;
            let (cell, digit) = (usize::from(event.node) / 9, (event.node % 9) as u8 + 1);
            match event.why {
                Why::Assumed => {}
                Why::Placed(p) => {
                    let _ = stack.push(p);
                }
                Why::NakedSingle => {
                    for d in Digits(self.origin.mask(cell) & !dbit(digit)) {
                        let _ = stack.push(
                            self.off_event
                                .get(node_of(cell, d))
                                .copied()
                                .unwrap_or(UNSET),
                        );
                    }
                }
                Why::HiddenSingle(h) => {
                    let cells = self.origin.cells_with(digit)
                        & HOUSES.get(usize::from(h)).copied().unwrap_or(0)
                        & !bit(cell);
                    for c in Cells(cells) {
                        let _ = stack.push(
                            self.off_event
                                .get(node_of(c, digit))
                                .copied()
                                .unwrap_or(UNSET),
                        );
                    }
                }
                Why::Locked(from, to) => {
                    let cells = self.origin.cells_with(digit)
                        & HOUSES.get(usize::from(from)).copied().unwrap_or(0)
                        & !HOUSES.get(usize::from(to)).copied().unwrap_or(0);
                    for c in Cells(cells) {
                        let _ = stack.push(
                            self.off_event
                                .get(node_of(c, digit))
                                .copied()
                                .unwrap_or(UNSET),
                        );
                    }
                }
                Why::Nested(weight) => *size += u32::from(weight),
            }
        }
    }

    /// The marked events, in the order they happened, as chain nodes.
    fn emit(&self, seen: &[u128; 7], out: Option<(&mut Step, u8)>) {
        let Some((step, branch)) = out else {
            return;
        };
        for (i, e) in self.events.iter().enumerate() {
            if seen.get(i / 128).is_some_and(|w| w >> (i % 128) & 1 == 1) {
                let n = usize::from(e.node);
                step.node(n / 9, (n % 9) as u8 + 1, e.on, branch);
            }
        }
    }
}

/// The best forcing chain of `mode` on `b`: the one with the fewest events, among
/// contradictions (a candidate true or false), cell and region forcing chains (Nishio: the
/// contradictions of one digit). Stops early once a chain without length modifier is found.
/// `None` when there is none or the work budget ran out (`work.spent()` tells which).
pub(crate) fn forcing(b: &Candidates, mode: Mode, work: &mut Work) -> Option<Step> {
    let init = Start::new(b);
    let mut best: Option<Best> = None;
    let good_enough = |best: &Option<Best>| best.is_some_and(|x| length_modifier(x.size) == 0);
    // Contradictions from a candidate assumed true, and cell forcing chains (the same
    // assumptions, gathered cell by cell).
    // The candidates whose assumption led to a contradiction, per digit: a region with one of
    // them as a place has no forcing chain, without following its places again. (Complete
    // whenever the region forcing chains are searched: the loop ends early only with a chain
    // good enough to skip them.)
    let mut false_by_contradiction = [0u128; 9];
    for cell in Cells(b.open()) {
        let mask = b.mask(cell);
        let mut common_on = [u128::MAX; 9];
        let mut common_off = [u128::MAX; 9];
        let mut all_consistent = true;
        for d in Digits(mask) {
            if work.spent() {
                return None;
            }
            let node = node_of(cell, d);
            let m = match mode {
                Mode::Digit(_) => Mode::Digit(d),
                m => m,
            };
            let mut p = Prop::new(b, &init, m);
            p.assume(node, true);
            p.run(work);
            if p.contradicted() {
                all_consistent = false;
                if let Some(f) = false_by_contradiction.get_mut(usize::from(d) - 1) {
                    *f |= bit(cell);
                }
                let size = u32::from(p.contradiction_size());
                consider(
                    &mut best,
                    Best {
                        size,
                        kind: Kind::FalseByContradiction(node),
                    },
                );
            } else if !matches!(mode, Mode::Digit(_)) {
                let (on, off) = p.outcome();
                for i in 0..9 {
                    if let (Some(a), Some(x)) = (common_on.get_mut(i), on.get(i)) {
                        *a &= x;
                    }
                    if let (Some(a), Some(x)) = (common_off.get_mut(i), off.get(i)) {
                        *a &= x;
                    }
                }
            }
        }
        if all_consistent && !matches!(mode, Mode::Digit(_)) && mask.several() {
            if let Some((node, on)) = first_common(b, &common_on, &common_off, bit(cell)) {
                let size = branches_size(b, &init, mode, work, Source::Cell(cell), node, on);
                consider(
                    &mut best,
                    Best {
                        size,
                        kind: Kind::Cell(cell, node, on),
                    },
                );
            }
        }
        if good_enough(&best) {
            break;
        }
    }
    if matches!(mode, Mode::Digit(_)) {
        return best.map(|x| build(b, &init, mode, work, x));
    }
    // Contradictions from a candidate assumed false. In a cell with two candidates, one false
    // is the other true, whose propagation the first pass followed (one event shorter): those
    // cells are skipped.
    if !good_enough(&best) {
        for cell in Cells(b.open()) {
            if b.mask(cell).two() {
                continue;
            }
            for d in Digits(b.mask(cell)) {
                if work.spent() {
                    return None;
                }
                let node = node_of(cell, d);
                let mut p = Prop::new(b, &init, mode);
                p.assume(node, false);
                p.run(work);
                if p.contradicted() {
                    let size = u32::from(p.contradiction_size());
                    consider(
                        &mut best,
                        Best {
                            size,
                            kind: Kind::TrueByContradiction(node),
                        },
                    );
                }
            }
            if good_enough(&best) {
                break;
            }
        }
    }
    // Region forcing chains: every place of a digit in a house.
    if !good_enough(&best) {
        'houses: for (h, &house) in HOUSES.iter().enumerate() {
            for d in 1..=9u8 {
                let places = b.cells_with(d) & house;
                if !places.several() {
                    continue;
                }
                let known_false = false_by_contradiction
                    .get(usize::from(d) - 1)
                    .copied()
                    .unwrap_or(0);
                if places & known_false != 0 {
                    continue;
                }
                let mut common_on = [u128::MAX; 9];
                let mut common_off = [u128::MAX; 9];
                let mut consistent = true;
                for c in Cells(places) {
                    if work.spent() {
                        return None;
                    }
                    let mut p = Prop::new(b, &init, mode);
                    p.assume(node_of(c, d), true);
                    p.run(work);
                    if p.contradicted() {
                        consistent = false;
                        break;
                    }
                    let (on, off) = p.outcome();
                    for i in 0..9 {
                        if let (Some(a), Some(x)) = (common_on.get_mut(i), on.get(i)) {
                            *a &= x;
                        }
                        if let (Some(a), Some(x)) = (common_off.get_mut(i), off.get(i)) {
                            *a &= x;
                        }
                    }
                }
                if !consistent {
                    continue;
                }
                if let Some((node, on)) = first_common(b, &common_on, &common_off, places) {
                    let size = branches_size(b, &init, mode, work, Source::Region(h, d), node, on);
                    consider(
                        &mut best,
                        Best {
                            size,
                            kind: Kind::Region(h, d, node, on),
                        },
                    );
                    if good_enough(&best) {
                        break 'houses;
                    }
                }
            }
        }
    }
    if work.spent() {
        return None;
    }
    best.map(|x| build(b, &init, mode, work, x))
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    /// The node assumed true leads to a contradiction.
    FalseByContradiction(usize),
    /// The node assumed false leads to a contradiction.
    TrueByContradiction(usize),
    /// Every candidate of the cell makes the node true (`on`) or false.
    Cell(usize, usize, bool),
    /// Every place of the digit in the house makes the node true or false.
    Region(usize, u8, usize, bool),
}

#[derive(Clone, Copy, Debug)]
struct Best {
    size: u32,
    kind: Kind,
}

fn consider(best: &mut Option<Best>, found: Best) {
    if best.map_or(true, |b| found.size < b.size) {
        *best = Some(found);
    }
}

/// The assumptions of a cell or region forcing chain.
#[derive(Clone, Copy)]
enum Source {
    Cell(usize),
    Region(usize, u8),
}

impl Source {
    fn starts(self, b: &Candidates) -> heapless::Vec<usize, 9> {
        let mut out = heapless::Vec::new();
        match self {
            Source::Cell(cell) => {
                for d in Digits(b.mask(cell)) {
                    let _ = out.push(node_of(cell, d));
                }
            }
            Source::Region(h, d) => {
                for c in Cells(b.cells_with(d) & HOUSES.get(h).copied().unwrap_or(0)) {
                    let _ = out.push(node_of(c, d));
                }
            }
        }
        out
    }
}

/// A conclusion every branch shares and that changes the grid: a placement, else a removal,
/// outside the assumptions' own cells.
fn first_common(
    b: &Candidates,
    on: &[u128; 9],
    off: &[u128; 9],
    exclude: u128,
) -> Option<(usize, bool)> {
    for (i, &set) in on.iter().enumerate() {
        let set = set & b.open() & !exclude;
        if set != 0 {
            return Some((set.trailing_zeros() as usize * 9 + i, true));
        }
    }
    for (i, &set) in off.iter().enumerate() {
        let set = set & b.board(i) & !exclude;
        if set != 0 {
            return Some((set.trailing_zeros() as usize * 9 + i, false));
        }
    }
    None
}

/// The size of every branch's chain to the conclusion, added up.
fn branches_size(
    b: &Candidates,
    init: &Start,
    mode: Mode,
    work: &mut Work,
    source: Source,
    node: usize,
    on: bool,
) -> u32 {
    let mut scratch = Step::new(Technique::DynamicCellForcingChain);
    let mut total = 0;
    for (k, &start) in source.starts(b).iter().enumerate() {
        let mut p = Prop::new(b, init, mode);
        p.assume(start, true);
        p.run(work);
        total += p.conclusion_chain(node, on, &mut scratch, k as u8);
    }
    total
}

/// The step of the best chain found.
fn build(b: &Candidates, init: &Start, mode: Mode, work: &mut Work, best: Best) -> Step {
    let technique = match (mode, best.kind) {
        (Mode::Digit(_), _) => Technique::NishioForcingChain,
        (Mode::Plus, _) => Technique::DynamicForcingChainPlus,
        (Mode::Nested, _) => Technique::NestedForcingChain,
        (Mode::Dynamic, Kind::Cell(..)) => Technique::DynamicCellForcingChain,
        (Mode::Dynamic, Kind::Region(..)) => Technique::DynamicRegionForcingChain,
        (Mode::Dynamic, _) => Technique::DynamicContradictionChain,
    };
    let mut s = Step::new(technique);
    let digit = |n: usize| (n % 9) as u8 + 1;
    match best.kind {
        Kind::FalseByContradiction(node) | Kind::TrueByContradiction(node) => {
            let on = matches!(best.kind, Kind::FalseByContradiction(_));
            let m = match mode {
                Mode::Digit(_) => Mode::Digit(digit(node)),
                m => m,
            };
            let mut p = Prop::new(b, init, m);
            p.assume(node, on);
            p.run(work);
            p.contradiction_chain(&mut s, 0);
            if on {
                s.eliminate(node / 9, digit(node));
            } else {
                s = s.place(node / 9, digit(node));
            }
            s.digits = dbit(digit(node));
        }
        Kind::Cell(_, node, on) | Kind::Region(_, _, node, on) => {
            let source = match best.kind {
                Kind::Cell(cell, ..) => Source::Cell(cell),
                Kind::Region(h, d, ..) => {
                    s.house(h);
                    Source::Region(h, d)
                }
                _ => Source::Cell(0),
            };
            for (k, &start) in source.starts(b).iter().enumerate() {
                let mut p = Prop::new(b, init, mode);
                p.assume(start, true);
                p.run(work);
                p.conclusion_chain(node, on, &mut s, k as u8);
                s.reason(start / 9, digit(start));
            }
            if on {
                s = s.place(node / 9, digit(node));
            } else {
                s.eliminate(node / 9, digit(node));
            }
            s.digits = dbit(digit(node));
        }
    }
    s.rating = technique
        .base_rating()
        .saturating_add(length_modifier(best.size));
    s
}
