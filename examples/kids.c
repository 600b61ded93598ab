/* A 6 x 6 puzzle for a children's game (boxes of 2 rows by 3 columns), made by
 * sudoku_generate_n from a seed with the givens symmetric under a 180-degree turn, then
 * printed in the boxed layout with its solution. The same seed gives the same puzzle on every
 * machine: a "puzzle of the day" needs only the date as the seed.
 *
 *   build/kids [SEED]      (default seed 2026) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"

/* Prints 6 x 6 cells with boxes of 2 x 3: "  | " between boxes, a dashed line between bands. */
static void print_grid(const int *cells)
{
    for (int r = 0; r < 6; r++) {
        if (r > 0 && r % 2 == 0)
            printf("-------+------\n");
        for (int c = 0; c < 6; c++) {
            if (c > 0)
                printf(c % 3 == 0 ? "  | " : " ");
            int d = cells[r * 6 + c];
            putchar(d == 0 ? '.' : '0' + d);
        }
        putchar('\n');
    }
}

int main(int argc, char **argv)
{
    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 2026u;
    struct sudoku_generate_options options;
    memset(&options, 0, sizeof options);
    options.size = (uint32_t)sizeof options;
    options.symmetry = SUDOKU_SYMMETRY_ROTATE_180;

    int cells[36];
    int status = sudoku_generate_n(2, 3, (uint64_t)seed, &options, cells);
    if (status != SUDOKU_OK) {
        printf("%s\n", sudoku_status_message(status));
        return 1;
    }
    printf("6 x 6 for seed %llu, boxes of 2 x 3:\n", seed);
    print_grid(cells);
    status = sudoku_solve_unique_n(2, 3, cells);
    if (status != SUDOKU_OK) {
        printf("%s\n", sudoku_status_message(status));
        return 1;
    }
    printf("\nsolution:\n");
    print_grid(cells);
    return 0;
}
