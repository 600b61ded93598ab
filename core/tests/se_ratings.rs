//! The rating against Sudoku Explainer 1.2.1's own: ER, EP and ED exactly as SE gives them, on
//! a sample of `../shared/data/se_ratings.tsv` (every fourth puzzle, 400 of the 1,600, from
//! every band of SE's scale: hidden singles to nested forcing chains). Skipped loudly without
//! the file. The whole file, with the speed against SE and skfr, is `make bench-explain`'s.

use std::time::Instant;

use sudoku_core::explain::{self, Options};
use sudoku_core::Grid;
use sudoku_testkit::data;

/// One row of the file: the puzzle, SE's ER, EP and ED (×10).
struct Row {
    puzzle: String,
    se: [u8; 3],
}

fn tenths(s: &str) -> Option<u8> {
    let (a, b) = s.split_once('.')?;
    Some(a.parse::<u8>().ok()? * 10 + b.parse::<u8>().ok()?)
}

fn rows() -> Option<Vec<Row>> {
    let text = std::fs::read_to_string(data::data_dir().join("se_ratings.tsv")).ok()?;
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 5 || f[0] == "puzzle" {
            continue;
        }
        // A row SE did not finish has no rating.
        if let (Some(er), Some(ep), Some(ed)) = (tenths(f[2]), tenths(f[3]), tenths(f[4])) {
            out.push(Row {
                puzzle: f[0].to_owned(),
                se: [er, ep, ed],
            });
        }
    }
    Some(out)
}

#[test]
fn er_ep_ed_are_se_s_on_a_sample_of_every_band() {
    let Some(all) = rows() else {
        eprintln!(
            "SKIPPED: {} not found (the SE ratings live in ../shared/data)",
            data::data_dir().join("se_ratings.tsv").display()
        );
        return;
    };
    let start = Instant::now();
    let (mut checked, mut er_ok, mut ep_ok, mut ed_ok) = (0, 0, 0, 0);
    let mut bands = [0usize; 12];
    let mut wrong = Vec::new();
    // SE_RATINGS_EVERY=1 checks the whole file (`make bench-explain` measures it too).
    let every = std::env::var("SE_RATINGS_EVERY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4usize)
        .max(1);
    for row in all.iter().step_by(every) {
        let grid: Grid = row.puzzle.parse().expect("a puzzle");
        let r = explain::rate_with(&grid, Options::DEFAULT).expect("rated");
        let ours = [r.rating, r.pearl, r.diamond];
        checked += 1;
        if let Some(b) = bands.get_mut(usize::from(row.se[0] / 10)) {
            *b += 1;
        }
        er_ok += usize::from(ours[0] == row.se[0]);
        ep_ok += usize::from(ours[1] == row.se[1]);
        ed_ok += usize::from(ours[2] == row.se[2]);
        if ours != row.se {
            wrong.push(format!("{}: SE {:?}, ours {ours:?}", row.puzzle, row.se));
        }
    }
    eprintln!(
        "{checked} puzzles of se_ratings.tsv (by SE's ER band 1 to 11: {bands:?}): ER exact on \
         {er_ok}, EP {ep_ok}, ED {ed_ok} ({:.1} s)",
        start.elapsed().as_secs_f64()
    );
    assert!(checked >= 300, "only {checked} puzzles");
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
