//! Fixed-capacity helpers with no panic path, for the core's promise that no public entry
//! point can panic (embedded/panic-proof links only if none is reachable): heapless's
//! `collect` panics when the iterator is longer than the vector, and `core`'s sorts keep a
//! panic for comparators that are not a total order.

use core::cmp::Ordering;
use heapless::Vec;

/// The iterator's first `N` items (all of them where the caller knows they fit).
pub(crate) fn gather<T, const N: usize>(items: impl IntoIterator<Item = T>) -> Vec<T, N> {
    let mut out = Vec::new();
    for item in items {
        if out.push(item).is_err() {
            break;
        }
    }
    out
}

/// Sorts `items` by `cmp`, stably (ties keep their order, as Java's sort keeps SE's):
/// an insertion sort, for the short lists of hints and candidates the explainer sorts.
pub(crate) fn sort_by<T>(items: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 {
            let (Some(a), Some(b)) = (items.get(j - 1), items.get(j)) else {
                break;
            };
            if cmp(a, b) != Ordering::Greater {
                break;
            }
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{gather, sort_by};

    #[test]
    fn gather_stops_at_the_capacity() {
        let v: heapless::Vec<u32, 3> = gather(0..10);
        assert_eq!(&v[..], &[0, 1, 2]);
        let w: heapless::Vec<u32, 8> = gather(0..2);
        assert_eq!(&w[..], &[0, 1]);
    }

    #[test]
    fn sort_by_is_stable() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_by(&mut v, |x, y| x.0.cmp(&y.0));
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
    }
}
