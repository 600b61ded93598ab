//! A chaining hint as the explainer's [`Step`]: SE's kind and configuration mapped to the
//! technique numbers, SE's difficulty as the rating, the conclusion and the chain.

use super::{ChainHint, ChainKind};
use crate::explain::tables::dbit;
use crate::explain::technique::DynamicKind;
use crate::explain::{Step, Technique, MAX_CHAIN};

impl ChainHint {
    /// The technique number of the hint: SE's name, kind and nesting level.
    pub(crate) fn technique(&self) -> Technique {
        let level = self.config.level;
        let dynamic =
            |kind| Technique::dynamic(kind, level).unwrap_or(Technique::NestedForcingChain);
        match self.kind {
            ChainKind::XCycle => Technique::BidirectionalXCycle,
            ChainKind::GeneralizedXWing => Technique::GeneralizedXWing,
            ChainKind::YCycle => Technique::BidirectionalYCycle,
            ChainKind::Cycle => Technique::BidirectionalCycle,
            ChainKind::ForcingXChain => Technique::XChain,
            ChainKind::TurbotFish => Technique::TurbotFish,
            ChainKind::ForcingChain => Technique::Aic,
            ChainKind::Nishio => Technique::NishioForcingChain,
            ChainKind::CellForcing if !self.config.dynamic => Technique::CellForcingChain,
            ChainKind::RegionForcing if !self.config.dynamic => Technique::RegionForcingChain,
            ChainKind::CellForcing => dynamic(DynamicKind::Cell),
            ChainKind::RegionForcing => dynamic(DynamicKind::Region),
            ChainKind::Contradiction => dynamic(DynamicKind::Contradiction),
            ChainKind::DoubleForcing => dynamic(DynamicKind::Double),
        }
    }

    /// The hint as a step: SE's difficulty as its rating (never below the technique's base),
    /// the placement (without the removal of the cell's other candidates, which it implies) or
    /// the eliminations, the chain's first nodes (and the candidates they name as
    /// the pattern), and the chain's length (its nodes, or SE's complexity when the kept nodes
    /// are only the first [`MAX_CHAIN`]).
    pub(crate) fn to_step(&self) -> Step {
        let mut s = Step::new(self.technique());
        s.rating = self.difficulty.max(s.rating);
        s.placement = self.placement;
        // SE removes the placed cell's other candidates too: the placement says it.
        for m in &self.eliminations {
            if self.placement.map(|p| p.cell) != Some(m.cell) {
                s.eliminate(usize::from(m.cell), m.digit);
            }
        }
        for m in s.placement.iter().chain(&s.eliminations) {
            s.digits |= dbit(m.digit);
        }
        for n in &self.chain {
            s.reason(usize::from(n.cell), n.digit);
        }
        s.chain = self.chain.clone();
        s.chain_length = if self.chain.len() < MAX_CHAIN {
            self.chain.len() as u16
        } else {
            self.complexity.max(MAX_CHAIN as u16)
        };
        s
    }
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::super::ChainConfig;
    use super::*;

    /// Every kind each configuration of SE's solver gives maps to the technique whose SE name
    /// is the hint's own (SE's `getName()`), at or above the technique's base rating.
    #[test]
    #[cfg_attr(
        miri,
        ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
    )]
    fn each_hint_s_technique_has_se_s_name() {
        use ChainKind as K;
        let forcing = [
            K::XCycle,
            K::GeneralizedXWing,
            K::YCycle,
            K::Cycle,
            K::ForcingXChain,
            K::TurbotFish,
            K::ForcingChain,
        ];
        let dynamic = [
            K::Contradiction,
            K::DoubleForcing,
            K::CellForcing,
            K::RegionForcing,
        ];
        let mut cases: std::vec::Vec<(ChainConfig, ChainKind)> = std::vec::Vec::new();
        cases.extend(forcing.map(|k| (ChainConfig::FORCING, k)));
        cases.push((ChainConfig::NISHIO, K::Nishio));
        cases.push((ChainConfig::MULTIPLE, K::CellForcing));
        cases.push((ChainConfig::MULTIPLE, K::RegionForcing));
        for cfg in [ChainConfig::DYNAMIC, ChainConfig::PLUS]
            .into_iter()
            .chain((2..=5).map(ChainConfig::nested))
        {
            cases.extend(dynamic.map(|k| (cfg, k)));
        }
        for (config, kind) in cases {
            let h = ChainHint {
                kind,
                config,
                difficulty: 0,
                complexity: 0,
                placement: None,
                eliminations: heapless::Vec::new(),
                chain: heapless::Vec::new(),
            };
            let t = h.technique();
            assert_eq!(h.name(), t.se_name(), "{config:?} {kind:?}");
            assert!(!t.is_retired(), "{config:?} {kind:?}");
            assert_eq!(h.to_step().rating, t.base_rating());
        }
    }
}
