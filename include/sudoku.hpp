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
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include "sudoku.h"

#include <array>
#include <cstddef>
#include <new>
#include <ostream>
#include <string>
#include <system_error>

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

/* The puzzle toolkit (hints, ratings, generation) comes here as the C API gains it. */

} // namespace sudoku

namespace std {
/* A sudoku::status converts to std::error_code: `ec == sudoku::status::conflict`. */
template <> struct is_error_code_enum<sudoku::status> : true_type {};
} // namespace std

#endif /* SUDOKU_HPP */
