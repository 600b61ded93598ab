//! [`Rating`] and [`Level`]: how hard a puzzle is, by the hardest step of its easiest path.

use super::technique::TECHNIQUE_COUNT;
use super::{Step, Technique};

/// Five named levels, by the rating (SE scale ×10) of a puzzle's hardest step. The numbers are
/// ABI (`SUDOKU_LEVEL_*`) and never change.
///
/// | level | rating | what it takes |
/// |---|---|---|
/// | Easy | up to 1.5 | full houses and hidden singles |
/// | Medium | 1.6 to 2.8 | naked singles, pointing, claiming |
/// | Hard | 2.9 to 4.4 | pairs, triples, X-Wing, Swordfish, Skyscraper, 2-String Kite, XY-, XYZ-, W-Wing |
/// | Fiendish | 4.5 to 6.9 | unique rectangles, quads, Jellyfish, BUG+1, X-chains |
/// | Diabolical | 7.0 and up | chains over several digits and forcing chains |
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Level {
    /// Up to 1.5: full houses and hidden singles.
    Easy = 1,
    /// 1.6 to 2.8: naked singles and locked candidates.
    Medium = 2,
    /// 2.9 to 4.4: subsets up to triples, X-Wing, Swordfish, the short single-digit chains and
    /// the wings.
    Hard = 3,
    /// 4.5 to 6.9: uniqueness, quads, Jellyfish, BUG+1, X-chains.
    Fiendish = 4,
    /// 7.0 and up: AICs and forcing chains.
    Diabolical = 5,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Fiendish,
        Level::Diabolical,
    ];

    /// The highest rating (×10) of each level but the last: 15, 28, 44, 69.
    pub const UPPER_BOUNDS: [u8; 4] = [15, 28, 44, 69];

    /// The level of a rating (SE scale ×10).
    pub const fn of_rating(rating: u8) -> Level {
        if rating <= Level::UPPER_BOUNDS[0] {
            Level::Easy
        } else if rating <= Level::UPPER_BOUNDS[1] {
            Level::Medium
        } else if rating <= Level::UPPER_BOUNDS[2] {
            Level::Hard
        } else if rating <= Level::UPPER_BOUNDS[3] {
            Level::Fiendish
        } else {
            Level::Diabolical
        }
    }

    /// Its name: "easy", "medium", "hard", "fiendish", "diabolical".
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Fiendish => "fiendish",
            Level::Diabolical => "diabolical",
        }
    }

    /// The level with number `n` (1 to 5).
    pub const fn from_number(n: u8) -> Option<Level> {
        match n {
            1 => Some(Level::Easy),
            2 => Some(Level::Medium),
            3 => Some(Level::Hard),
            4 => Some(Level::Fiendish),
            5 => Some(Level::Diabolical),
            _ => None,
        }
    }
}

/// QQWing's four levels, for comparison: what QQWing would call the puzzle, judged by the
/// techniques of its path (QQWing knows singles, pointing, claiming and pairs, and guesses
/// for anything else).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum QqwingLevel {
    /// Naked singles (and full houses) only.
    Simple = 1,
    /// Hidden singles too.
    Easy = 2,
    /// Pointing, claiming, naked or hidden pairs.
    Intermediate = 3,
    /// Anything else: QQWing would have to guess.
    Expert = 4,
}

impl QqwingLevel {
    /// Its name as QQWing prints it.
    pub const fn name(self) -> &'static str {
        match self {
            QqwingLevel::Simple => "Simple",
            QqwingLevel::Easy => "Easy",
            QqwingLevel::Intermediate => "Intermediate",
            QqwingLevel::Expert => "Expert",
        }
    }
}

/// How hard a puzzle is, as Sudoku Explainer 1.2.1 rates it: ER (the hardest step of the path
/// that always takes SE's step), EP (pearl: the hardest step up to the first that places a
/// digit) and ED (diamond: the first step), the hardest step's technique, its level, and how
/// many steps of each technique the path took.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rating {
    /// ER, the hardest step's rating, SE scale ×10 (SE's 7.3 is 73).
    pub rating: u8,
    /// EP (pearl), ×10: the hardest step up to and including the first that places a digit.
    pub pearl: u8,
    /// ED (diamond), ×10: the rating of the first step.
    pub diamond: u8,
    /// The hardest step's technique (the first step of the highest rating).
    pub hardest: Technique,
    /// The number of cells of the hardest step's pattern where SE's name says it (a unique
    /// loop's size); see [`Rating::write_se_name`].
    pub hardest_size: u16,
    /// The level of the rating.
    pub level: Level,
    /// The number of steps of the path.
    pub steps: u16,
    /// Steps per technique: index `number - 1` (see [`Rating::count`]).
    pub counts: [u16; TECHNIQUE_COUNT],
    /// True when a step relied on the puzzle having one solution (unique rectangles and loops,
    /// BUG).
    pub uses_uniqueness: bool,
}

impl Rating {
    /// A rating with no step yet.
    pub(crate) const fn start() -> Rating {
        Rating {
            rating: 0,
            pearl: 0,
            diamond: 0,
            hardest: Technique::FullHouse,
            hardest_size: 0,
            level: Level::Easy,
            steps: 0,
            counts: [0; TECHNIQUE_COUNT],
            uses_uniqueness: false,
        }
    }

    /// Adds one step of the path, as SE's `getDifficulty` does.
    pub(crate) fn add(&mut self, step: &Step) {
        let (technique, rating) = (step.technique, step.rating);
        let placed_before = self.pearl != 0;
        if rating > self.rating || self.steps == 0 {
            self.rating = self.rating.max(rating);
            self.hardest = technique;
            self.hardest_size = step.pattern_cells();
        }
        if self.steps == 0 {
            self.diamond = self.rating;
        }
        if !placed_before && step.placement.is_some() {
            self.pearl = self.rating;
        }
        self.level = Level::of_rating(self.rating);
        self.steps = self.steps.saturating_add(1);
        if let Some(c) = self.counts.get_mut(usize::from(technique.number()) - 1) {
            *c = c.saturating_add(1);
        }
        self.uses_uniqueness |= technique.needs_uniqueness();
    }

    /// Writes SE's name of the hardest step's rule ("Turbot Fish", "Unique Loop 8 type 1"),
    /// as SE's rating lists it.
    pub fn write_se_name<W: core::fmt::Write>(&self, out: &mut W) -> core::fmt::Result {
        super::step::write_se_name(self.hardest, self.hardest_size, out)
    }

    /// How many steps of `technique` the path took.
    pub fn count(&self, technique: Technique) -> u16 {
        self.counts
            .get(usize::from(technique.number()) - 1)
            .copied()
            .unwrap_or(0)
    }

    /// True when the path needed a forcing chain (SE 7.5 and up).
    pub fn uses_forcing_chains(&self) -> bool {
        Technique::ALL
            .iter()
            .any(|&t| t.is_forcing_chain() && self.count(t) > 0)
    }

    /// What QQWing would call the puzzle, judged by the techniques of the path.
    pub fn qqwing(&self) -> QqwingLevel {
        let used = |ts: &[Technique]| ts.iter().any(|&t| self.count(t) > 0);
        let simple = [Technique::FullHouse, Technique::NakedSingle];
        let easy = [Technique::HiddenSingleBox, Technique::HiddenSingleLine];
        let intermediate = [
            Technique::Pointing,
            Technique::Claiming,
            Technique::NakedPair,
            Technique::HiddenPair,
        ];
        let beyond = Technique::ALL
            .iter()
            .filter(|t| !simple.contains(t) && !easy.contains(t) && !intermediate.contains(t))
            .any(|&t| self.count(t) > 0);
        if beyond {
            QqwingLevel::Expert
        } else if used(&intermediate) {
            QqwingLevel::Intermediate
        } else if used(&easy) {
            QqwingLevel::Easy
        } else {
            QqwingLevel::Simple
        }
    }
}
