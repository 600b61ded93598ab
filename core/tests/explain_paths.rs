//! Every step of the explainer checked against the solution, over the public sets.
use std::time::Instant;
use sudoku_core::explain::{Stepper, Technique};
use sudoku_core::{Error, Grid};

fn run(name: &str, limit: usize) {
    let Some(puzzles) = sudoku_testkit::data::load(name) else {
        return;
    };
    let t = Instant::now();
    let mut explained = 0;
    let mut forcing = 0;
    let mut failed = [0usize; 3];
    let mut counts = [0u32; 33];
    for p in puzzles.iter().take(limit) {
        let grid = Grid::from_cells(p).unwrap();
        let mut s = Stepper::new(&grid).unwrap();
        let sol = s.solution();
        loop {
            match s.next_step() {
                Ok(Some(step)) => {
                    if let Some(m) = step.placement {
                        assert_eq!(sol[m.cell as usize], m.digit, "{grid} {step}");
                    }
                    for e in &step.eliminations {
                        assert_ne!(sol[e.cell as usize], e.digit, "{grid} {step}");
                    }
                    assert!(!step.is_empty(), "{grid} {step}");
                    counts[step.technique.number() as usize] += 1;
                }
                Ok(None) => {
                    explained += 1;
                    if s.rating().uses_forcing_chains() {
                        forcing += 1;
                    }
                    break;
                }
                Err(Error::NotExplained) => {
                    failed[0] += 1;
                    break;
                }
                Err(Error::LimitReached) => {
                    failed[1] += 1;
                    break;
                }
                Err(e) => panic!("{e}"),
            }
        }
    }
    eprintln!("{name}: {explained} of {} explained ({forcing} with forcing chains), not explained {failed:?}, {:?}", limit.min(puzzles.len()), t.elapsed());
    for t in Technique::LADDER {
        if counts[t.number() as usize] > 0 {
            eprintln!("  {:?}: {}", t, counts[t.number() as usize]);
        }
    }
}

#[test]
fn sets() {
    let n: usize = std::env::var("N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    run("unbiased_1000.txt", n);
    run("top1465.txt", n);
    run("forum_hardest_train.txt", n / 50);
}
