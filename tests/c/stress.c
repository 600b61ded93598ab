/* The stress client: every entry point of libsudoku on many puzzles and on hostile input
 * (bad values, repeated digits, NULL pointers, malformed text), from C, with grids and text in
 * exactly sized heap blocks so that valgrind and AddressSanitizer see any access outside them.
 * Checks statuses, answers (complete, valid, keeping the givens) and that a failing call
 * changes nothing. Usage: stress [puzzle-file [count]]. Prints its figures; exit 1 on failure. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzles.h"
#include "sudoku.h"

static unsigned long calls, failures, bad_values, unchanged;

#define EXPECT(cond, ...)                                                                  \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            failures++;                                                                    \
            fprintf(stderr, "FAILED %s:%d: ", __FILE__, __LINE__);                         \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fprintf(stderr, "\n");                                                         \
        }                                                                                  \
    } while (0)

typedef int (*grid_fn)(int (*grid)[9]);

/* A grid in its own heap block of exactly 81 ints. */
static int (*heap_grid(int src[9][9]))[9]
{
    int(*g)[9] = malloc(sizeof(int[9][9]));
    if (!g) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    memcpy(g, src, sizeof(int[9][9]));
    return g;
}

static int same(int a[9][9], int b[9][9])
{
    return memcmp(a, b, sizeof(int[9][9])) == 0;
}

/* Complete, no digit repeated in a row, column or box, every given kept. */
static int solves(int puzzle[9][9], int answer[9][9])
{
    for (int i = 0; i < 9; i++) {
        int row = 0, col = 0, box = 0;
        for (int j = 0; j < 9; j++) {
            int r = answer[i][j], c = answer[j][i];
            int b = answer[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3];
            if (r < 1 || r > 9 || c < 1 || c > 9 || b < 1 || b > 9)
                return 0;
            row |= 1 << r;
            col |= 1 << c;
            box |= 1 << b;
            if (puzzle[i][j] != 0 && puzzle[i][j] != answer[i][j])
                return 0;
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe)
            return 0;
    }
    return 1;
}

/* Calls `f` on a heap copy of `grid`; checks that a failure changes nothing. */
static int call(grid_fn f, int grid[9][9], int answer[9][9])
{
    int(*g)[9] = heap_grid(grid);
    int status = f(g);
    calls++;
    if (status != SUDOKU_OK) {
        EXPECT(same(g, grid), "status %d but the grid changed", status);
        unchanged++;
    }
    memcpy(answer, g, sizeof(int[9][9]));
    free(g);
    return status;
}

/* Every call on one grid whose status `sudoku_validate` must give is `expected`. */
static void check_grid(int grid[9][9], int expected)
{
    int answer[9][9], unique[9][9];
    int v = call(sudoku_validate, grid, answer);
    EXPECT(v == expected, "sudoku_validate gave %d, expected %d", v, expected);
    EXPECT(same(answer, grid), "sudoku_validate changed the grid");

    int s = call(sudoku_solve, grid, answer);
    int u = call(sudoku_solve_unique, grid, unique);
    if (v != SUDOKU_OK) {
        EXPECT(s == v && u == v, "bad grid: solve %d, unique %d, validate %d", s, u, v);
    } else {
        EXPECT(s == SUDOKU_OK || s == SUDOKU_NO_SOLUTION, "sudoku_solve gave %d", s);
        if (s == SUDOKU_OK)
            EXPECT(solves(grid, answer), "sudoku_solve's answer is not a solution");
    }

    unsigned int count = 0xBAD;
    int(*g)[9] = heap_grid(grid);
    unsigned int *counter = malloc(sizeof *counter);
    *counter = 0xBAD;
    int c = sudoku_count_solutions(g, 3, counter);
    calls++;
    count = *counter;
    EXPECT(same(g, grid), "sudoku_count_solutions changed the grid");
    if (v != SUDOKU_OK) {
        EXPECT(c == v && count == 0xBAD, "bad grid: count status %d, count %u", c, count);
        unchanged++;
    } else {
        EXPECT(c == SUDOKU_OK && count <= 3, "count status %d, count %u", c, count);
        EXPECT((count == 0) == (s == SUDOKU_NO_SOLUTION), "count %u, solve %d", count, s);
        EXPECT((count == 1) == (u == SUDOKU_OK), "count %u, unique %d", count, u);
        EXPECT((count >= 2) == (u == SUDOKU_MULTIPLE_SOLUTIONS), "count %u, unique %d", count, u);
        if (count == 1)
            EXPECT(same(unique, answer), "sudoku_solve_unique and sudoku_solve differ");
    }
    free(counter);

    unsigned long bounds[] = {0, 1, ULONG_MAX};
    for (size_t i = 0; i < sizeof bounds / sizeof bounds[0]; i++) {
        unsigned long *guesses = malloc(sizeof *guesses);
        *guesses = ULONG_MAX;
        memcpy(g, grid, sizeof(int[9][9]));
        int b = sudoku_solve_bounded(g, bounds[i], guesses);
        calls++;
        if (b != SUDOKU_OK) {
            EXPECT(same(g, grid), "sudoku_solve_bounded failed with %d, changed the grid", b);
            unchanged++;
        } else {
            EXPECT(same(g, answer), "sudoku_solve_bounded and sudoku_solve differ");
        }
        if (v != SUDOKU_OK)
            EXPECT(b == v && *guesses == ULONG_MAX, "bad grid: bounded %d", b);
        else
            EXPECT(*guesses <= bounds[i], "%lu guesses, bound %lu", *guesses, bounds[i]);
        if (v == SUDOKU_OK && bounds[i] == ULONG_MAX)
            EXPECT(b == s, "unbounded sudoku_solve_bounded gave %d, sudoku_solve %d", b, s);
        free(guesses);
    }
    free(g);

    /* The byte API, on an exactly sized block, when every value fits a byte. */
    int fits = 1;
    for (int i = 0; i < 81; i++)
        fits &= grid[i / 9][i % 9] >= 0 && grid[i / 9][i % 9] <= 255;
    if (fits) {
        uint8_t *cells = malloc(81);
        for (int i = 0; i < 81; i++)
            cells[i] = (uint8_t)grid[i / 9][i % 9];
        int sc = sudoku_solve_cells(cells);
        calls++;
        EXPECT(sc == s, "sudoku_solve_cells gave %d, sudoku_solve %d", sc, s);
        for (int i = 0; i < 81; i++)
            EXPECT(cells[i] == (sc == SUDOKU_OK ? answer : grid)[i / 9][i % 9],
                   "sudoku_solve_cells: cell %d", i);
        free(cells);
    }
}

/* Text through sudoku_parse, in an exactly sized heap block. */
static int parse(const char *text, int grid[9][9])
{
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    memcpy(copy, text, n);
    int(*g)[9] = heap_grid(grid);
    int status = sudoku_parse(copy, g);
    calls++;
    memcpy(grid, g, sizeof(int[9][9]));
    free(g);
    free(copy);
    return status;
}

static void check_text(puzzle *p)
{
    char line[82];
    for (int i = 0; i < 81; i++)
        line[i] = p->cells[i / 9][i % 9] ? (char)('0' + p->cells[i / 9][i % 9]) : '.';
    line[81] = '\0';
    int g[9][9], before[9][9];
    for (int i = 0; i < 81; i++)
        g[i / 9][i % 9] = before[i / 9][i % 9] = -1 - i;
    EXPECT(parse(line, g) == SUDOKU_OK && same(g, p->cells), "the puzzle's line does not read");

    const char *bad[] = {"", "1", "x", "\xff", line + 1};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memcpy(g, before, sizeof g);
        int status = parse(bad[i], g);
        EXPECT(status == SUDOKU_PARSE_ERROR && same(g, before), "bad text %zu read as %d", i,
               status);
        unchanged++;
    }
    char broken[82];
    memcpy(broken, line, sizeof broken);
    broken[40] = 'x';
    memcpy(g, before, sizeof g);
    EXPECT(parse(broken, g) == SUDOKU_PARSE_ERROR && same(g, before), "a stray x read");
    unchanged++;
    /* 82 cells, and a long run of separators around 81 cells. */
    char longer[84];
    memcpy(longer, line, 81);
    strcpy(longer + 81, "5");
    EXPECT(parse(longer, g) == SUDOKU_PARSE_ERROR && same(g, before), "82 cells read");
    unchanged++;
    size_t pad = 100000;
    char *spaced = malloc(pad + 82);
    memset(spaced, '|', pad);
    memcpy(spaced + pad, line, 82);
    EXPECT(parse(spaced, g) == SUDOKU_OK && same(g, p->cells), "separators before the cells");
    free(spaced);
}

static void check_nulls(void)
{
    int g[9][9] = {{0}};
    unsigned int count = 7;
    unsigned long guesses = 7;
    char text[81];
    int statuses_out[1] = {7};
    memset(text, '.', sizeof text);
    int statuses[] = {
        sudoku_solve(NULL),
        sudoku_solve_unique(NULL),
        sudoku_validate(NULL),
        sudoku_count_solutions(NULL, 3, &count),
        sudoku_count_solutions(g, 3, NULL),
        sudoku_solve_bounded(NULL, 3, &guesses),
        sudoku_solve_cells(NULL),
        sudoku_parse(NULL, g),
        sudoku_parse("1", NULL),
        sudoku_solve_batch(NULL, 1, statuses_out),
        sudoku_solve_batch(text, 1, NULL),
    };
    for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++) {
        calls++;
        EXPECT(statuses[i] == SUDOKU_NULL_POINTER, "NULL call %zu gave %d", i, statuses[i]);
    }
    EXPECT(count == 7 && guesses == 7 && statuses_out[0] == 7 && text[0] == '.',
           "an output was written beside a NULL pointer");
    for (int s = -1000; s <= 1000; s++) {
        const char *m = sudoku_status_message(s);
        EXPECT(m != NULL && m[0] != '\0', "no message for %d", s);
    }
    const char *m = sudoku_status_message(INT_MIN);
    EXPECT(m != NULL && m[0] != '\0', "no message for INT_MIN");
    EXPECT(sudoku_version() != NULL && strlen(sudoku_version()) > 0, "no version");
}

/* Every puzzle twice in one sudoku_solve_batch call, in exactly sized heap blocks: as it is,
 * and with a stray 'x'. Each answer must be sudoku_solve's; each broken record unchanged. */
static void check_batch(puzzle *puzzles, size_t n)
{
    char *records = malloc(2 * n * 81);
    char *before = malloc(2 * n * 81);
    int *statuses = malloc(2 * n * sizeof(int));
    if (!records || !before || !statuses) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    for (size_t i = 0; i < 2 * n; i++)
        for (int k = 0; k < 81; k++) {
            int d = puzzles[i / 2].cells[k / 9][k % 9];
            records[i * 81 + k] = d ? (char)('0' + d) : '.';
        }
    for (size_t i = 1; i < 2 * n; i += 2)
        records[i * 81 + i % 81] = 'x';
    memcpy(before, records, 2 * n * 81);
    int status = sudoku_solve_batch(records, 2 * n, statuses);
    calls++;
    EXPECT(status == SUDOKU_OK, "sudoku_solve_batch gave %d", status);
    for (size_t i = 0; i < 2 * n; i++) {
        const char *r = records + i * 81;
        if (i % 2) {
            EXPECT(statuses[i] == SUDOKU_PARSE_ERROR, "batch record %zu: %d", i, statuses[i]);
            EXPECT(memcmp(r, before + i * 81, 81) == 0, "batch record %zu changed", i);
            unchanged++;
            continue;
        }
        int answer[9][9];
        memcpy(answer, puzzles[i / 2].cells, sizeof answer);
        int s = sudoku_solve(answer);
        EXPECT(statuses[i] == s, "batch record %zu: %d, sudoku_solve %d", i, statuses[i], s);
        for (int k = 0; s == SUDOKU_OK && k < 81; k++)
            EXPECT(r[k] == '0' + answer[k / 9][k % 9], "batch record %zu, cell %d", i, k);
    }
    free(records);
    free(before);
    free(statuses);
}

int main(int argc, char **argv)
{
    static const int BAD[] = {-1, 10, 11, 46, 57, 255, 256, 257, 1 << 30, INT_MAX, INT_MIN};
    size_t max = argc > 2 ? (size_t)strtoul(argv[2], NULL, 10) : 200;
    size_t n;
    puzzle *puzzles = load_puzzles(argc > 1 ? argv[1] : NULL, max, &n);
    check_nulls();
    check_batch(puzzles, n);
    for (size_t i = 0; i < n; i++) {
        puzzle *p = &puzzles[i];
        check_grid(p->cells, SUDOKU_OK);
        check_text(p);
        /* A bad value in one cell, then in another. */
        puzzle q = *p;
        q.cells[i % 9][(i / 9) % 9] = BAD[i % (sizeof BAD / sizeof BAD[0])];
        check_grid(q.cells, SUDOKU_INVALID_VALUE);
        bad_values++;
        q = *p;
        q.cells[8 - i % 9][i % 9] = BAD[(i + 5) % (sizeof BAD / sizeof BAD[0])];
        check_grid(q.cells, SUDOKU_INVALID_VALUE);
        bad_values++;
        /* A digit repeated in a row: copy a given into an empty cell of its row. */
        q = *p;
        for (int k = 0; k < 81; k++) {
            int r = k / 9, c = k % 9;
            if (q.cells[r][c] == 0)
                continue;
            int e = 0;
            while (e < 9 && q.cells[r][e] != 0)
                e++;
            if (e < 9) {
                q.cells[r][e] = q.cells[r][c];
                check_grid(q.cells, SUDOKU_CONFLICT);
                break;
            }
        }
    }
    free(puzzles);
    printf("stress: %zu puzzles, %lu bad values, %lu calls, %lu failing calls left their "
           "outputs unchanged; %lu failures\n",
           n, bad_values, calls, unchanged, failures);
    return failures ? 1 : 0;
}
