//! SE's difficulty arithmetic and the order of its chaining hints: difficulty (a Java `double`,
//! computed here with the same additions so that ties and near-ties fall as they do in SE),
//! then complexity, then the kind's sort key.

use core::cmp::Ordering;

use super::ChainConfig;
#[cfg(test)]
use super::ChainKind;

/// The sort key SE gives a chaining hint: `(difficulty, complexity, sort key)`; the order of
/// discovery breaks ties (the search keeps the first of equals).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Key {
    /// SE's difficulty, as SE computes it.
    pub difficulty: f64,
    /// SE's complexity (the nodes of the chains).
    pub complexity: u32,
    /// SE's `getSortKey()` of the kind.
    pub sort: u8,
}

impl Key {
    /// The key of a hint of `base` difficulty (SE's rule or kind base), `complexity` and `sort`.
    pub fn new(base: f64, complexity: u32, sort: u8) -> Key {
        Key {
            difficulty: base + length_added(complexity),
            complexity,
            sort,
        }
    }

    /// True when `self` sorts strictly before `other`.
    #[inline]
    pub fn before(&self, other: &Key) -> bool {
        self.cmp3(other) == Ordering::Less
    }

    fn cmp3(&self, other: &Key) -> Ordering {
        match self.difficulty.partial_cmp(&other.difficulty) {
            Some(Ordering::Equal) | None => {
                (self.complexity, self.sort).cmp(&(other.complexity, other.sort))
            }
            Some(o) => o,
        }
    }

    /// The difficulty ×10 as SE prints it: `(int)((d + 0.05) * 10)`.
    pub fn tenths(&self) -> u8 {
        let t = (self.difficulty + 0.05) * 10.0;
        if t >= 255.0 {
            u8::MAX
        } else {
            t as u8
        }
    }
}

/// SE's `getLengthDifficulty()`: 0.1 more each time the chain's length (complexity - 2) passes
/// the next of 4, 6, 8, 12, 16, 24, ... (each bound alternately ×3/2 and ×4/3, in integers),
/// added up in a `double` as SE adds it.
pub(crate) fn length_added(complexity: u32) -> f64 {
    let length = i64::from(complexity) - 2;
    let mut added = 0.0f64;
    let mut ceil = 4i64;
    let mut odd = false;
    while length > ceil {
        added += 0.1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

/// SE's base difficulty of a multiple, dynamic or nested configuration (`Chaining.getDifficulty`).
pub(crate) fn rule_base(cfg: ChainConfig) -> f64 {
    let level = f64::from(cfg.level);
    if cfg.level >= 2 {
        9.5 + 0.5 * (level - 2.0)
    } else if cfg.level > 0 {
        8.5 + 0.5 * level
    } else if cfg.nishio {
        7.5
    } else if cfg.dynamic {
        8.5
    } else {
        8.0
    }
}

/// The name of a cell, region, contradiction or double forcing chain found by `cfg`: SE's
/// prefix ("Dynamic ", "Nishio " or none), the kind, " Chains" and the level's suffix.
#[cfg(test)]
pub(crate) fn dynamic_name(kind: ChainKind, cfg: ChainConfig) -> &'static str {
    let row = match kind {
        ChainKind::CellForcing => 0,
        ChainKind::RegionForcing => 1,
        ChainKind::Contradiction => 2,
        _ => 3,
    };
    let column = if !cfg.dynamic && cfg.level == 0 {
        0
    } else {
        usize::from(cfg.level.min(5)) + 1
    };
    NAMES
        .get(row)
        .and_then(|r| r.get(column))
        .copied()
        .unwrap_or("Forcing Chains")
}

#[cfg(test)]
macro_rules! names {
    ($kind:literal) => {
        [
            concat!($kind, " Forcing Chains"),
            concat!("Dynamic ", $kind, " Forcing Chains"),
            concat!("Dynamic ", $kind, " Forcing Chains (+)"),
            concat!("Dynamic ", $kind, " Forcing Chains (+ Forcing Chains)"),
            concat!(
                "Dynamic ",
                $kind,
                " Forcing Chains (+ Multiple Forcing Chains)"
            ),
            concat!(
                "Dynamic ",
                $kind,
                " Forcing Chains (+ Dynamic Forcing Chains)"
            ),
            concat!(
                "Dynamic ",
                $kind,
                " Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
            ),
        ]
    };
}

#[cfg(test)]
const NAMES: [[&str; 7]; 4] = [
    names!("Cell"),
    names!("Region"),
    names!("Contradiction"),
    names!("Double"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_added_follows_se() {
        // Lengths (complexity - 2) up to 4 add nothing, 5-6 add 0.1, 7-8 0.2, 9-12 0.3.
        for (c, tenths) in [
            (6, 66),
            (7, 67),
            (8, 67),
            (9, 68),
            (10, 68),
            (11, 69),
            (14, 69),
        ] {
            assert_eq!(Key::new(6.6, c, 2).tenths(), tenths, "complexity {c}");
        }
        assert_eq!(Key::new(6.5, 7, 2).difficulty, 6.6);
        assert!(Key::new(6.6, 6, 2).before(&Key::new(6.5, 7, 2)));
        assert_eq!(rule_base(ChainConfig::nested(5)), 11.0);
        assert_eq!(rule_base(ChainConfig::PLUS), 9.0);
    }

    #[test]
    fn names_follow_se() {
        assert_eq!(
            dynamic_name(ChainKind::RegionForcing, ChainConfig::MULTIPLE),
            "Region Forcing Chains"
        );
        assert_eq!(
            dynamic_name(ChainKind::Contradiction, ChainConfig::PLUS),
            "Dynamic Contradiction Forcing Chains (+)"
        );
        assert_eq!(
            dynamic_name(ChainKind::DoubleForcing, ChainConfig::nested(5)),
            "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
        );
    }
}
