/* The header on its own, as a C or C++ user sees it: tests/examples.rs compiles this file as
 * C99, C11, C++11 and C++17 with gcc and clang under -Wall -Wextra -Wpedantic -Werror, links
 * it and runs it. A plain `int grid[9][9]` (no const) goes to every function with no cast. */
#include "sudoku.h" /* first: the header needs nothing included before it */
#include "sudoku.h" /* twice: the include guard */

#include <stdio.h>
#include <string.h>

static const char *const TEXTBOOK =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

static int failures = 0;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("FAILED: %s\n", what);
        failures++;
    }
}

/* The status constants are integer constant expressions: they work as case labels. */
static const char *name(int status)
{
    switch (status) {
    case SUDOKU_OK: return "SUDOKU_OK";
    case SUDOKU_NO_SOLUTION: return "SUDOKU_NO_SOLUTION";
    case SUDOKU_MULTIPLE_SOLUTIONS: return "SUDOKU_MULTIPLE_SOLUTIONS";
    case SUDOKU_INVALID_VALUE: return "SUDOKU_INVALID_VALUE";
    case SUDOKU_CONFLICT: return "SUDOKU_CONFLICT";
    case SUDOKU_NULL_POINTER: return "SUDOKU_NULL_POINTER";
    case SUDOKU_PARSE_ERROR: return "SUDOKU_PARSE_ERROR";
    case SUDOKU_LIMIT_REACHED: return "SUDOKU_LIMIT_REACHED";
    case SUDOKU_BAD_OPTIONS: return "SUDOKU_BAD_OPTIONS";
    case SUDOKU_UNSUPPORTED: return "SUDOKU_UNSUPPORTED";
    default: return "unknown";
    }
}

/* The version macros are integer constants, usable by the preprocessor. */
#if !defined(SUDOKU_VERSION_MAJOR) || SUDOKU_VERSION_MAJOR < 0 || SUDOKU_VERSION_MINOR < 0 || \
    SUDOKU_VERSION_PATCH < 0
#error "sudoku.h has no version macros"
#endif

int main(void)
{
    int grid[9][9];
    unsigned int count = 0;
    unsigned long guesses = 0;
    uint8_t cells[81];
    char batch[2 * 81 + 1];
    int statuses[2];
    size_t puzzles = 2;
    char version[64];

    expect(sudoku_parse(TEXTBOOK, grid) == SUDOKU_OK, "sudoku_parse");
    expect(sudoku_validate(grid) == SUDOKU_OK, "sudoku_validate");
    expect(sudoku_count_solutions(grid, 2u, &count) == SUDOKU_OK && count == 1u,
           "sudoku_count_solutions");
    expect(sudoku_solve_unique(grid) == SUDOKU_OK && grid[0][1] == 1, "sudoku_solve_unique");

    expect(sudoku_parse(TEXTBOOK, grid) == SUDOKU_OK, "sudoku_parse again");
    expect(sudoku_solve(grid) == SUDOKU_OK && grid[8][8] == 9, "sudoku_solve");

    expect(sudoku_parse(TEXTBOOK, grid) == SUDOKU_OK, "sudoku_parse again");
    expect(sudoku_solve_any(grid) == SUDOKU_OK && grid[8][8] == 9, "sudoku_solve_any");

    expect(sudoku_parse(TEXTBOOK, grid) == SUDOKU_OK, "sudoku_parse again");
    expect(sudoku_solve_bounded(grid, 1000ul, &guesses) == SUDOKU_OK && grid[0][1] == 1,
           "sudoku_solve_bounded");

    expect(sudoku_parse(TEXTBOOK, grid) == SUDOKU_OK, "sudoku_parse again");
    for (int i = 0; i < 81; i++)
        cells[i] = (uint8_t)grid[i / 9][i % 9];
    expect(sudoku_solve_cells(cells) == SUDOKU_OK && cells[1] == 1, "sudoku_solve_cells");

    /* Two records end to end (the NUL that strcpy adds is not part of them). */
    strcpy(batch, TEXTBOOK);
    strcpy(batch + 81, TEXTBOOK);
    batch[81] = 'x';
    expect(sudoku_solve_batch(batch, puzzles, statuses) == SUDOKU_OK && statuses[0] == SUDOKU_OK &&
               batch[1] == '1' && statuses[1] == SUDOKU_PARSE_ERROR && batch[82] == '.',
           "sudoku_solve_batch");

    /* The generator: the options struct as C and C++ zero-initialise it, its size set. */
    sudoku_generate_options options;
    memset(&options, 0, sizeof options);
    options.size = (uint32_t)sizeof options;
    options.symmetry = SUDOKU_SYMMETRY_ROTATE_180;
    expect(sudoku_generate(7u, &options, grid) == SUDOKU_OK && grid[0][0] >= 0, "sudoku_generate");
    expect(sudoku_generate(7u, 0, grid) == SUDOKU_OK, "sudoku_generate with default options");
    expect(sudoku_transform(3u, grid) == SUDOKU_OK, "sudoku_transform");
    expect(sudoku_generate_solution(5u, grid) == SUDOKU_OK && grid[4][4] != 0,
           "sudoku_generate_solution");
    options.max_clues = 16u;
    expect(sudoku_generate(7u, &options, grid) == SUDOKU_BAD_OPTIONS, "bad options");
    expect(strcmp(name(SUDOKU_UNSUPPORTED), "SUDOKU_UNSUPPORTED") == 0, "new status constants");

    /* The explainer: a hint, its sentence, taking it, the mistakes, a rating, the names. */
    {
        int givens[9][9];
        int entries[9][9];
        uint16_t crossed[81];
        uint8_t mistakes[81];
        char sentence[SUDOKU_MAX_SENTENCE];
        sudoku_step step;
        sudoku_rating rating;
        memset(entries, 0, sizeof entries);
        memset(crossed, 0, sizeof crossed);
        expect(sudoku_parse(TEXTBOOK, givens) == SUDOKU_OK, "sudoku_parse for the explainer");
        expect(sudoku_hint(givens, entries, crossed, &step) == SUDOKU_OK &&
                   step.technique == SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX,
               "sudoku_hint");
        expect(sudoku_step_sentence(&step, sentence, sizeof sentence) == SUDOKU_OK &&
                   strncmp(sentence, "Hidden Single", 13) == 0,
               "sudoku_step_sentence");
        expect(sudoku_apply_step(entries, crossed, &step) == SUDOKU_OK &&
                   entries[step.placed_cell / 9][step.placed_cell % 9] == step.placed_digit,
               "sudoku_apply_step");
        expect(sudoku_mistakes(givens, entries, crossed, mistakes, &count) == SUDOKU_OK &&
                   count == 0u,
               "sudoku_mistakes");
        {
            uint16_t marks[81];
            expect(sudoku_candidates(givens, marks) == SUDOKU_OK && marks[0] == 0 &&
                       marks[1] == 0x101,
                   "sudoku_candidates"); /* r1c2 of the textbook grid: 1 or 9 */
        }
        expect(sudoku_rate(givens, &rating) == SUDOKU_OK && rating.rating == 15 &&
                   rating.level == SUDOKU_LEVEL_EASY,
               "sudoku_rate");
        expect(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_X_WING), "X-Wing") == 0,
               "sudoku_technique_name");
        expect(strcmp(sudoku_level_name(SUDOKU_LEVEL_DIABOLICAL), "diabolical") == 0,
               "sudoku_level_name");
    }

    /* Other sizes: a 6 x 6 generated with the 9 x 9 options struct, then solved. */
    {
        int six[36];
        unsigned int count = 0;
        options.max_clues = 0u;
        expect(sudoku_generate_n(2, 3, 7u, &options, six) == SUDOKU_OK &&
                   sudoku_count_solutions_n(2, 3, six, 2u, &count) == SUDOKU_OK && count == 1u,
               "sudoku_generate_n");
        expect(sudoku_generate_solution_n(2, 3, 7u, six) == SUDOKU_OK && six[0] != 0,
               "sudoku_generate_solution_n");
        expect(sudoku_generate_n(1, 6, 7u, 0, six) == SUDOKU_INVALID_SIZE, "bad size");
    }

    grid[0][0] = 10;
    expect(sudoku_solve(grid) == SUDOKU_INVALID_VALUE && grid[0][0] == 10, "bad value");
    expect(strlen(sudoku_status_message(SUDOKU_CONFLICT)) > 0, "sudoku_status_message");
    expect(strlen(sudoku_status_message(-1)) > 0, "sudoku_status_message(-1)");
    expect(strlen(sudoku_version()) > 0, "sudoku_version");
    /* The header's version is the library's, and the macros are what the string says. */
    expect(strcmp(sudoku_version(), SUDOKU_VERSION_STRING) == 0, "SUDOKU_VERSION_STRING");
    snprintf(version, sizeof version, "%d.%d.%d", SUDOKU_VERSION_MAJOR, SUDOKU_VERSION_MINOR,
             SUDOKU_VERSION_PATCH);
    expect(strncmp(version, SUDOKU_VERSION_STRING, strlen(version)) == 0,
           "SUDOKU_VERSION_MAJOR, _MINOR, _PATCH");
    expect(strcmp(name(SUDOKU_PARSE_ERROR), "SUDOKU_PARSE_ERROR") == 0, "status constants");

    if (failures == 0)
        printf("header ok\n");
    return failures == 0 ? 0 : 1;
}
