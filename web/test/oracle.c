/* The C library's answers, for the package's tests to compare with (web/test/oracle.js builds
 * and runs this). One JSON object per input line, on standard output:
 *   oracle solve     lines of 81 cells: solve, any, unique, count (limit 2), validate
 *   oracle explain   lines of 81 cells: rate, hint, candidates
 *   oracle generate  lines "SEED LEVEL SYMMETRY MINIMAL MIN MAX": sudoku_generate
 *   oracle sizes     lines "ROWS COLS SEED": sudoku_generate_n, then solve_n, unique, count
 * A failing call gives its status number in place of the answer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sudoku.h"

static void grid_json(int grid[9][9]) {
    putchar('"');
    for (int i = 0; i < 81; i++) putchar('0' + grid[i / 9][i % 9]);
    putchar('"');
}

static void cells_json(const int *cells, int n) {
    putchar('[');
    for (int i = 0; i < n; i++) printf(i ? ",%d" : "%d", cells[i]);
    putchar(']');
}

/* sudoku_solve, _any or _unique on a copy: the grid, or the status. */
static void solved(int (*fn)(int (*)[9]), int puzzle[9][9]) {
    int grid[9][9];
    memcpy(grid, puzzle, sizeof grid);
    int status = fn(grid);
    if (status == SUDOKU_OK) grid_json(grid); else printf("%d", status);
}

static void solve_line(int puzzle[9][9]) {
    unsigned int count = 0;
    printf("{\"solve\":"); solved(sudoku_solve, puzzle);
    printf(",\"any\":"); solved(sudoku_solve_any, puzzle);
    printf(",\"unique\":"); solved(sudoku_solve_unique, puzzle);
    int status = sudoku_count_solutions(puzzle, 2, &count);
    printf(",\"count\":%d", status == SUDOKU_OK ? (int)count : -status);
    printf(",\"validate\":%d}\n", sudoku_validate(puzzle));
}

static void explain_line(int puzzle[9][9]) {
    sudoku_rating rating;
    sudoku_step step;
    char sentence[SUDOKU_MAX_SENTENCE];
    uint16_t marks[81];
    int status = sudoku_rate(puzzle, &rating);
    if (status == SUDOKU_OK) {
        printf("{\"rate\":{\"rating\":%d,\"level\":%d,\"hardest\":%d,\"steps\":%u,\"qqwing\":%d}",
               rating.rating, rating.level, rating.hardest, rating.steps, rating.qqwing_level);
    } else {
        printf("{\"rate\":%d", status);
    }
    status = sudoku_hint(puzzle, NULL, NULL, &step);
    if (status == SUDOKU_OK && sudoku_step_sentence(&step, sentence, sizeof sentence) == SUDOKU_OK) {
        printf(",\"hint\":{\"technique\":%d,\"rating\":%d,\"sentence\":\"%s\"}", step.technique,
               step.rating, sentence);
    } else {
        printf(",\"hint\":%d", status);
    }
    status = sudoku_candidates(puzzle, marks);
    printf(",\"candidates\":");
    if (status == SUDOKU_OK) {
        int as_int[81];
        for (int i = 0; i < 81; i++) as_int[i] = marks[i];
        cells_json(as_int, 81);
    } else {
        printf("%d", status);
    }
    printf("}\n");
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "solve";
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!strcmp(mode, "generate") || !strcmp(mode, "sizes")) {
            unsigned long long seed;
            unsigned level = 0, symmetry = 0, minimal = 0, min = 0, max = 0;
            int rows = 3, cols = 3;
            struct sudoku_generate_options options;
            memset(&options, 0, sizeof options);
            options.size = sizeof options;
            if (!strcmp(mode, "generate")) {
                sscanf(line, "%llu %u %u %u %u %u", &seed, &level, &symmetry, &minimal, &min, &max);
            } else {
                sscanf(line, "%d %d %llu", &rows, &cols, &seed);
            }
            options.level = level; options.symmetry = symmetry; options.minimal = minimal;
            options.min_clues = min; options.max_clues = max;
            if (!strcmp(mode, "generate")) {
                int grid[9][9];
                int status = sudoku_generate((uint64_t)seed, &options, grid);
                printf("{\"puzzle\":");
                if (status == SUDOKU_OK) cells_json(&grid[0][0], 81); else printf("%d", status);
                printf("}\n");
                continue;
            }
            int n = rows * cols;
            int *cells = calloc((size_t)(n * n), sizeof *cells);
            int *work = calloc((size_t)(n * n), sizeof *work);
            int status = sudoku_generate_n(rows, cols, (uint64_t)seed, &options, cells);
            printf("{\"puzzle\":");
            if (status != SUDOKU_OK) { printf("%d}\n", status); free(cells); free(work); continue; }
            cells_json(cells, n * n);
            memcpy(work, cells, sizeof *work * (size_t)(n * n));
            status = sudoku_solve_n(rows, cols, work);
            printf(",\"solve\":");
            if (status == SUDOKU_OK) cells_json(work, n * n); else printf("%d", status);
            unsigned int count = 0;
            status = sudoku_count_solutions_n(rows, cols, cells, 2, &count);
            printf(",\"count\":%d}\n", status == SUDOKU_OK ? (int)count : -status);
            free(cells); free(work);
            continue;
        }
        int puzzle[9][9];
        if (sudoku_parse(line, puzzle) != SUDOKU_OK) { printf("{\"parse\":6}\n"); continue; }
        if (!strcmp(mode, "explain")) explain_line(puzzle); else solve_line(puzzle);
    }
    return 0;
}
