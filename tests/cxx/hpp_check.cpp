// include/sudoku.hpp against the C API it wraps: `make test-cxx` builds this file with g++ and
// clang++ as C++11, 14, 17 and 20 under -Wall -Wextra -Wpedantic -Werror, links it with
// libsudoku.a and runs it on the puzzle files given as arguments. For every puzzle, the C++
// functions (both styles) must give exactly what the C functions give, and the two text
// layouts must read back as the same grid; failures must throw or return the C status and
// leave the outputs alone. The toolkit (hints, paths, ratings, generation, transformation)
// gives the answers pinned elsewhere (the explainer's tests, tests/golden/generate.txt) and
// exactly what the C functions give. Prints "sudoku.hpp ok: N puzzles" and exits 0, or names
// each broken promise and exits 1.
#include "sudoku.hpp"
#include "sudoku.hpp" // twice: the include guard

#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static int failures = 0;

static void expect(bool ok, const std::string &what)
{
    if (!ok) {
        std::cout << "FAILED: " << what << '\n';
        failures++;
    }
}

// A grid no call may write: every cell 7 (no puzzle's answer).
static sudoku::Grid sentinel()
{
    sudoku::Grid g;
    for (std::size_t r = 0; r < 9; r++)
        g[r].fill(7);
    return g;
}

// Calls `f`, which must throw sudoku::error with status `want`.
template <typename F> static void expect_throw(F f, sudoku::status want, const std::string &what)
{
    try {
        f();
        expect(false, what + ": no exception");
    } catch (const sudoku::error &e) {
        expect(e.status_code() == want, what + ": status");
        expect(e.code() == want, what + ": code() == status");
        expect(std::string(e.what()).find(sudoku::message(want)) != std::string::npos,
               what + ": what() holds the library's sentence");
    }
}

// The rating and first hint of a puzzle with one solution: the C++ API against the C API.
static void check_explainer(const sudoku::Grid &puzzle, const std::string &where)
{
    int c_grid[9][9];
    puzzle.to_c(c_grid);
    sudoku_rating c_rating;
    int c_status = sudoku_rate(c_grid, &c_rating);
    sudoku_se_rating c_se;
    int c_se_status = sudoku_rate_with(c_grid, 0, &c_se);
    expect(c_se_status == c_status, where + ": sudoku_rate and sudoku_rate_with agree");
    sudoku::Rating rating;
    expect(static_cast<int>(sudoku::rate(puzzle, rating)) == c_status, where + ": rate status");
    if (c_status == SUDOKU_OK) {
        expect(rating.rating == c_rating.rating && static_cast<int>(rating.level) == c_rating.level &&
                   static_cast<int>(rating.hardest) == c_rating.hardest &&
                   rating.steps == c_rating.steps && rating.qqwing_level == c_rating.qqwing_level,
               where + ": rate");
        expect(rating.er == c_se.er && rating.ep == c_se.ep && rating.ed == c_se.ed &&
                   rating.er == rating.rating && rating.ep <= rating.er &&
                   rating.ed <= rating.ep && rating.hardest_name == c_se.hardest_name &&
                   rating.work == c_se.work,
               where + ": rate's ER, EP and ED");
        expect(rating.se_rating() == c_rating.rating / 10.0, where + ": se_rating()");
        unsigned total = 0;
        for (int t = 1; t <= SUDOKU_TECHNIQUE_COUNT; t++)
            total += rating.count(static_cast<sudoku::Technique>(t));
        expect(total == rating.steps, where + ": the steps per technique add up");
    }
    sudoku_step c_step;
    c_status = sudoku_hint(c_grid, c_grid, 0, &c_step);
    sudoku::Step step;
    expect(static_cast<int>(sudoku::hint(puzzle, step)) == c_status, where + ": hint status");
    if (c_status == SUDOKU_OK) {
        char sentence[SUDOKU_MAX_SENTENCE];
        expect(sudoku_step_sentence(&c_step, sentence, sizeof sentence) == SUDOKU_OK &&
                   step.sentence == sentence,
               where + ": the hint's sentence");
        expect(static_cast<int>(step.technique) == c_step.technique &&
                   step.rating == c_step.rating && step.placed_cell == c_step.placed_cell &&
                   step.placed_digit == c_step.placed_digit &&
                   step.eliminations.size() == c_step.elimination_count &&
                   step.reasons.size() == c_step.reason_count,
               where + ": the hint's fields");
    }
}

// One puzzle line: the C++ API against the C API.
static void check_puzzle(const std::string &line, const std::string &where, bool explain)
{
    int c_grid[9][9];
    if (sudoku_parse(line.c_str(), c_grid) != SUDOKU_OK) {
        expect_throw([&] { sudoku::parse(line); }, sudoku::status::parse_error, where + " parse");
        return;
    }
    const sudoku::Grid puzzle = sudoku::parse(line);
    expect(puzzle == sudoku::Grid(c_grid), where + ": parse");

    // The text layouts read back as the same grid.
    std::ostringstream one, nine;
    one << puzzle;
    nine << sudoku::boxed(puzzle);
    expect(one.str().size() == 81 && sudoku::parse(one.str()) == puzzle, where + ": << grid");
    expect(sudoku::parse(nine.str()) == puzzle, where + ": << boxed(grid)");

    // count_solutions, both styles, against sudoku_count_solutions.
    unsigned c_count = 99;
    int c_status = sudoku_count_solutions(c_grid, 3u, &c_count);
    unsigned count = 99;
    expect(static_cast<int>(sudoku::count_solutions(puzzle, 3u, count)) == c_status,
           where + ": count_solutions status");
    if (c_status != SUDOKU_OK) {
        expect(count == 99, where + ": count untouched on failure");
        expect_throw([&] { sudoku::count_solutions(puzzle, 3u); }, static_cast<sudoku::status>(c_status),
                     where + ": count_solutions throws");
        return;
    }
    expect(count == c_count && sudoku::count_solutions(puzzle, 3u) == c_count,
           where + ": count_solutions");

    // solve, both styles, against sudoku_solve.
    int c_solution[9][9];
    std::memcpy(c_solution, c_grid, sizeof c_grid);
    c_status = sudoku_solve(c_solution);
    sudoku::Grid solution = sentinel();
    sudoku::status s = sudoku::solve(puzzle, solution);
    expect(static_cast<int>(s) == c_status, where + ": solve status");
    if (c_status == SUDOKU_OK) {
        expect(solution == sudoku::Grid(c_solution), where + ": solve's answer");
        expect(sudoku::solve(puzzle) == solution, where + ": solve throwing style");
        expect(sudoku::validate(solution, std::nothrow) == sudoku::status::ok,
               where + ": the answer validates");
    } else {
        expect(solution == sentinel(), where + ": solution untouched on failure");
        expect_throw([&] { sudoku::solve(puzzle); }, s, where + ": solve throws");
    }

    // solve_any: a solution keeping the givens (the one there is, when there is one), or the
    // status of sudoku_solve.
    sudoku::Grid any = sentinel();
    s = sudoku::solve_any(puzzle, any);
    expect(static_cast<int>(s) == c_status, where + ": solve_any status");
    if (c_status == SUDOKU_OK) {
        bool keeps = true;
        for (std::size_t r = 0; r < 9; r++)
            for (std::size_t c = 0; c < 9; c++)
                keeps = keeps && any[r][c] != 0 && (c_grid[r][c] == 0 || any[r][c] == c_grid[r][c]);
        expect(keeps && sudoku::validate(any, std::nothrow) == sudoku::status::ok,
               where + ": solve_any's answer is a solution");
        expect(c_count != 1 || any == solution, where + ": solve_any, the one solution");
        expect(sudoku::count_solutions(any, 2u) == 1, where + ": solve_any, complete");
    } else {
        expect(any == sentinel(), where + ": solve_any leaves the output on failure");
        expect_throw([&] { sudoku::solve_any(puzzle); }, s, where + ": solve_any throws");
    }

    if (explain && c_count == 1)
        check_explainer(puzzle, where);

    // solve_unique: the same answer when there is one solution, else the status.
    sudoku::Grid unique = sentinel();
    s = sudoku::solve_unique(puzzle, unique);
    if (c_count == 1) {
        expect(s == sudoku::status::ok && unique == solution, where + ": solve_unique");
        expect(sudoku::solve_unique(puzzle) == solution, where + ": solve_unique throwing");
    } else {
        sudoku::status want = c_count == 0 ? sudoku::status::no_solution
                                           : sudoku::status::multiple_solutions;
        expect(s == want && unique == sentinel(), where + ": solve_unique status");
        expect_throw([&] { sudoku::solve_unique(puzzle); }, want, where + ": solve_unique throws");
    }
}

static std::string line_of(const sudoku::Grid &g)
{
    std::ostringstream out;
    out << g;
    return out.str();
}

// The toolkit on puzzles whose answers are pinned elsewhere: the explainer's doctest and
// examples/hint.c's test (hints, ratings, the path), tests/golden/generate.txt (generation).
static void check_toolkit()
{
    const sudoku::Grid textbook = sudoku::parse(
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..");
    const sudoku::Grid unbiased = sudoku::parse(
        "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....");
    const sudoku::Grid four = sudoku::parse(
        ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...");

    // Hints: the step's fields and sentence.
    sudoku::Step step = sudoku::hint(textbook);
    expect(step.technique == sudoku::Technique::hidden_single_box && step.rating == 12 &&
               step.placed_cell == 2 * 9 + 6 && step.placed_digit == 5,
           "hint: the textbook's first step");
    expect(step.se_rating() == 1.2, "hint: se_rating() on SE's scale");
    expect(step.sentence == "Hidden Single: in box 3, 5 fits only in r3c7", "hint: its sentence");
    expect(std::string(sudoku::name(step.technique)) == "Hidden Single", "name(Technique)");
    expect(sudoku::hint(unbiased).sentence == "Hidden Single: in box 1, 2 fits only in r1c2",
           "hint: unbiased_1000's first");

    // Ratings.
    sudoku::Rating r = sudoku::rate(textbook);
    expect(r.rating == 15 && r.level == sudoku::Level::easy && r.steps == 49 &&
               !r.uses_uniqueness && !r.uses_forcing_chains,
           "rate: the textbook puzzle");
    expect(r.se_rating() == 1.5, "rate: se_rating() 1.5, not the field's 15");
    r = sudoku::rate(unbiased);
    expect(r.rating == 26 && r.ep == 12 && r.ed == 12 && r.level == sudoku::Level::medium &&
               r.hardest == sudoku::Technique::pointing && r.hardest_name == "Pointing" &&
               r.steps == 57 && std::string(sudoku::name(r.level)) == "medium",
           "rate: unbiased_1000's first, as Sudoku Explainer rates it");
    expect(r.se_rating() == 2.6, "rate: se_rating() 2.6");
    sudoku::ExplainOptions tight;
    tight.max_rating = 25;
    sudoku::Rating untouched_by_limit;
    expect(sudoku::rate(unbiased, tight, untouched_by_limit) == sudoku::status::not_explained &&
               untouched_by_limit.rating == 0,
           "rate: a rule above max_rating is not tried");

    // The whole path, and taking its steps on a player's grid reaches the solution.
    std::vector<sudoku::Step> steps = sudoku::path(unbiased);
    expect(steps.size() == 57, "path: 57 steps");
    if (steps.size() == 57) {
        expect(steps[0].sentence == "Hidden Single: in box 1, 2 fits only in r1c2" &&
                   steps[18].sentence == "Pointing: in box 5, 9 lies only in column 5, so r2c5<>9" &&
                   steps[18].eliminations.size() == 1 && steps[18].placed_cell == -1 &&
                   steps[56].sentence.compare(0, 12, "Full House: ") == 0,
               "path: its sentences");
        sudoku::Grid entries = unbiased;
        sudoku::Marks crossed = sudoku::Marks();
        for (std::size_t i = 0; i < steps.size(); i++)
            sudoku::apply(steps[i], entries, crossed);
        expect(entries == sudoku::solve_unique(unbiased), "path: applied, the solution");
        expect(sudoku::hint(unbiased, entries, crossed).technique == sudoku::Technique::none &&
                   sudoku::hint(unbiased, entries, crossed).sentence ==
                       "The grid is complete: no step is left",
               "hint on a complete grid: Technique::none, and the C library's sentence");
    }

    // Failures: the status, outputs untouched, or the exception.
    sudoku::Step untouched;
    untouched.rating = -1;
    expect(sudoku::hint(four, untouched) == sudoku::status::multiple_solutions &&
               untouched.rating == -1 && untouched.sentence.empty(),
           "hint: several solutions");
    expect_throw([&] { sudoku::hint(four); }, sudoku::status::multiple_solutions, "hint throws");
    sudoku::Rating kept;
    kept.rating = -1;
    expect(sudoku::rate(four, kept) == sudoku::status::multiple_solutions && kept.rating == -1,
           "rate: several solutions");
    expect_throw([&] { sudoku::rate(four); }, sudoku::status::multiple_solutions, "rate throws");
    std::vector<sudoku::Step> none(1);
    expect(sudoku::path(four, none) == sudoku::status::multiple_solutions && none.size() == 1,
           "path: several solutions");
    sudoku::Step bad = step;
    bad.c.technique = 99;
    sudoku::Grid entries = textbook;
    sudoku::Marks crossed = sudoku::Marks();
    expect(sudoku::apply(bad, entries, crossed, std::nothrow) == sudoku::status::invalid_value &&
               entries == textbook && crossed == sudoku::Marks(),
           "apply: a bad step changes nothing");
    expect_throw([&] { sudoku::apply(bad, entries, crossed); }, sudoku::status::invalid_value,
                 "apply throws");

    // Mistakes: r1c2's solution is 1; a 2 there is wrong, and so is crossing out its 1.
    entries[0][1] = 2;
    sudoku::Mistakes m = sudoku::mistakes(textbook, entries, crossed);
    expect(m.count == 1 && m.cells[1] == 1 && m.cells[0] == 0, "mistakes: a wrong entry");
    crossed[1] = 1u << 0;
    m = sudoku::mistakes(textbook, entries, crossed);
    expect(m.count == 1 && m.cells[1] == 3, "mistakes: and a wrong cross-out");
    expect_throw([&] { sudoku::hint(textbook, entries, crossed); }, sudoku::status::wrong_entry,
                 "hint: a wrong entry");

    // Generation, as tests/golden/generate.txt pins it.
    expect(line_of(sudoku::generate(0)) ==
               "..8..21.663.4.....1.5.........3.........1.93...12...85.4.7.3.2..8.....597........",
           "generate: seed 0");
    sudoku::GenerateOptions options;
    options.symmetry = sudoku::Symmetry::rotate_180;
    options.minimal = true;
    expect(line_of(sudoku::generate(0, options)) ==
               "9.32.1...64.5.8....8.......2.....53....3.4....95.....6.......1....4.6.72...1.26.5",
           "generate: seed 0, 180 degrees, minimal");
    options = sudoku::GenerateOptions();
    options.symmetry = sudoku::Symmetry::rotate_90;
    options.min_clues = 28;
    options.max_clues = 36;
    expect(line_of(sudoku::generate(0, options)) ==
               "49.5....6.....15.2.2.9.6....643.82.7....1....3.12.968....7.3.2.2.31.....7....5.63",
           "generate: seed 0, 90 degrees, 28 to 36 clues");
    expect(line_of(sudoku::generate_solution(0)) ==
               "498532176637481592125976348964358217852617934371249685546793821283164759719825463",
           "generate_solution: seed 0");
    expect(line_of(sudoku::transform(0, textbook)) ==
               ".7.5..6.15...7..943....857.95..6.2..7.14....5..2..7..3...386....9...47...6...54..",
           "transform: seed 0, the textbook puzzle");
    options = sudoku::GenerateOptions();
    options.max_clues = 16;
    sudoku::Grid out = sentinel();
    expect(sudoku::generate(1, options, out) == sudoku::status::bad_options && out == sentinel(),
           "generate: bad options");
    expect_throw([&] { sudoku::generate(1, options); }, sudoku::status::bad_options,
                 "generate throws");
    sudoku::Grid conflict;
    conflict[0][0] = conflict[0][8] = 4;
    expect(sudoku::transform(3, conflict, out) == sudoku::status::conflict && out == sentinel(),
           "transform: a conflict");

    // A level: what the C function answers, and a puzzle that rates at it.
    options = sudoku::GenerateOptions();
    options.level = sudoku::Level::hard;
    sudoku_generate_options c_options = sudoku_generate_options();
    c_options.size = sizeof c_options;
    c_options.level = SUDOKU_LEVEL_HARD;
    int c_grid[9][9];
    int c_status = sudoku_generate(5u, &c_options, c_grid);
    expect(static_cast<int>(sudoku::generate(5, options, out)) == c_status, "generate: a level");
    if (c_status == SUDOKU_OK)
        expect(out == sudoku::Grid(c_grid) && sudoku::rate(out).level == sudoku::Level::hard,
               "generate: a hard puzzle");
}

// Other sizes: the puzzles of examples/sizes.c, the C++ API against the C API.
static void check_sized()
{
    const char *six = ".....5 51...6 .53... 6..... 1..6.2 ...4..";
    const char *sixteen =
        "1...46.8...FA.E. ..78.3...D..9... ..CDA.F..78..3.. .E......2..6.58. "
        "..3....7.9...G.. 6....1....5G.8.C ..4.E....1...6.A CFG.59.B..D...7. "
        ".2.4.5....F..E.. 5.A.BD3.C..E7F.. .G.........18.3. B.......72..6..4 "
        "7.61..5E.8A.F2.. .C2.D...6..3B... ....FA.....4...9 E..93.4...7.G..5";
    const int dims[2][2] = {{2, 3}, {4, 4}};
    const char *texts[2] = {six, sixteen};
    for (int k = 0; k < 2; k++) {
        int rows = dims[k][0], cols = dims[k][1], n = rows * cols;
        std::string where = std::to_string(n) + " x " + std::to_string(n);
        std::vector<int> c(static_cast<std::size_t>(n * n));
        expect(sudoku_parse_n(rows, cols, texts[k], c.data()) == SUDOKU_OK, where + ": C parse");
        sudoku::SizedGrid puzzle = sudoku::parse(rows, cols, texts[k]);
        expect(puzzle.size() == n, where + ": size");
        bool same = true;
        for (int i = 0; i < n * n; i++)
            same = same && puzzle.at(i / n, i % n) == c[static_cast<std::size_t>(i)];
        expect(same, where + ": parse");
        std::ostringstream line;
        line << puzzle;
        expect(line.str().size() == static_cast<std::size_t>(n * n) &&
                   sudoku::parse(rows, cols, line.str()) == puzzle,
               where + ": << reads back");
        unsigned c_count = 0;
        expect(sudoku_count_solutions_n(rows, cols, c.data(), 2u, &c_count) == SUDOKU_OK &&
                   sudoku::count_solutions(puzzle, 2u) == c_count && c_count == 1,
               where + ": one solution");
        expect(sudoku_solve_n(rows, cols, c.data()) == SUDOKU_OK, where + ": C solve");
        sudoku::SizedGrid solution = sudoku::solve(puzzle);
        same = true;
        for (int i = 0; i < n * n; i++)
            same = same && solution.at(i / n, i % n) == c[static_cast<std::size_t>(i)];
        expect(same && sudoku::solve_unique(puzzle) == solution, where + ": solve");
        expect(sudoku::validate(solution, std::nothrow) == sudoku::status::ok,
               where + ": the solution validates");
        // solve_any: the one solution, both styles.
        sudoku::SizedGrid any(rows, cols);
        expect(sudoku::solve_any(puzzle, any) == sudoku::status::ok && any == solution &&
                   sudoku::solve_any(puzzle) == solution,
               where + ": solve_any");
        // The empty grid: a solution (the C call's), which validates and is complete.
        sudoku::SizedGrid empty(rows, cols);
        sudoku::SizedGrid filled = sudoku::solve_any(empty);
        std::vector<int> e(static_cast<std::size_t>(n * n), 0);
        expect(sudoku_solve_any_n(rows, cols, e.data()) == SUDOKU_OK, where + ": C solve_any");
        same = true;
        for (int i = 0; i < n * n; i++)
            same = same && filled.at(i / n, i % n) == e[static_cast<std::size_t>(i)] &&
                   e[static_cast<std::size_t>(i)] != 0;
        expect(same && sudoku::validate(filled, std::nothrow) == sudoku::status::ok,
               where + ": solve_any on the empty grid");
    }
    // Bad input: the status, the output untouched, or the exception.
    sudoku::SizedGrid out(2, 2);
    out.at(0, 0) = 3;
    const sudoku::SizedGrid kept = out;
    sudoku::SizedGrid wrong(5, 6);
    expect(wrong.size() == 0 && sudoku::solve(wrong, out) == sudoku::status::invalid_size &&
               out == kept,
           "sized: 5 x 6 boxes");
    expect_throw([&] { sudoku::validate(wrong); }, sudoku::status::invalid_size,
                 "sized: validate throws");
    sudoku::SizedGrid twice(2, 2);
    twice.at(0, 0) = twice.at(0, 3) = 4;
    expect(sudoku::solve(twice, out) == sudoku::status::conflict && out == kept,
           "sized: a conflict");
    expect(sudoku::solve_any(twice, out) == sudoku::status::conflict && out == kept,
           "sized: solve_any, a conflict");
    expect_throw([&] { sudoku::solve_any(wrong); }, sudoku::status::invalid_size,
                 "sized: solve_any throws");
    expect(sudoku::parse(2, 2, "12", out) == sudoku::status::parse_error && out == kept,
           "sized: a parse error");

    // Generation: the C function's puzzle and solution grid for the same seed, one solution.
    sudoku::GenerateOptions options;
    options.symmetry = sudoku::Symmetry::rotate_180;
    sudoku_generate_options c_options = sudoku_generate_options();
    c_options.size = sizeof c_options;
    c_options.symmetry = SUDOKU_SYMMETRY_ROTATE_180;
    for (int k = 0; k < 2; k++) {
        int rows = dims[k][0], cols = dims[k][1], n = rows * cols;
        std::string where = std::to_string(n) + " x " + std::to_string(n);
        std::vector<int> c(static_cast<std::size_t>(n * n));
        expect(sudoku_generate_n(rows, cols, 7u, &c_options, c.data()) == SUDOKU_OK,
               where + ": C generate");
        sudoku::SizedGrid puzzle = sudoku::generate(rows, cols, 7u, options);
        bool same = puzzle.box_rows() == rows && puzzle.box_cols() == cols;
        for (int i = 0; i < n * n; i++)
            same = same && puzzle.at(i / n, i % n) == c[static_cast<std::size_t>(i)];
        expect(same && sudoku::count_solutions(puzzle, 2u) == 1, where + ": generate");
        expect(sudoku_generate_solution_n(rows, cols, 7u, c.data()) == SUDOKU_OK,
               where + ": C generate_solution");
        sudoku::SizedGrid full = sudoku::generate_solution(rows, cols, 7u);
        same = true;
        for (int i = 0; i < n * n; i++)
            same = same && full.at(i / n, i % n) == c[static_cast<std::size_t>(i)] &&
                   c[static_cast<std::size_t>(i)] != 0;
        expect(same && sudoku::validate(full, std::nothrow) == sudoku::status::ok,
               where + ": generate_solution");
    }
    options.level = sudoku::Level::easy;
    expect(sudoku::generate(2, 3, 7u, options, out) == sudoku::status::unsupported && out == kept,
           "sized: generate with a level");
    expect_throw([&] { sudoku::generate(5, 6, 7u); }, sudoku::status::invalid_size,
                 "sized: generate throws");
}

int main(int argc, char **argv)
{
    // Bad input, each kind, in both styles; outputs untouched.
    sudoku::Grid conflict;
    conflict[0][0] = 5;
    conflict[8][0] = 5;
    sudoku::Grid out = sentinel();
    expect(sudoku::solve(conflict, out) == sudoku::status::conflict && out == sentinel(),
           "conflict, status style");
    expect_throw([&] { sudoku::solve(conflict); }, sudoku::status::conflict, "conflict");
    expect(sudoku::validate(conflict, std::nothrow) == sudoku::status::conflict,
           "validate, status style");
    expect_throw([&] { sudoku::validate(conflict); }, sudoku::status::conflict, "validate");
    sudoku::Grid invalid;
    invalid[4][4] = 10;
    expect_throw([&] { sudoku::count_solutions(invalid, 2u); }, sudoku::status::invalid_value,
                 "a value of 10");
    expect(sudoku::parse("123", out) == sudoku::status::parse_error && out == sentinel(),
           "parse error, status style");
    expect_throw([] { sudoku::parse("123"); }, sudoku::status::parse_error, "parse error");

    // sudoku::error is a std::system_error; its code compares with the statuses.
    try {
        sudoku::solve(conflict);
    } catch (const std::system_error &e) {
        expect(e.code() == sudoku::status::conflict && e.code() != sudoku::status::no_solution,
               "std::system_error with the status as its code");
        expect(std::string(e.code().category().name()) == "sudoku", "the category's name");
    }
    expect(std::string(sudoku::version()) == SUDOKU_VERSION_STRING, "version");
    check_toolkit();
    check_sized();

    // Every puzzle of the files given.
    long puzzles = 0;
    for (int i = 1; i < argc; i++) {
        std::ifstream file(argv[i]);
        expect(file.good(), std::string("cannot read ") + argv[i]);
        std::string line;
        for (long n = 1; std::getline(file, line); n++) {
            if (!line.empty() && line[line.size() - 1] == '\r')
                line.erase(line.size() - 1);
            if (line.empty() || line[0] == '#')
                continue;
            // The explainer on the first file's puzzles only (a puzzle of the hard sets takes
            // it seconds).
            check_puzzle(line, std::string(argv[i]) + ":" + std::to_string(n), i == 1);
            puzzles++;
        }
    }
    expect(puzzles > 0, "no puzzle read");
    if (failures != 0)
        return 1;
    std::cout << "sudoku.hpp ok: " << puzzles << " puzzles\n";
    return 0;
}
