//! [`Work`]: the budget a call of the explainer may spend, in units a caller can set
//! ([`super::Options::work`]).

use crate::Error;

/// A work budget. One unit is one event of SE's chaining searches (a candidate made true or
/// false on a hypothetical grid, a link followed); they charge what they do and stop once the
/// budget is spent. The rules below the chains (up to Aligned Pair Exclusion, SE 6.2) are
/// bounded by the grid alone and charge nothing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Work {
    /// Units spent so far.
    pub(crate) used: u64,
    /// The budget.
    pub(crate) limit: u64,
}

impl Work {
    /// A budget of `limit` units, none spent.
    pub(crate) const fn new(limit: u64) -> Work {
        Work { used: 0, limit }
    }

    /// Counts `n` units; [`Error::LimitReached`] once more than the budget is spent.
    #[inline]
    pub(crate) fn spend(&mut self, n: u64) -> Result<(), Error> {
        self.used = self.used.saturating_add(n);
        if self.used > self.limit {
            Err(Error::LimitReached)
        } else {
            Ok(())
        }
    }
}
