//! [`Technique`]: the techniques of the ladder, their fixed numbers, names and ratings.

/// A solving technique. The numbers are ABI (the C API's `SUDOKU_TECHNIQUE_*`): they never
/// change, and a new technique gets the next free number. The ladder tries them in the order
/// of [`Technique::LADDER`], the order of Sudoku Explainer (SE) 1.2.1, whose ratings
/// [`Technique::base_rating`] gives (×10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Technique {
    /// The last empty cell of a row, column or box (SE 1.0).
    FullHouse = 1,
    /// The only cell of a box where a digit fits (SE 1.2).
    HiddenSingleBox = 2,
    /// The only cell of a row or column where a digit fits (SE 1.5).
    HiddenSingleLine = 3,
    /// A cell with one candidate left (SE 2.3).
    NakedSingle = 4,
    /// Locked candidates type 1: a digit of a box confined to one row or column (SE 2.6).
    Pointing = 5,
    /// Locked candidates type 2: a digit of a row or column confined to one box (SE 2.8).
    Claiming = 6,
    /// Two cells of a house with the same two candidates (SE 3.0).
    NakedPair = 7,
    /// A digit in two rows confined to two columns, or the reverse (SE 3.2).
    XWing = 8,
    /// Two digits of a house confined to the same two cells (SE 3.4).
    HiddenPair = 9,
    /// Three cells of a house with three candidates between them (SE 3.6).
    NakedTriple = 10,
    /// A digit in three rows confined to three columns, or the reverse (SE 3.8).
    Swordfish = 11,
    /// Three digits of a house confined to the same three cells (SE 4.0).
    HiddenTriple = 12,
    /// Two conjugate pairs of a digit in parallel lines with one end in a common line
    /// (HoDoKu; SE finds it as a chain: rated here 4.0, where HoDoKu places it).
    Skyscraper = 13,
    /// A conjugate pair in a row and one in a column joined in a box (HoDoKu; rated 4.1).
    TwoStringKite = 14,
    /// A pivot {x,y} seeing pincers {x,z} and {y,z} (SE 4.2).
    XyWing = 15,
    /// A pivot {x,y,z} seeing pincers {x,z} and {y,z} (SE 4.4).
    XyzWing = 16,
    /// Two cells {x,y} joined by a conjugate pair of x (HoDoKu; rated 4.4).
    WWing = 17,
    /// Unique rectangle type 1: three corners {a,b}, the fourth loses a and b (SE 4.5).
    /// Relies on the puzzle having one solution.
    UniqueRectangle1 = 18,
    /// Unique rectangle type 2: two corners {a,b}, two {a,b,c}: c is in one of those (SE 4.6).
    /// Relies on the puzzle having one solution.
    UniqueRectangle2 = 19,
    /// Unique rectangle type 4: a conjugate pair of a in the roof removes b from it (SE 4.5).
    /// Relies on the puzzle having one solution.
    UniqueRectangle4 = 20,
    /// Four cells of a house with four candidates between them (SE 5.0).
    NakedQuad = 21,
    /// A digit in four rows confined to four columns, or the reverse (SE 5.2).
    Jellyfish = 22,
    /// Four digits of a house confined to the same four cells (SE 5.4).
    HiddenQuad = 23,
    /// Bivalue universal grave + 1: every open cell has two candidates but one, which must take
    /// the digit that appears three times in its houses (SE 5.6). Relies on the puzzle having
    /// one solution.
    BugPlusOne = 24,
    /// An alternating chain of strong and weak links of one digit (SE "Forcing X-Chain",
    /// 6.6 plus a length modifier).
    XChain = 25,
    /// An alternating inference chain over digits and cells (SE "Forcing Chain", 7.0 plus a
    /// length modifier; HoDoKu's XY-chain and AIC).
    Aic = 26,
    /// A digit assumed in a cell leads, through that digit alone, to a contradiction (SE
    /// "Nishio Forcing Chains", 7.5 plus a length modifier).
    NishioForcingChain = 27,
    /// A candidate assumed true leads, through singles on the whole grid, to a contradiction
    /// (SE "Dynamic Contradiction Forcing Chains", 8.5 plus a length modifier).
    DynamicContradictionChain = 28,
    /// Every candidate of a cell leads, through singles, to the same conclusion (SE "Dynamic
    /// Cell Forcing Chains", 8.5 plus a length modifier).
    DynamicCellForcingChain = 29,
    /// Every place of a digit in a house leads, through singles, to the same conclusion (SE
    /// "Dynamic Region Forcing Chains", 8.5 plus a length modifier).
    DynamicRegionForcingChain = 30,
    /// A dynamic forcing chain that also uses locked candidates on the way (SE "Dynamic
    /// Forcing Chains (+)", 9.0 plus a length modifier).
    DynamicForcingChainPlus = 31,
    /// A dynamic forcing chain that uses forcing chains on the way (SE "Nested Forcing
    /// Chains", 9.5 plus a length modifier).
    NestedForcingChain = 32,
}

/// How many techniques there are: numbers `1..=COUNT`.
pub const TECHNIQUE_COUNT: usize = 32;

impl Technique {
    /// Every technique, in the order the ladder tries them (easiest first).
    pub const LADDER: [Technique; TECHNIQUE_COUNT] = [
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::WWing,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle2,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::BugPlusOne,
        Technique::XChain,
        Technique::Aic,
        Technique::NishioForcingChain,
        Technique::DynamicContradictionChain,
        Technique::DynamicCellForcingChain,
        Technique::DynamicRegionForcingChain,
        Technique::DynamicForcingChainPlus,
        Technique::NestedForcingChain,
    ];

    /// The technique with number `n`, if any.
    pub fn from_number(n: u8) -> Option<Technique> {
        Technique::LADDER.iter().copied().find(|t| t.number() == n)
    }

    /// The fixed number of the technique (1 to [`TECHNIQUE_COUNT`]).
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// Its name, as HoDoKu and SE spell it.
    pub const fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full House",
            Technique::HiddenSingleBox | Technique::HiddenSingleLine => "Hidden Single",
            Technique::NakedSingle => "Naked Single",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked Pair",
            Technique::XWing => "X-Wing",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::Swordfish => "Swordfish",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "2-String Kite",
            Technique::XyWing => "XY-Wing",
            Technique::XyzWing => "XYZ-Wing",
            Technique::WWing => "W-Wing",
            Technique::UniqueRectangle1 => "Unique Rectangle Type 1",
            Technique::UniqueRectangle2 => "Unique Rectangle Type 2",
            Technique::UniqueRectangle4 => "Unique Rectangle Type 4",
            Technique::NakedQuad => "Naked Quad",
            Technique::Jellyfish => "Jellyfish",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::BugPlusOne => "BUG+1",
            Technique::XChain => "X-Chain",
            Technique::Aic => "Forcing Chain",
            Technique::NishioForcingChain => "Nishio Forcing Chain",
            Technique::DynamicContradictionChain => "Dynamic Contradiction Forcing Chain",
            Technique::DynamicCellForcingChain => "Dynamic Cell Forcing Chain",
            Technique::DynamicRegionForcingChain => "Dynamic Region Forcing Chain",
            Technique::DynamicForcingChainPlus => "Dynamic Forcing Chain (+)",
            Technique::NestedForcingChain => "Nested Forcing Chain",
        }
    }

    /// Its rating on SE's scale, ×10, before any chain length modifier.
    pub const fn base_rating(self) -> u8 {
        match self {
            Technique::FullHouse => 10,
            Technique::HiddenSingleBox => 12,
            Technique::HiddenSingleLine => 15,
            Technique::NakedSingle => 23,
            Technique::Pointing => 26,
            Technique::Claiming => 28,
            Technique::NakedPair => 30,
            Technique::XWing => 32,
            Technique::HiddenPair => 34,
            Technique::NakedTriple => 36,
            Technique::Swordfish => 38,
            Technique::HiddenTriple | Technique::Skyscraper => 40,
            Technique::TwoStringKite => 41,
            Technique::XyWing => 42,
            Technique::XyzWing | Technique::WWing => 44,
            Technique::UniqueRectangle1 | Technique::UniqueRectangle4 => 45,
            Technique::UniqueRectangle2 => 46,
            Technique::NakedQuad => 50,
            Technique::Jellyfish => 52,
            Technique::HiddenQuad => 54,
            Technique::BugPlusOne => 56,
            Technique::XChain => 66,
            Technique::Aic => 70,
            Technique::NishioForcingChain => 75,
            Technique::DynamicContradictionChain
            | Technique::DynamicCellForcingChain
            | Technique::DynamicRegionForcingChain => 85,
            Technique::DynamicForcingChainPlus => 90,
            Technique::NestedForcingChain => 95,
        }
    }

    /// True for the techniques that rely on the puzzle having exactly one solution (unique
    /// rectangles, BUG): the ladder uses them only when it has.
    pub const fn needs_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle4
                | Technique::BugPlusOne
        )
    }

    /// True for the chains and forcing chains, whose rating adds a length modifier.
    pub const fn is_chain(self) -> bool {
        self.number() >= Technique::XChain.number()
    }

    /// True for the forcing chains (the ladder's last resort, from SE 7.5).
    pub const fn is_forcing_chain(self) -> bool {
        self.number() >= Technique::NishioForcingChain.number()
    }
}

/// SE's length modifier of a chain, ×10: nothing up to 4 nodes past the first two, then 0.1
/// more each time the length passes the next of 4, 6, 8, 12, 16, 24, 32, 48, ... (each bound
/// alternately ×3/2 and ×4/3), as SE 1.2.1's `ChainingHint.getLengthDifficulty` does with its
/// chain complexity (here: the number of nodes of the chain, or of every branch of a forcing
/// chain).
pub const fn length_modifier(nodes: u32) -> u8 {
    let length = nodes.saturating_sub(2);
    let mut ceil = 4u32;
    let mut added = 0u8;
    let mut odd = false;
    while length > ceil && added < 60 {
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
    fn numbers_are_fixed_and_the_ladder_is_sorted() {
        for (i, t) in Technique::LADDER.iter().enumerate() {
            assert_eq!(Technique::from_number(t.number()), Some(*t));
            if let Some(next) = Technique::LADDER.get(i + 1) {
                assert!(t.base_rating() <= next.base_rating(), "{t:?}");
            }
        }
        assert_eq!(Technique::from_number(0), None);
        assert_eq!(Technique::from_number(33), None);
        assert_eq!(
            Technique::NestedForcingChain.number() as usize,
            TECHNIQUE_COUNT
        );
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
