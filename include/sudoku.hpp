/*
 * libsudoku for C++: a header-only layer over the C API of sudoku.h (C++11 and later).
 *
 *   sudoku::Grid puzzle = sudoku::parse("3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..");
 *   sudoku::Grid solution = sudoku::solve(puzzle);     // throws sudoku::error on failure
 *   std::cout << solution << '\n' << sudoku::boxed(solution);
 *
 * Every operation comes in two styles, as in std::filesystem:
 *   - `R f(args)` returns its result and throws sudoku::error (a std::system_error whose
 *     code() compares equal to a sudoku::status) when the C function does not return
 *     SUDOKU_OK;
 *   - `status f(args, R& result) noexcept` returns the status, and writes `result` only on
 *     status::ok (`validate` takes std::nothrow instead, having no result).
 * A sudoku::Grid is a value (std::array<std::array<int, 9>, 9>, row by row, 0 for an empty
 * cell); the C functions work on a copy of it, so a failed call changes nothing.
 *
 *   sudoku::Step step = sudoku::hint(puzzle);          // step.sentence: "Hidden Single: ..."
 *   sudoku::Rating rating = sudoku::rate(puzzle);      // rating.se_rating() 1.5, .level
 *   sudoku::Grid fresh = sudoku::generate(42);         // or generate(seed, GenerateOptions)
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include "sudoku.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <ostream>
#include <string>
#include <system_error>
#include <vector>

namespace sudoku {

/* The statuses of sudoku.h, by name. */
enum class status : int {
    ok = SUDOKU_OK,
    no_solution = SUDOKU_NO_SOLUTION,
    multiple_solutions = SUDOKU_MULTIPLE_SOLUTIONS,
    invalid_value = SUDOKU_INVALID_VALUE,
    conflict = SUDOKU_CONFLICT,
    null_pointer = SUDOKU_NULL_POINTER,
    parse_error = SUDOKU_PARSE_ERROR,
    limit_reached = SUDOKU_LIMIT_REACHED,
    bad_options = SUDOKU_BAD_OPTIONS,
    unsupported = SUDOKU_UNSUPPORTED,
    wrong_entry = SUDOKU_WRONG_ENTRY,
    not_explained = SUDOKU_NOT_EXPLAINED,
    buffer_too_small = SUDOKU_BUFFER_TOO_SMALL,
    invalid_size = SUDOKU_INVALID_SIZE
};

/* The library's English sentence for a status (static; never NULL). */
inline const char *message(status s) noexcept
{
    return sudoku_status_message(static_cast<int>(s));
}

namespace detail {
class category_impl : public std::error_category {
public:
    const char *name() const noexcept override { return "sudoku"; }
    std::string message(int value) const override { return sudoku_status_message(value); }
};
} // namespace detail

/* The error category of libsudoku's statuses. */
inline const std::error_category &category() noexcept
{
    static const detail::category_impl instance;
    return instance;
}

inline std::error_code make_error_code(status s) noexcept
{
    return std::error_code(static_cast<int>(s), category());
}

/* What the throwing functions throw: status_code() and code() are the status, what() its
 * sentence. */
class error : public std::system_error {
public:
    explicit error(status s) : std::system_error(make_error_code(s)), status_(s) {}
    sudoku::status status_code() const noexcept { return status_; }

private:
    sudoku::status status_;
};

/* A 9x9 grid, row by row: 0 for an empty cell, 1 to 9 for a given. */
struct Grid {
    std::array<std::array<int, 9>, 9> cells;

    /* The empty grid. */
    Grid() noexcept : cells() {}
    /* A copy of a C grid. */
    explicit Grid(const int (&grid)[9][9]) noexcept : cells()
    {
        for (std::size_t r = 0; r < 9; r++)
            for (std::size_t c = 0; c < 9; c++)
                cells[r][c] = grid[r][c];
    }

    std::array<int, 9> &operator[](std::size_t row) noexcept { return cells[row]; }
    const std::array<int, 9> &operator[](std::size_t row) const noexcept { return cells[row]; }

    /* Copies the grid into a C grid, and back. */
    void to_c(int (&grid)[9][9]) const noexcept
    {
        for (std::size_t r = 0; r < 9; r++)
            for (std::size_t c = 0; c < 9; c++)
                grid[r][c] = cells[r][c];
    }
    void from_c(const int (&grid)[9][9]) noexcept { *this = Grid(grid); }

    friend bool operator==(const Grid &a, const Grid &b) noexcept { return a.cells == b.cells; }
    friend bool operator!=(const Grid &a, const Grid &b) noexcept { return !(a == b); }
};

namespace detail {
inline void check(status s)
{
    if (s != status::ok)
        throw error(s);
}

/* Runs `call` on a C copy of `in`; on SUDOKU_OK, the copy becomes `out`. */
template <typename Call> status on_copy(const Grid &in, Grid &out, Call call) noexcept
{
    int grid[9][9];
    in.to_c(grid);
    status s = static_cast<status>(call(grid));
    if (s == status::ok)
        out.from_c(grid);
    return s;
}

inline int solve(int (*grid)[9]) noexcept { return sudoku_solve(grid); }
inline int solve_unique(int (*grid)[9]) noexcept { return sudoku_solve_unique(grid); }
inline int solve_any(int (*grid)[9]) noexcept { return sudoku_solve_any(grid); }
} // namespace detail

/* sudoku_parse: 81 cells, '1'-'9', '0' or '.'; white space and '|', '-', '+' skipped. */
inline status parse(const char *text, Grid &grid) noexcept
{
    int cells[9][9];
    status s = static_cast<status>(sudoku_parse(text, cells));
    if (s == status::ok)
        grid.from_c(cells);
    return s;
}
inline status parse(const std::string &text, Grid &grid) noexcept
{
    return parse(text.c_str(), grid);
}
inline Grid parse(const std::string &text)
{
    Grid grid;
    detail::check(parse(text, grid));
    return grid;
}

/* sudoku_validate: the givens only (values, then repeats). */
inline status validate(const Grid &grid, const std::nothrow_t &) noexcept
{
    int cells[9][9];
    grid.to_c(cells);
    return static_cast<status>(sudoku_validate(cells));
}
inline void validate(const Grid &grid) { detail::check(validate(grid, std::nothrow)); }

/* sudoku_solve: the first solution in row-major order (textbook backtracking's answer). */
inline status solve(const Grid &puzzle, Grid &solution) noexcept
{
    return detail::on_copy(puzzle, solution, detail::solve);
}
inline Grid solve(const Grid &puzzle)
{
    Grid solution;
    detail::check(solve(puzzle, solution));
    return solution;
}

/* sudoku_solve_any: any one solution, as fast as the engine finds one (on a grid with several,
   which one is unspecified). */
inline status solve_any(const Grid &puzzle, Grid &solution) noexcept
{
    return detail::on_copy(puzzle, solution, detail::solve_any);
}
inline Grid solve_any(const Grid &puzzle)
{
    Grid solution;
    detail::check(solve_any(puzzle, solution));
    return solution;
}

/* sudoku_solve_unique: the solution only when there is exactly one. */
inline status solve_unique(const Grid &puzzle, Grid &solution) noexcept
{
    return detail::on_copy(puzzle, solution, detail::solve_unique);
}
inline Grid solve_unique(const Grid &puzzle)
{
    Grid solution;
    detail::check(solve_unique(puzzle, solution));
    return solution;
}

/* sudoku_count_solutions: min(solutions, limit). */
inline status count_solutions(const Grid &puzzle, unsigned limit, unsigned &count) noexcept
{
    int cells[9][9];
    puzzle.to_c(cells);
    return static_cast<status>(sudoku_count_solutions(cells, limit, &count));
}
inline unsigned count_solutions(const Grid &puzzle, unsigned limit)
{
    unsigned count = 0;
    detail::check(count_solutions(puzzle, limit, count));
    return count;
}

/* The library's version at run time; SUDOKU_VERSION_STRING is the header's. */
inline const char *version() noexcept { return sudoku_version(); }

/*
 * Text layouts: `os << grid` writes 81 characters ('.' for an empty cell), as parse reads
 * them; `os << boxed(grid)` writes the nine-line layout ("3 1 6  | 5 7 8  | 4 9 2", a dashed
 * line between bands), each line ending in '\n', which parse reads too.
 */
inline std::ostream &operator<<(std::ostream &os, const Grid &grid)
{
    char line[82];
    for (std::size_t i = 0; i < 81; i++) {
        int d = grid.cells[i / 9][i % 9];
        line[i] = d >= 1 && d <= 9 ? static_cast<char>('0' + d) : '.';
    }
    line[81] = '\0';
    return os << line;
}

struct Boxed {
    const Grid &grid;
};

inline Boxed boxed(const Grid &grid) noexcept
{
    Boxed b = {grid};
    return b;
}

inline std::ostream &operator<<(std::ostream &os, const Boxed &b)
{
    for (std::size_t r = 0; r < 9; r++) {
        if (r == 3 || r == 6)
            os << "-------+--------+------\n";
        for (std::size_t c = 0; c < 9; c++) {
            int d = b.grid.cells[r][c];
            if (c == 3 || c == 6)
                os << "  | ";
            else if (c != 0)
                os << ' ';
            os << (d >= 1 && d <= 9 ? static_cast<char>('0' + d) : '.');
        }
        os << '\n';
    }
    return os;
}

/*
 * The puzzle toolkit: hints and the whole path, ratings, generation, transformation.
 * The functions that build a Step (with its vectors and sentence) return the library's
 * status in their status style but are not noexcept: they may throw std::bad_alloc, as
 * std::filesystem's functions that build a path do.
 */

/* The explainer's techniques (SUDOKU_TECHNIQUE_*), by name; `none` for a complete grid. */
enum class Technique : int {
    none = SUDOKU_TECHNIQUE_NONE,
    full_house = SUDOKU_TECHNIQUE_FULL_HOUSE,
    hidden_single_box = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX,
    hidden_single_line = SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE,
    naked_single = SUDOKU_TECHNIQUE_NAKED_SINGLE,
    pointing = SUDOKU_TECHNIQUE_POINTING,
    claiming = SUDOKU_TECHNIQUE_CLAIMING,
    naked_pair = SUDOKU_TECHNIQUE_NAKED_PAIR,
    x_wing = SUDOKU_TECHNIQUE_X_WING,
    hidden_pair = SUDOKU_TECHNIQUE_HIDDEN_PAIR,
    naked_triple = SUDOKU_TECHNIQUE_NAKED_TRIPLE,
    swordfish = SUDOKU_TECHNIQUE_SWORDFISH,
    hidden_triple = SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
    skyscraper = SUDOKU_TECHNIQUE_SKYSCRAPER,
    two_string_kite = SUDOKU_TECHNIQUE_TWO_STRING_KITE,
    xy_wing = SUDOKU_TECHNIQUE_XY_WING,
    xyz_wing = SUDOKU_TECHNIQUE_XYZ_WING,
    w_wing = SUDOKU_TECHNIQUE_W_WING,
    unique_rectangle_1 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1,
    unique_rectangle_2 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2,
    unique_rectangle_4 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4,
    naked_quad = SUDOKU_TECHNIQUE_NAKED_QUAD,
    jellyfish = SUDOKU_TECHNIQUE_JELLYFISH,
    hidden_quad = SUDOKU_TECHNIQUE_HIDDEN_QUAD,
    bug_plus_one = SUDOKU_TECHNIQUE_BUG_PLUS_ONE,
    x_chain = SUDOKU_TECHNIQUE_X_CHAIN,
    aic = SUDOKU_TECHNIQUE_AIC,
    nishio_forcing_chain = SUDOKU_TECHNIQUE_NISHIO_FORCING_CHAIN,
    dynamic_contradiction_chain = SUDOKU_TECHNIQUE_DYNAMIC_CONTRADICTION_CHAIN,
    dynamic_cell_forcing_chain = SUDOKU_TECHNIQUE_DYNAMIC_CELL_FORCING_CHAIN,
    dynamic_region_forcing_chain = SUDOKU_TECHNIQUE_DYNAMIC_REGION_FORCING_CHAIN,
    dynamic_forcing_chain_plus = SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS,
    nested_forcing_chain = SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN,
    direct_pointing = SUDOKU_TECHNIQUE_DIRECT_POINTING,
    direct_claiming = SUDOKU_TECHNIQUE_DIRECT_CLAIMING,
    direct_hidden_pair = SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR,
    direct_hidden_triple = SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE,
    unique_rectangle_3 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_3,
    unique_loop_1 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_1,
    unique_loop_2 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_2,
    unique_loop_3 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_3,
    unique_loop_4 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_4,
    bug_2 = SUDOKU_TECHNIQUE_BUG_2,
    bug_3 = SUDOKU_TECHNIQUE_BUG_3,
    bug_4 = SUDOKU_TECHNIQUE_BUG_4,
    aligned_pair_exclusion = SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION,
    aligned_triplet_exclusion = SUDOKU_TECHNIQUE_ALIGNED_TRIPLET_EXCLUSION,
    turbot_fish = SUDOKU_TECHNIQUE_TURBOT_FISH,
    forcing_ychain = SUDOKU_TECHNIQUE_FORCING_YCHAIN,
    bidirectional_xcycle = SUDOKU_TECHNIQUE_BIDIRECTIONAL_XCYCLE,
    bidirectional_ycycle = SUDOKU_TECHNIQUE_BIDIRECTIONAL_YCYCLE,
    bidirectional_cycle = SUDOKU_TECHNIQUE_BIDIRECTIONAL_CYCLE,
    generalized_xwing = SUDOKU_TECHNIQUE_GENERALIZED_XWING,
    cell_forcing_chain = SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN,
    region_forcing_chain = SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN,
    dynamic_double_forcing_chain = SUDOKU_TECHNIQUE_DYNAMIC_DOUBLE_FORCING_CHAIN,
    dynamic_contradiction_chain_plus = SUDOKU_TECHNIQUE_DYNAMIC_CONTRADICTION_CHAIN_PLUS,
    dynamic_double_forcing_chain_plus = SUDOKU_TECHNIQUE_DYNAMIC_DOUBLE_FORCING_CHAIN_PLUS,
    dynamic_cell_forcing_chain_plus = SUDOKU_TECHNIQUE_DYNAMIC_CELL_FORCING_CHAIN_PLUS,
    dynamic_region_forcing_chain_plus = SUDOKU_TECHNIQUE_DYNAMIC_REGION_FORCING_CHAIN_PLUS,
    nested_contradiction_chain_2 = SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_2,
    nested_double_forcing_chain_2 = SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_2,
    nested_cell_forcing_chain_2 = SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_2,
    nested_region_forcing_chain_2 = SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_2,
    nested_contradiction_chain_3 = SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_3,
    nested_double_forcing_chain_3 = SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_3,
    nested_cell_forcing_chain_3 = SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_3,
    nested_region_forcing_chain_3 = SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_3,
    nested_contradiction_chain_4 = SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_4,
    nested_double_forcing_chain_4 = SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_4,
    nested_cell_forcing_chain_4 = SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_4,
    nested_region_forcing_chain_4 = SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_4,
    nested_contradiction_chain_5 = SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_5,
    nested_double_forcing_chain_5 = SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_5,
    nested_cell_forcing_chain_5 = SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_5,
    nested_region_forcing_chain_5 = SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_5
};

/* The levels (SUDOKU_LEVEL_*); `any` asks the generator for any difficulty. */
enum class Level : int {
    any = SUDOKU_LEVEL_ANY,
    easy = SUDOKU_LEVEL_EASY,
    medium = SUDOKU_LEVEL_MEDIUM,
    hard = SUDOKU_LEVEL_HARD,
    fiendish = SUDOKU_LEVEL_FIENDISH,
    diabolical = SUDOKU_LEVEL_DIABOLICAL
};

/* The patterns of the givens the generator keeps (SUDOKU_SYMMETRY_*). */
enum class Symmetry : int {
    none = SUDOKU_SYMMETRY_NONE,
    rotate_180 = SUDOKU_SYMMETRY_ROTATE_180,
    rotate_90 = SUDOKU_SYMMETRY_ROTATE_90,
    mirror_left_right = SUDOKU_SYMMETRY_MIRROR_LEFT_RIGHT,
    mirror_top_bottom = SUDOKU_SYMMETRY_MIRROR_TOP_BOTTOM,
    both_diagonals = SUDOKU_SYMMETRY_BOTH_DIAGONALS
};

/* "Hidden Single", "X-Wing"; "easy" to "diabolical" (static strings, never NULL). */
inline const char *name(Technique t) noexcept
{
    return sudoku_technique_name(static_cast<int>(t));
}
inline const char *name(Level l) noexcept { return sudoku_level_name(static_cast<int>(l)); }

/* A digit in a cell: cell 0 to 80 (row * 9 + column), digit 1 to 9. */
struct Candidate {
    int cell;
    int digit;
};

/* A node of a chain: the digit placed (on) or removed there, and the branch it belongs to. */
struct ChainNode {
    int cell;
    int digit;
    bool on;
    int branch;
};

/* The candidates a player crossed out: bit d - 1 of cell i for digit d. */
typedef std::array<std::uint16_t, 81> Marks;

/* One step of a solution path: what it changes, why, and its English sentence. */
struct Step {
    Technique technique;   /* Technique::none: the grid was already complete */
    int rating;            /* se_rating() times ten, an int as sudoku_step has it: 2.6 is 26 */
    bool uses_uniqueness;  /* relies on the puzzle having one solution */
    int placed_cell;       /* the cell it fills, or -1 when it only eliminates */
    int placed_digit;      /* the digit it places, or 0 */
    unsigned digits;       /* the pattern's digits, bit d - 1 for digit d */
    std::vector<Candidate> eliminations;
    std::vector<Candidate> reasons; /* the pattern's candidates: what to highlight */
    std::vector<int> houses;        /* 0-8 rows, 9-17 columns, 18-26 boxes */
    unsigned chain_length;          /* nodes of the whole chain (0: not a chain) */
    std::vector<ChainNode> chain;   /* its first SUDOKU_MAX_CHAIN nodes */
    std::string sentence;           /* "Hidden Single: in box 3, 5 fits only in r3c7"; of a
                                       complete grid: "The grid is complete: no step is left" */
    sudoku_step c;                  /* the C step, as sudoku_hint wrote it */

    Step()
        : technique(Technique::none), rating(0), uses_uniqueness(false), placed_cell(-1),
          placed_digit(0), digits(0), chain_length(0), c()
    {
    }
    /* The step's rating on Sudoku Explainer's scale, as players quote it: 2.6 for a Pointing
     * (`rating` holds it times ten). */
    double se_rating() const noexcept { return rating / 10.0; }
};

/* How hard a puzzle is, as Sudoku Explainer 1.2.1 rates it (sudoku_rate_with): ER, EP and ED. */
struct Rating {
    int rating;          /* ER, Sudoku Explainer's scale x10: the hardest step (7.3 is 73) */
    int er;              /* the same as `rating` */
    int ep;              /* EP (pearl) x10: the hardest step up to the first placement */
    int ed;              /* ED (diamond) x10: the first step */
    Technique hardest;   /* the hardest step's technique */
    std::string hardest_name; /* SE's name of it: "Turbot Fish" */
    Level level;
    int qqwing_level;    /* 1 simple, 2 easy, 3 intermediate, 4 expert */
    bool uses_uniqueness;
    bool uses_forcing_chains;
    unsigned steps;
    std::uint64_t work;  /* the work the rating spent (SUDOKU_DEFAULT_WORK's units) */
    std::array<unsigned, SUDOKU_TECHNIQUE_ROOM> technique_counts; /* by technique number */

    Rating()
        : rating(0), er(0), ep(0), ed(0), hardest(Technique::none), level(Level::any),
          qqwing_level(0), uses_uniqueness(false), uses_forcing_chains(false), steps(0),
          work(0), technique_counts()
    {
    }
    /* The puzzle's rating on Sudoku Explainer's scale, as players and puzzle sites quote it:
     * 1.5 for the textbook puzzle (`rating` holds it times ten, kept for compatibility). */
    double se_rating() const noexcept { return rating / 10.0; }
    /* The steps of technique `t` on the path. */
    unsigned count(Technique t) const noexcept
    {
        std::size_t i = static_cast<std::size_t>(t);
        return i < technique_counts.size() ? technique_counts[i] : 0u;
    }
};

/* Limits of the explainer's calls (sudoku_explain_options): 0 is each default. */
struct ExplainOptions {
    unsigned max_rating;  /* the hardest rule tried, SE x10; 0: all */
    std::uint64_t work;   /* the work budget; 0: SUDOKU_DEFAULT_WORK */

    ExplainOptions() noexcept : max_rating(0), work(0) {}
};

/* A player's mistakes: per cell, 1 a wrong entry, 2 the solution's digit crossed out, 3 both. */
struct Mistakes {
    std::array<std::uint8_t, 81> cells;
    unsigned count; /* cells with a mistake */

    Mistakes() noexcept : cells(), count(0) {}
};

/* What the generator makes; every default asks for any puzzle (sudoku_generate_options). */
struct GenerateOptions {
    Symmetry symmetry;
    unsigned min_clues;    /* 0: no bound */
    unsigned max_clues;    /* 0: 81 */
    bool minimal;          /* no single given removable */
    Level level;           /* Level::any, or the level every puzzle must rate at */
    unsigned max_attempts; /* 0: 1000 */

    GenerateOptions() noexcept
        : symmetry(Symmetry::none), min_clues(0), max_clues(0), minimal(false),
          level(Level::any), max_attempts(0)
    {
    }
};

namespace detail {
/* A Step from the C step: its arrays as vectors, and its sentence. */
inline status to_step(const sudoku_step &c, Step &out)
{
    Step s;
    s.c = c;
    s.technique = static_cast<Technique>(c.technique);
    s.rating = c.rating;
    s.uses_uniqueness = c.uses_uniqueness != 0;
    s.placed_cell = c.placed_cell;
    s.placed_digit = c.placed_digit;
    s.digits = c.digits;
    for (unsigned i = 0; i < c.elimination_count && i < SUDOKU_MAX_ELIMINATIONS; i++) {
        Candidate m = {c.eliminations[i].cell, c.eliminations[i].digit};
        s.eliminations.push_back(m);
    }
    for (unsigned i = 0; i < c.reason_count && i < SUDOKU_MAX_REASONS; i++) {
        Candidate m = {c.reasons[i].cell, c.reasons[i].digit};
        s.reasons.push_back(m);
    }
    for (unsigned i = 0; i < c.house_count && i < SUDOKU_MAX_HOUSES; i++)
        s.houses.push_back(c.houses[i]);
    s.chain_length = c.chain_length;
    for (unsigned i = 0; i < c.chain_count && i < SUDOKU_MAX_CHAIN; i++) {
        ChainNode n = {c.chain[i].cell, c.chain[i].digit, c.chain[i].on != 0, c.chain[i].branch};
        s.chain.push_back(n);
    }
    char sentence[SUDOKU_MAX_SENTENCE];
    status st = static_cast<status>(sudoku_step_sentence(&c, sentence, sizeof sentence));
    if (st != status::ok)
        return st;
    s.sentence = sentence;
    out = s;
    return status::ok;
}

inline sudoku_generate_options to_c(const GenerateOptions &o) noexcept
{
    sudoku_generate_options c = sudoku_generate_options();
    c.size = sizeof c;
    c.symmetry = static_cast<std::uint32_t>(o.symmetry);
    c.min_clues = o.min_clues;
    c.max_clues = o.max_clues;
    c.minimal = o.minimal ? 1u : 0u;
    c.level = static_cast<std::uint32_t>(o.level);
    c.max_attempts = o.max_attempts;
    return c;
}
} // namespace detail

/* sudoku_hint: the easiest next step of a player's grid (the puzzle's givens, the player's
 * entries, 0 for empty, and crossed-out candidates), not taken; Technique::none when the
 * grid is complete. status::wrong_entry when an entry or a cross-out contradicts the solution. */
inline status hint(const Grid &givens, const Grid &entries, const Marks &crossed_out, Step &step)
{
    int g[9][9], e[9][9];
    givens.to_c(g);
    entries.to_c(e);
    sudoku_step c = sudoku_step();
    status s = static_cast<status>(sudoku_hint(g, e, crossed_out.data(), &c));
    return s == status::ok ? detail::to_step(c, step) : s;
}
inline Step hint(const Grid &givens, const Grid &entries, const Marks &crossed_out)
{
    Step step;
    detail::check(hint(givens, entries, crossed_out, step));
    return step;
}
/* The first step of a puzzle (no entries, nothing crossed out). */
inline status hint(const Grid &puzzle, Step &step) { return hint(puzzle, puzzle, Marks(), step); }
inline Step hint(const Grid &puzzle) { return hint(puzzle, puzzle, Marks()); }

/* sudoku_apply_step: takes a step on a player's grid (its placement into `entries`, its
 * eliminations into `crossed_out`); both unchanged on failure. */
inline status apply(const Step &step, Grid &entries, Marks &crossed_out,
                    const std::nothrow_t &) noexcept
{
    int e[9][9];
    entries.to_c(e);
    status s = static_cast<status>(sudoku_apply_step(e, crossed_out.data(), &step.c));
    if (s == status::ok)
        entries.from_c(e);
    return s;
}
inline void apply(const Step &step, Grid &entries, Marks &crossed_out)
{
    detail::check(apply(step, entries, crossed_out, std::nothrow));
}

/* The whole path of a puzzle, easiest step first, to its solution (hint, apply, repeat). */
inline status path(const Grid &puzzle, std::vector<Step> &steps)
{
    std::vector<Step> all;
    Grid entries = puzzle;
    Marks crossed_out = Marks();
    for (;;) {
        Step step;
        status s = hint(puzzle, entries, crossed_out, step);
        if (s != status::ok)
            return s;
        if (step.technique == Technique::none)
            break;
        s = apply(step, entries, crossed_out, std::nothrow);
        if (s != status::ok)
            return s;
        all.push_back(step);
    }
    steps.swap(all);
    return status::ok;
}
inline std::vector<Step> path(const Grid &puzzle)
{
    std::vector<Step> steps;
    detail::check(path(puzzle, steps));
    return steps;
}

/* sudoku_mistakes: the player's wrong entries and wrongly crossed-out candidates. */
inline status mistakes(const Grid &givens, const Grid &entries, const Marks &crossed_out,
                       Mistakes &found) noexcept
{
    int g[9][9], e[9][9];
    givens.to_c(g);
    entries.to_c(e);
    Mistakes m;
    status s = static_cast<status>(
        sudoku_mistakes(g, e, crossed_out.data(), m.cells.data(), &m.count));
    if (s == status::ok)
        found = m;
    return s;
}
inline Mistakes mistakes(const Grid &givens, const Grid &entries, const Marks &crossed_out)
{
    Mistakes found;
    detail::check(mistakes(givens, entries, crossed_out, found));
    return found;
}

/* sudoku_rate_with: the rating as Sudoku Explainer 1.2.1 gives it (ER, EP, ED, the hardest
 * technique and SE's name of it), the level, the steps per technique, within `options`' work
 * budget (status::limit_reached past it). Not noexcept: the name may throw std::bad_alloc. */
inline status rate(const Grid &puzzle, const ExplainOptions &options, Rating &rating)
{
    int g[9][9];
    puzzle.to_c(g);
    sudoku_explain_options o = sudoku_explain_options();
    o.size = sizeof o;
    o.max_rating = options.max_rating;
    o.work = options.work;
    sudoku_se_rating c = sudoku_se_rating();
    status s = static_cast<status>(sudoku_rate_with(g, &o, &c));
    if (s != status::ok)
        return s;
    Rating r;
    r.rating = r.er = c.er;
    r.ep = c.ep;
    r.ed = c.ed;
    r.hardest = static_cast<Technique>(c.hardest);
    r.level = static_cast<Level>(c.level);
    r.qqwing_level = c.qqwing_level;
    r.uses_uniqueness = c.uses_uniqueness != 0;
    r.uses_forcing_chains = c.uses_forcing_chains != 0;
    r.steps = c.steps;
    r.work = c.work;
    for (std::size_t i = 0; i < r.technique_counts.size(); i++)
        r.technique_counts[i] = c.technique_counts[i];
    r.hardest_name = c.hardest_name;
    rating = r;
    return s;
}
inline status rate(const Grid &puzzle, Rating &rating)
{
    return rate(puzzle, ExplainOptions(), rating);
}
inline Rating rate(const Grid &puzzle, const ExplainOptions &options = ExplainOptions())
{
    Rating rating;
    detail::check(rate(puzzle, options, rating));
    return rating;
}

/* sudoku_generate: the puzzle of `seed` (exactly one solution), the same on every platform
 * and build for the same seed and options. */
inline status generate(std::uint64_t seed, const GenerateOptions &options, Grid &puzzle) noexcept
{
    sudoku_generate_options c = detail::to_c(options);
    int g[9][9];
    status s = static_cast<status>(sudoku_generate(seed, &c, g));
    if (s == status::ok)
        puzzle.from_c(g);
    return s;
}
inline Grid generate(std::uint64_t seed, const GenerateOptions &options = GenerateOptions())
{
    Grid puzzle;
    detail::check(generate(seed, options, puzzle));
    return puzzle;
}

/* sudoku_generate_solution: a random complete grid for `seed`. */
inline status generate_solution(std::uint64_t seed, Grid &grid) noexcept
{
    int g[9][9];
    status s = static_cast<status>(sudoku_generate_solution(seed, g));
    if (s == status::ok)
        grid.from_c(g);
    return s;
}
inline Grid generate_solution(std::uint64_t seed)
{
    Grid grid;
    detail::check(generate_solution(seed, grid));
    return grid;
}

/* sudoku_transform: `grid` shuffled by the transformation of `seed` (digits relabelled, rows
 * and columns permuted within bands and stacks, bands and stacks, maybe transposed). */
inline status transform(std::uint64_t seed, const Grid &grid, Grid &image) noexcept
{
    int g[9][9];
    grid.to_c(g);
    status s = static_cast<status>(sudoku_transform(seed, g));
    if (s == status::ok)
        image.from_c(g);
    return s;
}
inline Grid transform(std::uint64_t seed, const Grid &grid)
{
    Grid image;
    detail::check(transform(seed, grid, image));
    return image;
}

/*
 * Other sizes (the _n functions): N x N cells with boxes of box_rows x box_cols, N from 4 to
 * 25 (6 x 6: boxes of 2 x 3; 16 x 16: 4 x 4). A SizedGrid is a value like Grid, with room for
 * 25 x 25 cells (no allocation); dimensions the library refuses give status::invalid_size.
 */
class SizedGrid {
public:
    /* The empty grid of boxes of box_rows x box_cols. */
    SizedGrid(int box_rows, int box_cols) noexcept
        : box_rows_(box_rows), box_cols_(box_cols), cells_()
    {
    }

    int box_rows() const noexcept { return box_rows_; }
    int box_cols() const noexcept { return box_cols_; }
    /* N, or 0 when the dimensions are not R x C with R, C >= 2 and R * C from 4 to 25. */
    int size() const noexcept
    {
        bool ok = box_rows_ >= 2 && box_cols_ >= 2 && box_rows_ <= 12 && box_cols_ <= 12 &&
                  box_rows_ * box_cols_ <= 25;
        return ok ? box_rows_ * box_cols_ : 0;
    }
    /* The cell of `row` and `col` (0 to N - 1): 0 for empty, 1 to N for a given. Not
     * checked, but never outside the storage (a bad index gives the first cell). */
    int &at(int row, int col) noexcept { return cells_[index(row, col)]; }
    int at(int row, int col) const noexcept { return cells_[index(row, col)]; }
    /* The N x N cells, row by row, as the C functions take them. */
    int *data() noexcept { return cells_.data(); }
    const int *data() const noexcept { return cells_.data(); }

    friend bool operator==(const SizedGrid &a, const SizedGrid &b) noexcept
    {
        if (a.box_rows_ != b.box_rows_ || a.box_cols_ != b.box_cols_)
            return false;
        std::size_t n = static_cast<std::size_t>(a.size());
        for (std::size_t i = 0; i < n * n; i++)
            if (a.cells_[i] != b.cells_[i])
                return false;
        return true;
    }
    friend bool operator!=(const SizedGrid &a, const SizedGrid &b) noexcept { return !(a == b); }

private:
    std::size_t index(int row, int col) const noexcept
    {
        std::size_t i = static_cast<std::size_t>(row * size() + col);
        return i < 625 ? i : 0;
    }

    int box_rows_;
    int box_cols_;
    std::array<int, 625> cells_;
};

namespace detail {
/* Runs `call(box_rows, box_cols, cells)` on `work`, a copy; on SUDOKU_OK the copy becomes
 * `out`. */
template <typename Call> status on_sized(SizedGrid work, SizedGrid &out, Call call) noexcept
{
    status s = static_cast<status>(call(work.box_rows(), work.box_cols(), work.data()));
    if (s == status::ok)
        out = work;
    return s;
}
} // namespace detail

/* sudoku_parse_n: one symbol a cell ('1'-'9', then 'A' to 'P'; '0' or '.' empty), or numbers
 * separated by white space or commas. */
inline status parse(int box_rows, int box_cols, const std::string &text, SizedGrid &grid) noexcept
{
    return detail::on_sized(SizedGrid(box_rows, box_cols), grid, [&](int r, int c, int *cells) {
        return sudoku_parse_n(r, c, text.c_str(), cells);
    });
}
inline SizedGrid parse(int box_rows, int box_cols, const std::string &text)
{
    SizedGrid grid(box_rows, box_cols);
    detail::check(parse(box_rows, box_cols, text, grid));
    return grid;
}

/* sudoku_validate_n: the dimensions and the givens. */
inline status validate(const SizedGrid &grid, const std::nothrow_t &) noexcept
{
    return static_cast<status>(sudoku_validate_n(grid.box_rows(), grid.box_cols(), grid.data()));
}
inline void validate(const SizedGrid &grid) { detail::check(validate(grid, std::nothrow)); }

/* sudoku_solve_n and sudoku_solve_unique_n: as solve and solve_unique. */
inline status solve(const SizedGrid &puzzle, SizedGrid &solution) noexcept
{
    return detail::on_sized(puzzle, solution, sudoku_solve_n);
}
inline SizedGrid solve(const SizedGrid &puzzle)
{
    SizedGrid solution = puzzle;
    detail::check(solve(puzzle, solution));
    return solution;
}
inline status solve_unique(const SizedGrid &puzzle, SizedGrid &solution) noexcept
{
    return detail::on_sized(puzzle, solution, sudoku_solve_unique_n);
}
inline SizedGrid solve_unique(const SizedGrid &puzzle)
{
    SizedGrid solution = puzzle;
    detail::check(solve_unique(puzzle, solution));
    return solution;
}

/* sudoku_solve_any_n: any one solution, as fast as the search finds one (the one solution of
 * a puzzle that has one); the empty grid of every shape included. */
inline status solve_any(const SizedGrid &puzzle, SizedGrid &solution) noexcept
{
    return detail::on_sized(puzzle, solution, sudoku_solve_any_n);
}
inline SizedGrid solve_any(const SizedGrid &puzzle)
{
    SizedGrid solution = puzzle;
    detail::check(solve_any(puzzle, solution));
    return solution;
}

/* sudoku_count_solutions_n: min(solutions, limit). */
inline status count_solutions(const SizedGrid &puzzle, unsigned limit, unsigned &count) noexcept
{
    return static_cast<status>(sudoku_count_solutions_n(puzzle.box_rows(), puzzle.box_cols(),
                                                        puzzle.data(), limit, &count));
}
inline unsigned count_solutions(const SizedGrid &puzzle, unsigned limit)
{
    unsigned count = 0;
    detail::check(count_solutions(puzzle, limit, count));
    return count;
}

/* sudoku_generate_n: the puzzle of `seed` for boxes of box_rows x box_cols (exactly one
 * solution), the same on every platform; the options as for 9 x 9, without levels (a level
 * gives status::unsupported). */
inline status generate(int box_rows, int box_cols, std::uint64_t seed,
                       const GenerateOptions &options, SizedGrid &puzzle) noexcept
{
    sudoku_generate_options c = detail::to_c(options);
    return detail::on_sized(SizedGrid(box_rows, box_cols), puzzle, [&](int r, int k, int *cells) {
        return sudoku_generate_n(r, k, seed, &c, cells);
    });
}
inline SizedGrid generate(int box_rows, int box_cols, std::uint64_t seed,
                          const GenerateOptions &options = GenerateOptions())
{
    SizedGrid puzzle(box_rows, box_cols);
    detail::check(generate(box_rows, box_cols, seed, options, puzzle));
    return puzzle;
}

/* sudoku_generate_solution_n: a random complete grid of that shape for `seed`. */
inline status generate_solution(int box_rows, int box_cols, std::uint64_t seed,
                                SizedGrid &grid) noexcept
{
    return detail::on_sized(SizedGrid(box_rows, box_cols), grid, [&](int r, int c, int *cells) {
        return sudoku_generate_solution_n(r, c, seed, cells);
    });
}
inline SizedGrid generate_solution(int box_rows, int box_cols, std::uint64_t seed)
{
    SizedGrid grid(box_rows, box_cols);
    detail::check(generate_solution(box_rows, box_cols, seed, grid));
    return grid;
}

/* `os << grid`: N x N symbols on one line ('1'-'9', then 'A' to 'P'; '.' for empty), as
 * parse reads them. */
inline std::ostream &operator<<(std::ostream &os, const SizedGrid &grid)
{
    static const char symbols[] = ".123456789ABCDEFGHIJKLMNOP";
    int n = grid.size();
    std::string line;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int d = grid.at(r, c);
            line += d >= 0 && d <= n ? symbols[d] : '?';
        }
    return os << line;
}

} // namespace sudoku

namespace std {
/* A sudoku::status converts to std::error_code: `ec == sudoku::status::conflict`. */
template <> struct is_error_code_enum<sudoku::status> : true_type {};
} // namespace std

#endif /* SUDOKU_HPP */
