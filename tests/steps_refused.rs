//! Steps that `sudoku_step_sentence` and `sudoku_apply_step` must refuse, as the header's
//! `sudoku_step` lists them: for every technique, each field out of range or not fitting the
//! others in turn (a Naked Single without its placement, a Pointing without its houses, a
//! chain whose kept nodes are not its first), each refused by both functions with
//! `SUDOKU_INVALID_VALUE` and the outputs unchanged; and random changes of valid steps, on
//! which the two functions always agree.

use core::ffi::{c_int, c_uint};

use sudoku::{
    sudoku_chain_node, sudoku_step, SUDOKU_INVALID_VALUE, SUDOKU_MAX_SENTENCE, SUDOKU_OK,
};
use sudoku_check::gen::Rng;
use sudoku_core::explain::Technique;

#[path = "steps/build.rs"]
mod build;
use build::*;

/// The cases, and for every technique each field broken in turn.
#[test]
fn inconsistent_steps_are_refused_by_both() {
    let mut naked_single = bare(Technique::NakedSingle);
    naked_single.digits = bit(4);
    assert_eq!(both(&naked_single), SUDOKU_INVALID_VALUE, "no placement");
    assert_eq!(both(&bare(Technique::Pointing)), SUDOKU_INVALID_VALUE);
    for t in Technique::ALL {
        assert_eq!(both(&bare(t)), SUDOKU_INVALID_VALUE, "a bare {t:?}");
    }
    let mut refused = 0;
    for good in fullest_steps() {
        assert_eq!(both(&good), SUDOKU_OK);
        let t = Technique::from_number(good.technique as u8).unwrap();
        let mut breaks: Vec<(&str, sudoku_step)> = Vec::new();
        let mut with = |what: &'static str, f: &dyn Fn(&mut sudoku_step)| {
            let mut s = good;
            f(&mut s);
            breaks.push((what, s));
        };
        with("technique 76", &|s| s.technique = 76);
        with("technique -1", &|s| s.technique = -1);
        with("technique INT_MIN", &|s| s.technique = c_int::MIN);
        with("rating below the base", &|s| {
            s.rating = c_int::from(t.base_rating()) - 1
        });
        with("rating 256", &|s| s.rating = 256);
        with("uses_uniqueness flipped", &|s| s.uses_uniqueness ^= 1);
        with("uses_uniqueness 2", &|s| s.uses_uniqueness = 2);
        with("digits 0", &|s| s.digits = 0);
        with("digits 0x200", &|s| s.digits |= 0x200);
        with("elimination count 65", &|s| s.elimination_count = 65);
        with("reason count 33", &|s| s.reason_count = 33);
        with("house count 9", &|s| s.house_count = 9);
        with("chain count 65", &|s| s.chain_count = 65);
        with("a house 27", &|s| {
            s.houses[0] = 27;
            s.house_count = s.house_count.max(1);
        });
        with("a reason in cell 81", &|s| {
            s.reasons[0] = mark(81, 1);
            s.reason_count = s.reason_count.max(1);
        });
        with("a reason of digit 0", &|s| {
            s.reasons[0] = mark(0, 0);
            s.reason_count = s.reason_count.max(1);
        });
        if good.placed_cell >= 0 {
            with("no placement", &|s| {
                s.placed_cell = -1;
                s.placed_digit = 0
            });
            with("placed in cell 81", &|s| s.placed_cell = 81);
            with("placed digit 10", &|s| s.placed_digit = 10);
            with("placed digit 0", &|s| s.placed_digit = 0);
            with("placed and eliminated", &|s| {
                let (c, d) = (s.placed_cell as usize, s.placed_digit as usize);
                eliminate(s, c, d)
            });
        } else {
            with("no elimination", &|s| s.elimination_count = 0);
            with("an elimination of digit 10", &|s| {
                s.eliminations[0].digit = 10
            });
            with("an elimination in cell 200", &|s| {
                s.eliminations[0].cell = 200
            });
            with("a placement as well", &|s| {
                s.placed_cell = 40;
                s.placed_digit = 1
            });
        }
        if t.is_chain() {
            with("no chain", &|s| {
                s.chain_count = 0;
                s.chain_length = 0
            });
            with("fewer nodes kept than the first 64", &|s| {
                s.chain_count = 63
            });
            with("more nodes kept than the length", &|s| {
                s.chain_length = 12;
                s.chain_count = 13
            });
            with("nodes of a length of 33 kept as 12", &|s| {
                s.chain_length = 33;
                s.chain_count = 12
            });
            with("a node neither on nor off", &|s| s.chain[5].on = 2);
            with("a node in cell 81", &|s| s.chain[0].cell = 81);
            with("a length above 65535", &|s| s.chain_length = 65_536);
        } else {
            with("a chain", &|s| {
                s.chain_length = 1;
                s.chain_count = 1;
                s.chain[0] = sudoku_chain_node {
                    cell: 0,
                    digit: 1,
                    on: 1,
                    branch: 0,
                };
            });
        }
        pattern_breaks(t, &mut with);
        for (what, s) in breaks {
            assert_eq!(both(&s), SUDOKU_INVALID_VALUE, "{t:?}: {what}");
            refused += 1;
        }
    }
    eprintln!("{refused} inconsistent steps refused by both functions");
}

/// Records a step broken by a change, with what the change breaks.
type Breaker<'a> = dyn FnMut(&'static str, &dyn Fn(&mut sudoku_step)) + 'a;

/// What each technique's pattern needs, broken.
fn pattern_breaks(t: Technique, with: &mut Breaker) {
    use Technique as T;
    match t {
        T::FullHouse | T::HiddenSingleBox | T::HiddenSingleLine => {
            with("no house", &|s| s.house_count = 0);
            with("two houses", &|s| houses(s, &[0, 9]));
            with("a house without the cell", &|s| houses(s, &[1]));
            with("digits not the placed digit", &|s| s.digits = bit(1));
            if t != T::FullHouse {
                with("the other kind of house", &|s| {
                    houses(s, if t == T::HiddenSingleBox { &[0] } else { &[18] })
                });
            }
        }
        T::NakedSingle | T::DirectHiddenPair | T::DirectHiddenTriple => {
            with("digits not the placed digit", &|s| s.digits = 0x1ff);
        }
        T::Pointing | T::Claiming => {
            with("one house", &|s| s.house_count = 1);
            with("houses swapped", &|s| {
                houses(s, &[s.houses[1], s.houses[0]])
            });
            with("houses not crossing", &|s| {
                houses(s, if t == T::Pointing { &[18, 5] } else { &[5, 18] })
            });
            with("two digits", &|s| s.digits |= bit(5));
            with("an elimination of another digit", &|s| {
                s.eliminations[0].digit = 5
            });
            with("an elimination inside the first house", &|s| {
                s.eliminations[0].cell = 1
            });
        }
        T::NakedPair
        | T::NakedTriple
        | T::NakedQuad
        | T::HiddenPair
        | T::HiddenTriple
        | T::HiddenQuad => {
            with("no house", &|s| s.house_count = 0);
            with("a house without the cells", &|s| houses(s, &[8]));
            with("a digit more", &|s| s.digits |= bit(9));
            with("a cell more", &|s| reason(s, 80, 1));
            with("an elimination on the wrong side", &|s| {
                s.eliminations[0] = mark(0, s.eliminations[0].digit as usize);
                s.eliminations[1] = mark(80, 1);
            });
        }
        T::XWing | T::Swordfish | T::Jellyfish => {
            with("a house fewer", &|s| s.house_count -= 1);
            with("base and cover of one kind", &|s| {
                s.houses[s.house_count as usize - 1] = 8
            });
            with("a base line twice", &|s| s.houses[1] = s.houses[0]);
            with("two digits", &|s| s.digits |= bit(1));
            with("an elimination in a base line", &|s| {
                s.eliminations[0].cell = 0
            });
            with("an elimination outside the cover lines", &|s| {
                s.eliminations[0].cell = 80
            });
        }
        T::DirectPointing | T::DirectClaiming => {
            with("two houses", &|s| s.house_count = 2);
            with("placed in the second house", &|s| s.placed_cell = 0);
            with("two digits", &|s| s.digits |= bit(5));
        }
        T::Skyscraper | T::TwoStringKite | T::TurbotFish | T::XyWing | T::XyzWing | T::WWing => {
            with("no reason", &|s| s.reason_count = 0);
            with("an elimination of another digit", &|s| {
                s.digits = bit(usize::from(s.eliminations[1].digit));
                s.eliminations[0].digit = s.eliminations[1].digit % 9 + 1;
            });
            if matches!(t, T::Skyscraper | T::TwoStringKite | T::TurbotFish) {
                with("two digits", &|s| s.digits |= bit(9));
            }
        }
        T::UniqueRectangle1 | T::UniqueRectangle2 | T::UniqueRectangle3 | T::UniqueRectangle4 => {
            with("three digits", &|s| s.digits |= bit(3));
            with("three corners", &|s| s.reason_count = 3);
            with("not a rectangle", &|s| s.reasons[3].cell = 40);
        }
        T::UniqueLoop1 | T::UniqueLoop2 | T::UniqueLoop3 | T::UniqueLoop4 => {
            with("three digits", &|s| s.digits |= bit(3));
            with("five cells", &|s| s.reason_count = 10);
        }
        T::AlignedPairExclusion | T::AlignedTripletExclusion => {
            with("an elimination outside the cells", &|s| {
                s.eliminations[0].cell = 80
            });
        }
        _ => {}
    }
}

/// Random changes of valid steps: the two functions always agree, and every step they accept
/// has its sentence.
#[test]
fn both_functions_accept_the_same_steps() {
    let mut rng = Rng::new(31);
    let steps = fullest_steps();
    let mut accepted = 0;
    for _ in 0..20_000 {
        let mut s = steps[rng.below(steps.len())];
        for _ in 0..=rng.below(3) {
            let v = rng.next_u64();
            let small = (v % 90) as u8;
            let i = rng.below(64);
            match rng.below(12) {
                0 => s.technique = (v % 40) as c_int - 2,
                1 => s.rating = (v % 300) as c_int - 10,
                2 => s.placed_cell = (v % 84) as c_int - 2,
                3 => s.placed_digit = (v % 11) as c_int,
                4 => s.digits = (v % 0x400) as c_uint,
                5 => s.elimination_count = (v % 66) as c_uint,
                6 => s.eliminations[i] = mark(usize::from(small), (v >> 8) as usize % 11),
                7 => s.reason_count = (v % 34) as c_uint,
                8 => s.house_count = (v % 10) as c_uint,
                9 => s.houses[i % 8] = small % 30,
                10 => s.chain_length = (v % 70) as c_uint,
                _ => s.chain_count = (v % 66) as c_uint,
            }
        }
        if both(&s) == SUDOKU_OK {
            accepted += 1;
            assert!(sentence(&s).1.len() < SUDOKU_MAX_SENTENCE);
        }
    }
    eprintln!("{accepted} of 20000 changed steps accepted by both");
    assert!(accepted > 100);
}
