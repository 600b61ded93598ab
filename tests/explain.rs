//! The explainer through the one checking function (`sudoku_check::check_explain`), on
//! players' grids: the givens of the public sets with the entries and crossed-out candidates
//! of their path at several points (right, then with one wrong entry or one wrong cross-out),
//! and on hostile grids (bad values, repeats, several solutions, none, NULL pointers).

use sudoku_check::gen::{self, Rng};
use sudoku_check::{check_explain, ExplainOutcome};
use sudoku_core::explain::Stepper;
use sudoku_core::Grid;
use sudoku_testkit::{data, to_int_grid, IntGrid};

/// Nodes the reference may spend on one question.
const BUDGET: u64 = 100_000;

/// Every `step`-th puzzle of a set, at most `n`, or `None` (loudly) without the data.
fn sample(set: &str, n: usize) -> Option<Vec<[u8; 81]>> {
    let all = data::load(set)?;
    let step = (all.len() / n).max(1);
    Some(all.into_iter().step_by(step).take(n).collect())
}

/// The player's grid after the first `k` steps of the path: entries and crossed-out
/// candidates.
fn after(puzzle: &[u8; 81], k: usize) -> (IntGrid, [u16; 81], [u8; 81]) {
    let grid = Grid::from_cells(puzzle).unwrap();
    let mut stepper = Stepper::new(&grid).unwrap();
    let mut entries = [0u8; 81];
    let mut crossed = [0u16; 81];
    for _ in 0..k {
        match stepper.next_step() {
            Ok(Some(s)) => {
                if let Some(p) = s.placement {
                    entries[usize::from(p.cell)] = p.digit;
                }
                for e in &s.eliminations {
                    crossed[usize::from(e.cell)] |= 1 << (e.digit - 1);
                }
            }
            _ => break,
        }
    }
    (to_int_grid(&entries), crossed, stepper.solution())
}

#[test]
fn players_grids_from_the_sets() {
    let mut tally = [0usize; 4]; // steps, complete, wrong, gave up
    let sets = [
        ("unbiased_1000.txt", 60),
        ("top1465.txt", 15),
        ("17_clue.txt", 15),
    ];
    let mut any = false;
    for (set, n) in sets {
        for p in sample(set, n).into_iter().flatten() {
            any = true;
            let givens = to_int_grid(&p);
            let open = p.iter().filter(|&&d| d == 0).count();
            for k in [0, open / 3, 2 * open / 3, 10_000] {
                let (entries, crossed, solution) = after(&p, k);
                match check_explain(&givens, &entries, &crossed, BUDGET) {
                    ExplainOutcome::Step(_) => tally[0] += 1,
                    ExplainOutcome::Complete => tally[1] += 1,
                    ExplainOutcome::GaveUp(_) => tally[3] += 1,
                    other => panic!("{set}: {other:?}"),
                }
                // One wrong entry in the first empty cell; one cross-out of the solution's
                // digit in the last.
                let flat: Vec<i32> = entries.iter().flatten().copied().collect();
                if let Some(c) = (0..81).find(|&c| p[c] == 0 && flat[c] == 0) {
                    let mut wrong = entries;
                    wrong[c / 9][c % 9] = i32::from(solution[c] % 9 + 1);
                    assert_eq!(
                        check_explain(&givens, &wrong, &crossed, BUDGET),
                        ExplainOutcome::Wrong
                    );
                    let mut x = crossed;
                    x[c] |= 1 << (solution[c] - 1);
                    assert_eq!(
                        check_explain(&givens, &entries, &x, BUDGET),
                        ExplainOutcome::Wrong
                    );
                    tally[2] += 2;
                }
            }
        }
    }
    if any {
        assert!(tally[0] > 0 && tally[1] > 0 && tally[2] > 0);
    }
    eprintln!(
        "explain: {} steps checked, {} complete grids, {} wrong grids, {} gave up",
        tally[0], tally[1], tally[2], tally[3]
    );
}

#[test]
fn hostile_grids() {
    let mut rng = Rng::new(22);
    let mut seen = std::collections::BTreeMap::new();
    let no_marks = [0u16; 81];
    for i in 0..300 {
        let solved = gen::solved_grid(&mut rng);
        let puzzle = gen::proper_puzzle(&mut rng, 30);
        let cells = match i % 6 {
            0 => gen::random_sparse(&mut rng, 20),
            1 => gen::remove_givens(&mut rng, &puzzle, 6),
            2 => gen::change_given(&mut rng, &puzzle).unwrap_or(puzzle),
            3 => solved,
            _ => puzzle,
        };
        let mut givens = to_int_grid(&cells);
        let mut entries = [[0i32; 9]; 9];
        let mut marks = no_marks;
        match i % 10 {
            0 => givens[rng.below(9)][rng.below(9)] = [-1, 10, 256, i32::MIN][rng.below(4)],
            1 => entries[rng.below(9)][rng.below(9)] = [-5, 11, i32::MAX][rng.below(3)],
            2 => marks[rng.below(81)] = 0x200 << rng.below(6),
            3 => {
                // A repeated given.
                let (r, c) = (rng.below(9), rng.below(9));
                givens[r][c] = givens[r][(c + 1) % 9].max(1);
                if givens[r][(c + 1) % 9] == 0 {
                    givens[r][(c + 1) % 9] = givens[r][c];
                }
            }
            4 => {
                // Random entries and cross-outs, mostly wrong.
                for _ in 0..5 {
                    entries[rng.below(9)][rng.below(9)] = rng.below(10) as i32;
                    marks[rng.below(81)] = rng.below(512) as u16;
                }
            }
            _ => {}
        }
        let outcome = check_explain(&givens, &entries, &marks, BUDGET);
        let key = format!("{:?}", outcome)
            .chars()
            .take_while(|c| c.is_alphabetic())
            .collect::<String>();
        *seen.entry(key).or_insert(0) += 1;
    }
    eprintln!("explain, hostile grids: {seen:?}");
    for kind in ["Bad", "NotUnique", "Step"] {
        assert!(seen.contains_key(kind), "no {kind} outcome among {seen:?}");
    }
}
