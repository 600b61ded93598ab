/* A new puzzle for a seed: `generate [SEED [SYMMETRY [minimal]]]`.
 *
 * SYMMETRY is none (the default), rotate180, rotate90, mirror-left-right, mirror-top-bottom or
 * diagonals. The same seed and options print the same puzzle on every machine. Prints the
 * puzzle in the boxed layout, then the puzzle and its solution as lines of 81 characters.
 * Exit status 0, 1 when the library refuses the options, 2 for a usage error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

static const char *const SYMMETRIES[] = {"none",
                                         "rotate180",
                                         "rotate90",
                                         "mirror-left-right",
                                         "mirror-top-bottom",
                                         "diagonals"};

static void print_line(const char *label, int grid[9][9])
{
    printf("%s", label);
    for (int i = 0; i < 81; i++)
        putchar(grid[i / 9][i % 9] ? '0' + grid[i / 9][i % 9] : '.');
    putchar('\n');
}

int main(int argc, char **argv)
{
    struct sudoku_generate_options options;
    memset(&options, 0, sizeof options); /* every field's 0 is its default */
    options.size = sizeof options;

    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    if (argc > 2) {
        unsigned s = 0;
        while (s < sizeof SYMMETRIES / sizeof *SYMMETRIES && strcmp(argv[2], SYMMETRIES[s]) != 0)
            s++;
        if (s == sizeof SYMMETRIES / sizeof *SYMMETRIES) {
            fprintf(stderr, "usage: generate [SEED [SYMMETRY [minimal]]]\n");
            return 2;
        }
        options.symmetry = s; /* SUDOKU_SYMMETRY_NONE is 0, and so on in this order */
    }
    if (argc > 3)
        options.minimal = strcmp(argv[3], "minimal") == 0;

    int grid[9][9];
    int status = sudoku_generate(seed, &options, grid);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_message(status));
        return 1;
    }
    int givens = 0;
    for (int i = 0; i < 81; i++)
        givens += grid[i / 9][i % 9] != 0;
    printf("seed %llu, symmetry %s%s: %d givens\n", seed, SYMMETRIES[options.symmetry],
           options.minimal ? ", minimal" : "", givens);
    for (int r = 0; r < 9; r++) {
        if (r == 3 || r == 6)
            printf("------+-------+------\n");
        for (int c = 0; c < 9; c++)
            printf("%s%c", c == 3 || c == 6 ? " | " : c ? " " : "",
                   grid[r][c] ? '0' + grid[r][c] : '.');
        printf("\n");
    }
    print_line("puzzle:   ", grid);
    /* The generator guarantees one solution: sudoku_solve_unique finds it. */
    if (sudoku_solve_unique(grid) != SUDOKU_OK)
        return 1;
    print_line("solution: ", grid);
    return 0;
}
