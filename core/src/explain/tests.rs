//! Each technique on a published example, and on grids where it does not apply.
//!
//! The examples are HoDoKu's (Bernhard Hobiger, "HoDoKu Solving Technique Index",
//! hodoku.sourceforge.net/en/show_example.php, licensed under the GNU FDL 1.3), given as the
//! line HoDoKu loads: `:technique:digits:grid:removed candidates:expected eliminations:`, where
//! the grid has givens as digits, solved cells as `+digit`, empty cells as `.`, and each
//! candidate is written `digit row column`. The test loads the grid and its removed candidates,
//! runs the technique until it finds nothing more, and checks that it removed every candidate
//! HoDoKu's step removes, and nothing that is the solution's digit.

extern crate std;

use super::rules::{self, fish, locking, sets, ControlFlow, RuleHint};
use super::tables::{Cells, Digits};
use super::{solver, work::Work, Candidates, Step, Technique};
use crate::Grid;

/// The grid, the candidates HoDoKu's line removes, and the eliminations it expects.
fn load(line: &str) -> (Candidates, [u8; 81], std::vec::Vec<(usize, u8)>) {
    let fields: std::vec::Vec<&str> = line.split(':').collect();
    let mut values = [0u8; 81];
    let mut n = 0;
    for b in fields[3].bytes() {
        match b {
            b'+' => continue,
            b'.' => n += 1,
            b'1'..=b'9' => {
                values[n] = b - b'0';
                n += 1;
            }
            _ => panic!("bad grid byte {b}"),
        }
    }
    assert_eq!(n, 81);
    let grid = Grid::from_cells(&values).unwrap();
    let solution = grid.solve_unique().unwrap().flat();
    let mut marks = Candidates::new(&grid);
    let triple = |t: &str| {
        let b = t.as_bytes();
        let (d, r, c) = (b[0] - b'0', b[1] - b'1', b[2] - b'1');
        (usize::from(r) * 9 + usize::from(c), d)
    };
    for t in fields[4].split_whitespace() {
        let (cell, d) = triple(t);
        marks.remove(cell, d);
    }
    let expected = fields[5].split_whitespace().map(triple).collect();
    (marks, solution, expected)
}

/// Runs `find` to exhaustion on `line`'s grid; checks every step against the solution and that
/// HoDoKu's eliminations are among those found.
fn check_example(line: &str, technique: Technique, find: Finder) {
    let (mut marks, solution, expected) = load(line);
    let mut removed = std::vec::Vec::new();
    for _ in 0..100 {
        let Some(step) = find(&marks) else { break };
        assert!(
            step.technique == technique || technique.needs_uniqueness(),
            "{step}"
        );
        assert!(!step.is_empty());
        for e in &step.eliminations {
            assert_ne!(solution[usize::from(e.cell)], e.digit, "{step}");
            removed.push((usize::from(e.cell), e.digit));
        }
        if let Some(p) = step.placement {
            assert_eq!(solution[usize::from(p.cell)], p.digit, "{step}");
        }
        let mut sentence = std::string::String::new();
        step.write_sentence(&mut sentence).unwrap();
        assert!(sentence.starts_with(step.technique.name()), "{sentence}");
        marks.apply(&step);
    }
    for e in &expected {
        assert!(
            removed.contains(e),
            "{technique:?}: expected r{}c{}<>{} among {removed:?}",
            e.0 / 9 + 1,
            e.0 % 9 + 1,
            e.1
        );
    }
    assert!(find(&marks).is_none(), "exhausted");
}

// HoDoKu example bf202 (X-Wing: 1 c15 r25).
#[test]
fn x_wing() {
    check_example(
        ":0300:1:9+8..627+5+3.+65..3...+3+2+7.+5...67+9..3.+5...+5...9...8+32.45..9+6+735+91+428+24+9.+8+7..5+51+8.+2...+7::124 127 128 129 153 154 157 158 159:",
        Technique::XWing,
        |b| first_rule(b, |b, f| fish::for_each_fish(b, 2, f)),
    );
}

// HoDoKu examples xy01 (XY-Wing: 5/7/2 in r1c36,r2c1) and xy02 (1/6/9 in r4c14,r5c2).
#[test]
fn xy_wing() {
    check_example(
        ":0800:2:+8..+36.+9....+9.1.863.+63.+89..+59+24+6+7+3+1+5+83+8+6+9+5+17+2457+182+4+3+9+6+4+3+2+1+9658+769+8+5+37......+24+8+63+9::226:",
        Technique::XyWing,
        |b| rules::wings::xy_wing(b, false),
    );
    check_example(
        ":0800:9:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6+3+1254.....7..+6........3::942 943 954 955 956:",
        Technique::XyWing,
        |b| rules::wings::xy_wing(b, false),
    );
}

// HoDoKu examples u101, u202 and u402 (unique rectangles of types 1, 2 and 4).
#[test]
#[cfg_attr(
    miri,
    ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
)]
fn unique_rectangles() {
    check_example(
        ":0600:89:+5.+2..896+71..7..+4+5+2.675..3+8+121+3+6+578+4+9+6+5489+1+2+737....4+6+15+8219...+34+3.+6....+9+8..+5.+8+3.26::822 922:",
        Technique::UniqueRectangle1,
        rules::loops::unique_loop,
    );
    check_example(
        ":0601:7:.79.....6+3.5+6.14..6........+5+6+4..8.2.+298+51+4+6+3+7+71+32..+854.......6885.4..2.3..6....+4.::774 775 776 783 788 794 795 796:",
        Technique::UniqueRectangle2,
        rules::loops::unique_loop,
    );
    check_example(
        ":0603:2:+8.9..7......6+9+8..3...5218..+214+8.5..7.83.+7.2..........+8...+78.64..6..+53+7.17.......5:312 412 417 419 223 127 128 638 639 958 959 367 967 968 971 272 972 273 292 392 193:288 298:",
        Technique::UniqueRectangle4,
        rules::loops::unique_loop,
    );
}

/// A technique's finder.
type Finder = fn(&Candidates) -> Option<Step>;

/// The first hint of one of the four rules' walks, as a step.
fn first_rule(b: &Candidates, walk: rules::Walk) -> Option<Step> {
    rules::first(|f| {
        let _ = walk(b, f);
    })
    .map(|h| h.step(b))
}

/// Every producer of SE's loop but the chains, by name.
fn finders() -> [(&'static str, Finder); 20] {
    [
        ("hidden single", rules::singles::hidden_single),
        ("direct locking", locking::direct_locking),
        ("direct hidden pair", |b| sets::direct_hidden_set(b, 2)),
        ("naked single", rules::singles::naked_single),
        ("direct hidden triple", |b| sets::direct_hidden_set(b, 3)),
        ("locking", |b| first_rule(b, locking::for_each_locking)),
        ("naked pair", |b| {
            first_rule(b, |b, f| sets::for_each_naked_set(b, 2, f))
        }),
        ("x-wing", |b| {
            first_rule(b, |b, f| fish::for_each_fish(b, 2, f))
        }),
        ("hidden pair", |b| {
            first_rule(b, |b, f| sets::for_each_hidden_set(b, 2, f))
        }),
        ("naked triple", |b| {
            first_rule(b, |b, f| sets::for_each_naked_set(b, 3, f))
        }),
        ("swordfish", |b| {
            first_rule(b, |b, f| fish::for_each_fish(b, 3, f))
        }),
        ("hidden triple", |b| {
            first_rule(b, |b, f| sets::for_each_hidden_set(b, 3, f))
        }),
        ("xy-wing", |b| rules::wings::xy_wing(b, false)),
        ("xyz-wing", |b| rules::wings::xy_wing(b, true)),
        ("unique loops", rules::loops::unique_loop),
        ("naked quad", |b| {
            first_rule(b, |b, f| sets::for_each_naked_set(b, 4, f))
        }),
        ("jellyfish", |b| {
            first_rule(b, |b, f| fish::for_each_fish(b, 4, f))
        }),
        ("hidden quad", |b| {
            first_rule(b, |b, f| sets::for_each_hidden_set(b, 4, f))
        }),
        ("bug", rules::bug::bug),
        ("aligned pair", rules::aligned::aligned_pair),
    ]
}

/// On the empty grid (every digit possible everywhere) and on a solved grid, no pattern
/// exists: every finder finds nothing.
#[test]
#[cfg_attr(
    miri,
    ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
)]
fn nothing_where_nothing_applies() {
    let empty = Candidates::new(&Grid::EMPTY);
    let solved: Grid =
        "316578492529134768487629531263415987974863125851792643138947256692351874745286319"
            .parse()
            .unwrap();
    let solved = Candidates::new(&solved);
    for (t, find) in finders() {
        assert!(find(&empty).is_none(), "{t:?} on the empty grid");
        assert!(find(&solved).is_none(), "{t:?} on a solved grid");
    }
    assert!(rules::aligned::aligned_triplet(&empty).is_none());
    assert!(rules::aligned::aligned_triplet(&solved).is_none());
    let mut work = Work::new(u64::MAX);
    assert!(matches!(
        solver::find::<true>(&solved, u8::MAX, &mut work),
        solver::Found::Nothing
    ));
}

/// A naked pair, a hidden pair and pointing need their exact pattern: on the textbook grid's
/// first candidates, each one found removes only candidates that are not the solution's, and
/// the candidates it names really form the pattern.
#[test]
#[cfg_attr(
    miri,
    ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
)]
fn patterns_are_what_they_claim() {
    let grid: Grid =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
            .parse()
            .unwrap();
    let solution = grid.solve_unique().unwrap().flat();
    let mut marks = Candidates::new(&grid);
    // Walk the path; whenever a subset is found, check that its cells hold only its digits.
    for _ in 0..200 {
        let mut work = Work::new(u64::MAX);
        let solver::Found::Step(step) = solver::find::<true>(&marks, u8::MAX, &mut work) else {
            break;
        };
        if matches!(
            step.technique,
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad
        ) {
            let mut cells = 0u128;
            for r in &step.reasons {
                cells |= 1 << r.cell;
            }
            for c in Cells(cells) {
                assert_eq!(marks.mask(c) & !step.digits, 0);
            }
            assert!(Digits(step.digits).count() == Cells(cells).count());
        }
        for e in &step.eliminations {
            assert_ne!(solution[usize::from(e.cell)], e.digit);
        }
        marks.apply(&step);
    }
    assert_eq!(marks.open(), 0);
}

/// The four rules nested chains use, on grids made by removing candidates that are not the
/// solution's from a puzzle's (without placing anything, as SE's chains do): every hint
/// removes only candidates that are not the solution's; its parents (SE's `getRuleParents`)
/// are candidates the start had and the grid lost; and the start with only the parents
/// removed has the same hint, removing at least as much: the parents are all it rests on.
#[test]
#[cfg_attr(
    miri,
    ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
)]
fn rule_parents_are_what_the_hints_rest_on() {
    let puzzles = [
        "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
        "12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..",
        ".9...1....8..4.....1.8.2..7..3..7.6.........4...46.71...51...32.....5..62.....9..",
    ];
    let walks: [rules::Walk; 4] = [
        locking::for_each_locking,
        |b, f| sets::for_each_hidden_set(b, 2, f),
        |b, f| sets::for_each_naked_set(b, 2, f),
        |b, f| fish::for_each_fish(b, 2, f),
    ];
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut checked = 0;
    for p in puzzles {
        let grid: Grid = p.parse().unwrap();
        let solution = grid.solve_unique().unwrap().flat();
        let start = Candidates::new(&grid);
        for round in 0..40 {
            let mut current = start;
            for cell in Cells(start.open()) {
                for d in Digits(start.mask(cell)) {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if d != solution[cell] && seed % 100 < round {
                        current.remove(cell, d);
                    }
                }
            }
            for walk in walks {
                let _ = walk(&current, &mut |h: &RuleHint| {
                    checked += 1;
                    for (i, r) in h.removable.iter().enumerate() {
                        for c in Cells(*r) {
                            assert_ne!(solution[c], i as u8 + 1, "{h:?}");
                            assert!(current.contains(c, i as u8 + 1));
                        }
                    }
                    let mut rest = start;
                    h.for_each_parent(&start, &current, |c, d| {
                        assert!(start.contains(c, d) && !current.contains(c, d));
                        rest.remove(c, d);
                    });
                    let mut again = false;
                    let _ = walk(&rest, &mut |g: &RuleHint| {
                        let same = (g.technique, g.digits, g.base, g.cover)
                            == (h.technique, h.digits, h.base, h.cover);
                        let covers = h.removable.iter().zip(g.removable.iter());
                        if same && covers.clone().all(|(a, b)| a & !b == 0) {
                            again = true;
                            return ControlFlow::Break(());
                        }
                        ControlFlow::Continue(())
                    });
                    assert!(again, "{h:?} does not rest on its parents alone");
                    ControlFlow::Continue(())
                });
            }
        }
    }
    assert!(checked > 500, "{checked} hints");
}

/// The first hint of a walk, as a step, removes what the hint removes.
#[test]
#[cfg_attr(
    miri,
    ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
)]
fn a_rule_hint_as_a_step() {
    let grid: Grid =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
            .parse()
            .unwrap();
    let marks = Candidates::new(&grid);
    let hint = rules::first(|f| {
        let _ = locking::for_each_locking(&marks, f);
    })
    .unwrap();
    let step = hint.step(&marks);
    assert_eq!(step.technique, hint.technique);
    let removed: u128 = step.eliminations.iter().fold(0, |m, e| m | 1 << e.cell);
    assert_eq!(Some(&removed), hint.removable.iter().find(|&&r| r != 0));
    assert_eq!(step.eliminations.len(), Cells(removed).count());
}
