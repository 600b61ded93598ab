//! [`Technique`]: the techniques of the explainer, their fixed numbers, names and base ratings.
//!
//! The explainer takes the step Sudoku Explainer (SE) 1.2.1 takes, so the techniques are SE's
//! rules; a few keep the name players know for a particular shape of SE's rule (a Skyscraper
//! is one of SE's Turbot Fish). [`Technique::se_name`] is SE's own name.

/// A solving technique. The numbers are ABI (the C API's `SUDOKU_TECHNIQUE_*`): they never
/// change, and a new technique gets the next free number. [`Technique::base_rating`] is SE's
/// difficulty ×10 before its modifiers (chain length, loop size, set size).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Technique {
    /// The last empty cell of a row, column or box (SE's Hidden Single, 1.0).
    FullHouse = 1,
    /// The only cell of a box where a digit fits (SE 1.2).
    HiddenSingleBox = 2,
    /// The only cell of a row or column where a digit fits (SE 1.5).
    HiddenSingleLine = 3,
    /// A cell with one candidate left (SE 2.3).
    NakedSingle = 4,
    /// A digit of a box confined to one row or column leaves the rest of it (SE 2.6).
    Pointing = 5,
    /// A digit of a row or column confined to one box leaves the rest of it (SE 2.8).
    Claiming = 6,
    /// Two cells of a house with the same two candidates (SE 3.0).
    NakedPair = 7,
    /// A digit in two lines confined to two crossing lines (SE 3.2).
    XWing = 8,
    /// Two digits of a house confined to the same two cells (SE 3.4).
    HiddenPair = 9,
    /// Three cells of a house with three candidates between them (SE 3.6).
    NakedTriple = 10,
    /// A digit in three lines confined to three crossing lines (SE 3.8).
    Swordfish = 11,
    /// Three digits of a house confined to the same three cells (SE 4.0).
    HiddenTriple = 12,
    /// SE's Turbot Fish whose two strong links lie in parallel lines (6.6).
    Skyscraper = 13,
    /// SE's Turbot Fish whose strong links are a row and a column joined in a box (6.6).
    TwoStringKite = 14,
    /// A pivot {x,y} seeing pincers {x,z} and {y,z} (SE 4.2).
    XyWing = 15,
    /// A pivot {x,y,z} seeing pincers {x,z} and {y,z} (SE 4.4).
    XyzWing = 16,
    /// Two cells {x,y} joined by a strong link of x: one of SE's Forcing Chains (7.0 and up).
    /// No longer produced: such a step is a [`Technique::Aic`].
    WWing = 17,
    /// Unique rectangle type 1 (SE 4.5). Relies on the puzzle having one solution.
    UniqueRectangle1 = 18,
    /// Unique rectangle type 2 (SE 4.5). Relies on the puzzle having one solution.
    UniqueRectangle2 = 19,
    /// Unique rectangle type 4 (SE 4.5). Relies on the puzzle having one solution.
    UniqueRectangle4 = 20,
    /// Four cells of a house with four candidates between them (SE 5.0).
    NakedQuad = 21,
    /// A digit in four lines confined to four crossing lines (SE 5.2).
    Jellyfish = 22,
    /// Four digits of a house confined to the same four cells (SE 5.4).
    HiddenQuad = 23,
    /// Bivalue universal grave type 1 (SE 5.6). Relies on the puzzle having one solution.
    BugPlusOne = 24,
    /// SE's Forcing X-Chain: one digit's strong and weak links (6.6 and up).
    XChain = 25,
    /// SE's Forcing Chain: strong and weak links over cells and digits (7.0 and up).
    Aic = 26,
    /// SE's Nishio Forcing Chains (7.5 and up).
    NishioForcingChain = 27,
    /// SE's Dynamic Contradiction Forcing Chains (8.5 and up).
    DynamicContradictionChain = 28,
    /// SE's Dynamic Cell Forcing Chains (8.5 and up).
    DynamicCellForcingChain = 29,
    /// SE's Dynamic Region Forcing Chains (8.5 and up).
    DynamicRegionForcingChain = 30,
    /// Any dynamic forcing chain (+), 9.0 and up. No longer produced: the four kinds have a
    /// number each (56 to 59).
    DynamicForcingChainPlus = 31,
    /// Any nested forcing chain, 9.5 and up. No longer produced: each kind and level has a
    /// number (60 to 75).
    NestedForcingChain = 32,
    /// A box's digit confined to a line leaves a hidden single in another box (SE 1.7).
    DirectPointing = 33,
    /// A line's digit confined to a box leaves a hidden single in another line (SE 1.9).
    DirectClaiming = 34,
    /// A hidden pair that leaves a hidden single in its house (SE 2.0).
    DirectHiddenPair = 35,
    /// A hidden triple that leaves a hidden single in its house (SE 2.5).
    DirectHiddenTriple = 36,
    /// Unique rectangle type 3, with a naked or hidden set (SE 4.6 and up).
    UniqueRectangle3 = 37,
    /// Unique loop (6 cells or more) type 1 (SE 4.6 and up).
    UniqueLoop1 = 38,
    /// Unique loop type 2 (SE 4.6 and up).
    UniqueLoop2 = 39,
    /// Unique loop type 3 (SE 4.7 and up).
    UniqueLoop3 = 40,
    /// Unique loop type 4 (SE 4.6 and up).
    UniqueLoop4 = 41,
    /// Bivalue universal grave type 2 (SE 5.7).
    Bug2 = 42,
    /// Bivalue universal grave type 3 (SE 5.8 and up).
    Bug3 = 43,
    /// Bivalue universal grave type 4 (SE 5.7).
    Bug4 = 44,
    /// Aligned Pair Exclusion (SE 6.2).
    AlignedPairExclusion = 45,
    /// Aligned Triplet Exclusion (SE 7.5).
    AlignedTripletExclusion = 46,
    /// SE's Turbot Fish: a Forcing X-Chain of four cells, other than the two shapes above.
    TurbotFish = 47,
    /// SE's Forcing Y-Chain: bivalue cells only (6.6 and up).
    ForcingYChain = 48,
    /// SE's Bidirectional X-Cycle (6.5 and up).
    BidirectionalXCycle = 49,
    /// SE's Bidirectional Y-Cycle (6.5 and up).
    BidirectionalYCycle = 50,
    /// SE's Bidirectional Cycle (7.0 and up).
    BidirectionalCycle = 51,
    /// SE's Generalized X-Wing: an X-cycle of four cells (6.5 and up).
    GeneralizedXWing = 52,
    /// SE's Cell Forcing Chains, static (8.0 and up).
    CellForcingChain = 53,
    /// SE's Region Forcing Chains, static (8.0 and up).
    RegionForcingChain = 54,
    /// SE's Dynamic Double Forcing Chains (8.5 and up).
    DynamicDoubleForcingChain = 55,
    /// Dynamic Contradiction Forcing Chains (+) (9.0 and up).
    DynamicContradictionChainPlus = 56,
    /// Dynamic Double Forcing Chains (+) (9.0 and up).
    DynamicDoubleForcingChainPlus = 57,
    /// Dynamic Cell Forcing Chains (+) (9.0 and up).
    DynamicCellForcingChainPlus = 58,
    /// Dynamic Region Forcing Chains (+) (9.0 and up).
    DynamicRegionForcingChainPlus = 59,
    /// Dynamic Contradiction Forcing Chains (+ Forcing Chains) (9.5 and up).
    NestedContradictionChain2 = 60,
    /// Dynamic Double Forcing Chains (+ Forcing Chains) (9.5 and up).
    NestedDoubleForcingChain2 = 61,
    /// Dynamic Cell Forcing Chains (+ Forcing Chains) (9.5 and up).
    NestedCellForcingChain2 = 62,
    /// Dynamic Region Forcing Chains (+ Forcing Chains) (9.5 and up).
    NestedRegionForcingChain2 = 63,
    /// Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains) (10.0 and up).
    NestedContradictionChain3 = 64,
    /// Dynamic Double Forcing Chains (+ Multiple Forcing Chains) (10.0 and up).
    NestedDoubleForcingChain3 = 65,
    /// Dynamic Cell Forcing Chains (+ Multiple Forcing Chains) (10.0 and up).
    NestedCellForcingChain3 = 66,
    /// Dynamic Region Forcing Chains (+ Multiple Forcing Chains) (10.0 and up).
    NestedRegionForcingChain3 = 67,
    /// Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains) (10.5 and up).
    NestedContradictionChain4 = 68,
    /// Dynamic Double Forcing Chains (+ Dynamic Forcing Chains) (10.5 and up).
    NestedDoubleForcingChain4 = 69,
    /// Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains) (10.5 and up).
    NestedCellForcingChain4 = 70,
    /// Dynamic Region Forcing Chains (+ Dynamic Forcing Chains) (10.5 and up).
    NestedRegionForcingChain4 = 71,
    /// Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)) (11.0 and up).
    NestedContradictionChain5 = 72,
    /// Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)) (11.0 and up).
    NestedDoubleForcingChain5 = 73,
    /// Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)) (11.0 and up).
    NestedCellForcingChain5 = 74,
    /// Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)) (11.0 and up).
    NestedRegionForcingChain5 = 75,
}

/// How many techniques there are: numbers `1..=COUNT`.
pub const TECHNIQUE_COUNT: usize = 75;

mod info;

use info::{Info, CHAIN, FORCING, INFO, RETIRED, UNIQUE};

/// The kinds of SE's dynamic forcing chains, for [`Technique::dynamic`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DynamicKind {
    /// A candidate whose truth leads to a contradiction.
    Contradiction,
    /// A candidate whose truth and falsity lead to the same conclusion.
    Double,
    /// Every candidate of a cell leads to the same conclusion.
    Cell,
    /// Every place of a digit in a house leads to the same conclusion.
    Region,
}

impl Technique {
    /// The technique with number `n`, if any.
    pub const fn from_number(n: u8) -> Option<Technique> {
        if n == 0 || n as usize > TECHNIQUE_COUNT {
            return None;
        }
        Some(ALL[n as usize - 1])
    }

    /// Every technique, by number.
    pub const ALL: [Technique; TECHNIQUE_COUNT] = ALL;

    /// The fixed number of the technique (1 to [`TECHNIQUE_COUNT`]).
    pub const fn number(self) -> u8 {
        self as u8
    }

    const fn info(self) -> &'static Info {
        &INFO[self as usize - 1]
    }

    /// Its name as players know it ("Skyscraper", "Naked Triple").
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// Sudoku Explainer 1.2.1's name of the rule ("Turbot Fish", "Naked Triplet"). A unique
    /// loop of more than six cells adds its size in SE ("Unique Loop 8 type 1"): see
    /// [`super::Step::write_se_name`].
    pub const fn se_name(self) -> &'static str {
        self.info().se_name
    }

    /// Its rating on SE's scale, ×10, before any modifier (chain length, loop size, set size).
    pub const fn base_rating(self) -> u8 {
        self.info().base
    }

    /// True for the techniques that rely on the puzzle having exactly one solution (unique
    /// rectangles and loops, BUG): they are used only when it has.
    pub const fn needs_uniqueness(self) -> bool {
        self.info().flags & UNIQUE != 0
    }

    /// True for the chains and forcing chains, whose rating adds SE's length modifier.
    pub const fn is_chain(self) -> bool {
        self.info().flags & CHAIN != 0
    }

    /// True for the forcing chains (Nishio and up: SE 7.5 and more).
    pub const fn is_forcing_chain(self) -> bool {
        self.info().flags & FORCING != 0
    }

    /// True for the numbers kept but no longer produced (W-Wing, and the generic (+) and
    /// nested forcing chains, now one number per kind and level).
    pub const fn is_retired(self) -> bool {
        self.info().flags & RETIRED != 0
    }

    /// SE's dynamic forcing chain of `kind` at nesting `level` (0 to 5; SE's `Chaining(true,
    /// true, false, level)`), or `None` past 5.
    pub const fn dynamic(kind: DynamicKind, level: u8) -> Option<Technique> {
        let k = kind as u8;
        match level {
            0 => Some(match kind {
                DynamicKind::Contradiction => Technique::DynamicContradictionChain,
                DynamicKind::Double => Technique::DynamicDoubleForcingChain,
                DynamicKind::Cell => Technique::DynamicCellForcingChain,
                DynamicKind::Region => Technique::DynamicRegionForcingChain,
            }),
            1..=5 => Technique::from_number(56 + 4 * (level - 1) + k),
            _ => None,
        }
    }
}

const ALL: [Technique; TECHNIQUE_COUNT] = {
    use Technique as T;
    [
        T::FullHouse,
        T::HiddenSingleBox,
        T::HiddenSingleLine,
        T::NakedSingle,
        T::Pointing,
        T::Claiming,
        T::NakedPair,
        T::XWing,
        T::HiddenPair,
        T::NakedTriple,
        T::Swordfish,
        T::HiddenTriple,
        T::Skyscraper,
        T::TwoStringKite,
        T::XyWing,
        T::XyzWing,
        T::WWing,
        T::UniqueRectangle1,
        T::UniqueRectangle2,
        T::UniqueRectangle4,
        T::NakedQuad,
        T::Jellyfish,
        T::HiddenQuad,
        T::BugPlusOne,
        T::XChain,
        T::Aic,
        T::NishioForcingChain,
        T::DynamicContradictionChain,
        T::DynamicCellForcingChain,
        T::DynamicRegionForcingChain,
        T::DynamicForcingChainPlus,
        T::NestedForcingChain,
        T::DirectPointing,
        T::DirectClaiming,
        T::DirectHiddenPair,
        T::DirectHiddenTriple,
        T::UniqueRectangle3,
        T::UniqueLoop1,
        T::UniqueLoop2,
        T::UniqueLoop3,
        T::UniqueLoop4,
        T::Bug2,
        T::Bug3,
        T::Bug4,
        T::AlignedPairExclusion,
        T::AlignedTripletExclusion,
        T::TurbotFish,
        T::ForcingYChain,
        T::BidirectionalXCycle,
        T::BidirectionalYCycle,
        T::BidirectionalCycle,
        T::GeneralizedXWing,
        T::CellForcingChain,
        T::RegionForcingChain,
        T::DynamicDoubleForcingChain,
        T::DynamicContradictionChainPlus,
        T::DynamicDoubleForcingChainPlus,
        T::DynamicCellForcingChainPlus,
        T::DynamicRegionForcingChainPlus,
        T::NestedContradictionChain2,
        T::NestedDoubleForcingChain2,
        T::NestedCellForcingChain2,
        T::NestedRegionForcingChain2,
        T::NestedContradictionChain3,
        T::NestedDoubleForcingChain3,
        T::NestedCellForcingChain3,
        T::NestedRegionForcingChain3,
        T::NestedContradictionChain4,
        T::NestedDoubleForcingChain4,
        T::NestedCellForcingChain4,
        T::NestedRegionForcingChain4,
        T::NestedContradictionChain5,
        T::NestedDoubleForcingChain5,
        T::NestedCellForcingChain5,
        T::NestedRegionForcingChain5,
    ]
};

/// SE's length modifier of a chain, ×10: nothing up to a length of 4, then 0.1 more each
/// time the length passes the next of 4, 6, 8, 12, 16, 24, 32, 48, ... (each bound
/// alternately ×3/2 and ×4/3), as SE 1.2.1's `ChainingHint.getLengthDifficulty` does with
/// `complexity - 2` (`nodes` here is SE's complexity).
pub const fn length_modifier(nodes: u32) -> u8 {
    let length = nodes.saturating_sub(2);
    let mut ceil = 4u32;
    let mut added = 0u8;
    let mut odd = false;
    while length > ceil && added < 120 {
        added += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_fixed() {
        for (i, t) in Technique::ALL.iter().enumerate() {
            assert_eq!(t.number() as usize, i + 1);
            assert_eq!(Technique::from_number(t.number()), Some(*t));
        }
        assert_eq!(Technique::from_number(0), None);
        assert_eq!(Technique::from_number(76), None);
        assert_eq!(
            Technique::NestedRegionForcingChain5.number() as usize,
            TECHNIQUE_COUNT
        );
        assert_eq!(
            Technique::dynamic(DynamicKind::Region, 3),
            Some(Technique::NestedRegionForcingChain3)
        );
        assert_eq!(
            Technique::dynamic(DynamicKind::Double, 1),
            Some(Technique::DynamicDoubleForcingChainPlus)
        );
        assert_eq!(Technique::dynamic(DynamicKind::Cell, 6), None);
        // SE's Chaining.getDifficulty: 8.5 + 0.5 level up to 1, then 9.5 + 0.5 (level - 2).
        for level in 0..=5u8 {
            for kind in [DynamicKind::Contradiction, DynamicKind::Cell] {
                let t = Technique::dynamic(kind, level).unwrap();
                assert_eq!(t.base_rating(), 85 + 5 * level, "{t:?}");
            }
        }
    }

    #[test]
    fn length_modifier_follows_se() {
        // Lengths (nodes - 2) up to 4 add nothing; 5-6 add 0.1; 7-8 0.2; 9-12 0.3; 13-16 0.4;
        // 17-24 0.5; 25-32 0.6; 33-48 0.7.
        let expect = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
        ];
        for (nodes, added) in expect {
            assert_eq!(length_modifier(nodes), added, "{nodes} nodes");
        }
        assert_eq!(length_modifier(26), 5);
        assert_eq!(length_modifier(34), 6);
        assert_eq!(length_modifier(50), 7);
        assert_eq!(length_modifier(0), 0);
    }
}
