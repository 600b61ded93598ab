// include/sudoku.hpp against the C API it wraps: `make test-cxx` builds this file with g++ and
// clang++ as C++11, 14, 17 and 20 under -Wall -Wextra -Wpedantic -Werror, links it with
// libsudoku.a and runs it on the puzzle files given as arguments. For every puzzle, the C++
// functions (both styles) must give exactly what the C functions give, and the two text
// layouts must read back as the same grid; failures must throw or return the C status and
// leave the outputs alone. Prints "sudoku.hpp ok: N puzzles" and exits 0, or names each
// broken promise and exits 1.
#include "sudoku.hpp"
#include "sudoku.hpp" // twice: the include guard

#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

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

// One puzzle line: the C++ API against the C API.
static void check_puzzle(const std::string &line, const std::string &where)
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
            check_puzzle(line, std::string(argv[i]) + ":" + std::to_string(n));
            puzzles++;
        }
    }
    expect(puzzles > 0, "no puzzle read");
    if (failures != 0)
        return 1;
    std::cout << "sudoku.hpp ok: " << puzzles << " puzzles\n";
    return 0;
}
