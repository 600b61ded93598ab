/* A new puzzle for a seed: `generate [SEED [LEVEL] [SYMMETRY] [minimal]]`.
 *
 * LEVEL is any (the default), easy, medium, hard, fiendish or diabolical; SYMMETRY is none (the
 * default), rotate180, rotate90, mirror-left-right, mirror-top-bottom or diagonals; the words
 * after the seed may come in any order. The same seed and options print the same puzzle on
 * every machine. Prints the puzzle in the boxed layout, its rating and level (Sudoku
 * Explainer's scale, as `sudoku_rate` gives them), then the puzzle and its solution as lines
 * of 81 characters. Exit status 0, 1 when the library refuses the options (or reaches its
 * attempt limit), 2 for a usage error. */
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

/* SUDOKU_LEVEL_ANY is 0, then SUDOKU_LEVEL_EASY (1) to SUDOKU_LEVEL_DIABOLICAL (5) in order. */
static const char *const LEVELS[] = {"any", "easy", "medium", "hard", "fiendish", "diabolical"};

#define COUNT(a) (sizeof(a) / sizeof *(a))

/* The index of `word` in `names`, or -1. */
static int find(const char *word, const char *const *names, unsigned count)
{
    for (unsigned i = 0; i < count; i++)
        if (strcmp(word, names[i]) == 0)
            return (int)i;
    return -1;
}

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
    for (int a = 2; a < argc; a++) {
        int level = find(argv[a], LEVELS, COUNT(LEVELS));
        int symmetry = find(argv[a], SYMMETRIES, COUNT(SYMMETRIES));
        if (level >= 0)
            options.level = (unsigned)level;
        else if (symmetry >= 0)
            options.symmetry = (unsigned)symmetry;
        else if (strcmp(argv[a], "minimal") == 0)
            options.minimal = 1;
        else {
            fprintf(stderr, "usage: generate [SEED [LEVEL] [SYMMETRY] [minimal]]\n");
            return 2;
        }
    }

    int grid[9][9];
    int status = sudoku_generate(seed, &options, grid);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "generate: %s\n", sudoku_status_message(status));
        return 1;
    }
    int givens = 0;
    for (int i = 0; i < 81; i++)
        givens += grid[i / 9][i % 9] != 0;
    printf("seed %llu, level %s, symmetry %s%s: %d givens\n", seed, LEVELS[options.level],
           SYMMETRIES[options.symmetry], options.minimal ? ", minimal" : "", givens);
    for (int r = 0; r < 9; r++) {
        if (r == 3 || r == 6)
            printf("------+-------+------\n");
        for (int c = 0; c < 9; c++)
            printf("%s%c", c == 3 || c == 6 ? " | " : c ? " " : "",
                   grid[r][c] ? '0' + grid[r][c] : '.');
        printf("\n");
    }
    /* The rating the generator kept the puzzle for, when a level was asked. (A puzzle of any
     * level may need more than the explainer's ladder: then it has no rating.) */
    sudoku_se_rating rating;
    if (sudoku_rate_with(grid, NULL, &rating) == SUDOKU_OK)
        printf("rating: %d.%d (%s), hardest step: %s\n", rating.er / 10, rating.er % 10,
               sudoku_level_name(rating.level), rating.hardest_name);
    else
        printf("rating: none (beyond the explainer's ladder)\n");
    print_line("puzzle:   ", grid);
    /* The generator guarantees one solution: sudoku_solve_unique finds it. */
    if (sudoku_solve_unique(grid) != SUDOKU_OK)
        return 1;
    print_line("solution: ", grid);
    return 0;
}
