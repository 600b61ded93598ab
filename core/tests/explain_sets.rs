//! Every step of the explainer, on every puzzle of unbiased_1000 and top1465 (each explained
//! without a guess) and on samples of the other public sets, checked against the solution: a placement is the solution's digit,
//! an elimination never removes it, every step changes the grid, and the path ends in the
//! solution without a guess. The rating is checked against its own path (the hardest step,
//! the counts, uniqueness, the level's thresholds). Skipped loudly without `../shared/data`.

use std::time::Instant;

use sudoku_core::explain::{
    Level, Rating, Stepper, Technique, MAX_CHAIN, MAX_SENTENCE, TECHNIQUE_COUNT,
};
use sudoku_core::{Error, Grid};
use sudoku_testkit::data;

/// What a set's paths came to.
struct Summary {
    puzzles: usize,
    explained: usize,
    with_forcing: usize,
    not_explained: usize,
    over_budget: usize,
    steps: usize,
    by_technique: [usize; TECHNIQUE_COUNT + 1],
}

impl Default for Summary {
    fn default() -> Summary {
        Summary {
            puzzles: 0,
            explained: 0,
            with_forcing: 0,
            not_explained: 0,
            over_budget: 0,
            steps: 0,
            by_technique: [0; TECHNIQUE_COUNT + 1],
        }
    }
}

/// Walks the path of `cells`, checking every step; the rating, or the error that ended it.
fn walk(cells: &[u8; 81], summary: &mut Summary) -> Result<Rating, Error> {
    let grid = Grid::from_cells(cells).expect("a legal puzzle");
    let mut stepper = Stepper::new(&grid)?;
    let solution = stepper.solution();
    let mut hardest = 0;
    let mut counts = [0u16; TECHNIQUE_COUNT];
    let mut uniqueness = false;
    loop {
        let before = *stepper.candidates();
        let Some(step) = stepper.next_step()? else {
            break;
        };
        assert!(!step.is_empty(), "{grid}: {step}");
        if let Some(p) = step.placement {
            assert_eq!(solution[usize::from(p.cell)], p.digit, "{grid}: {step}");
            assert_eq!(before.value(usize::from(p.cell)), 0, "{grid}: {step}");
        }
        for e in &step.eliminations {
            assert_ne!(solution[usize::from(e.cell)], e.digit, "{grid}: {step}");
            assert!(
                before.contains(usize::from(e.cell), e.digit),
                "{grid}: {step}"
            );
        }
        assert!(
            step.rating >= step.technique.base_rating(),
            "{grid}: {step}"
        );
        assert!(
            step.to_string().starts_with(step.technique.name()),
            "{grid}: {step}"
        );
        // The chain keeps its first nodes, as many as its length up to the capacity.
        assert_eq!(
            step.chain.len(),
            usize::from(step.chain_length).min(MAX_CHAIN),
            "{grid}: {step:?}"
        );
        // What the C API checks of a step passed back: the explainer's own steps pass, and
        // their sentences fit its buffer.
        assert_eq!(step.validate(), Ok(()), "{grid}: {step:?}");
        assert!(step.to_string().len() < MAX_SENTENCE, "{grid}: {step}");
        hardest = hardest.max(step.rating);
        counts[usize::from(step.technique.number()) - 1] += 1;
        uniqueness |= step.uses_uniqueness();
        summary.steps += 1;
        summary.by_technique[usize::from(step.technique.number())] += 1;
    }
    assert_eq!(
        stepper.candidates().values(),
        solution,
        "{grid}: the path ends in the solution"
    );
    let r = stepper.rating();
    assert_eq!(r.rating, hardest);
    assert_eq!(r.counts, counts);
    assert_eq!(r.uses_uniqueness, uniqueness);
    assert_eq!(r.level, Level::of_rating(hardest));
    assert!(r.count(r.hardest) > 0);
    assert_eq!(
        usize::from(r.steps),
        counts.iter().map(|&c| usize::from(c)).sum::<usize>()
    );
    Ok(r)
}

/// Every `step`-th puzzle of `set`, at most `n`, each path checked.
fn run(set: &str, n: usize, all_explained: bool) {
    let Some(puzzles) = data::load(set) else {
        return;
    };
    let every = (puzzles.len() / n).max(1);
    let start = Instant::now();
    let mut s = Summary::default();
    for (i, p) in puzzles.iter().step_by(every).take(n).enumerate() {
        s.puzzles += 1;
        match walk(p, &mut s) {
            Ok(r) => {
                s.explained += 1;
                s.with_forcing += usize::from(r.uses_forcing_chains());
                // rate() agrees with the stepper's path (on every 20th puzzle: it walks the
                // same path again).
                if i % 20 == 0 {
                    let again = sudoku_core::explain::rate(&Grid::from_cells(p).unwrap());
                    assert_eq!(again, Ok(r));
                }
            }
            Err(Error::NotExplained) => s.not_explained += 1,
            Err(Error::LimitReached) => s.over_budget += 1,
            Err(e) => panic!("{set}: {e}"),
        }
    }
    eprintln!(
        "{set}: {} of {} explained without a guess ({} without forcing chains, {} with), {} not \
         explained by the ladder, {} over the work budget; {} steps checked against the \
         solution, {:.1} s",
        s.explained,
        s.puzzles,
        s.explained - s.with_forcing,
        s.with_forcing,
        s.not_explained,
        s.over_budget,
        s.steps,
        start.elapsed().as_secs_f64()
    );
    let used: Vec<String> = Technique::ALL
        .iter()
        .filter(|t| s.by_technique[usize::from(t.number())] > 0)
        .map(|t| format!("{:?} {}", t, s.by_technique[usize::from(t.number())]))
        .collect();
    eprintln!("  {}", used.join(", "));
    if all_explained {
        assert_eq!(s.explained, s.puzzles, "{set}: every puzzle explained");
    }
}

#[test]
fn every_puzzle_of_unbiased_1000() {
    run("unbiased_1000.txt", 1000, true);
}

#[test]
fn every_puzzle_of_top1465() {
    run("top1465.txt", 1465, true);
}

#[test]
fn samples_of_the_other_sets() {
    run("17_clue.txt", 200, true);
    // The hardest sets need nested forcing chains, seconds a puzzle: a few of each, their
    // steps checked, their share reported (the benchmark reports larger samples).
    run("hardest_1106.txt", 5, false);
    run("forum_hardest_train.txt", 2, false);
    // serg_benchmark's puzzles mostly have several solutions: the usual status, no rating.
    if let Some(puzzles) = data::load("serg_benchmark.txt") {
        let mut several = 0;
        for p in puzzles.iter().step_by(100) {
            let grid = Grid::from_cells(p).unwrap();
            let r = sudoku_core::explain::rate(&grid);
            match grid.count_solutions(2) {
                0 => assert_eq!(r, Err(Error::NoSolution)),
                1 => assert!(
                    r.is_ok() || r == Err(Error::NotExplained) || r == Err(Error::LimitReached)
                ),
                _ => {
                    several += 1;
                    assert_eq!(r, Err(Error::MultipleSolutions));
                }
            }
        }
        assert!(several > 0);
    }
}
