/* The textbook Sudoku program in C99, with its hand-written solver swapped for libsudoku:
 * solves the classic grid and prints it in the boxed layout. */
#include <stdio.h>

#include "sudoku.h"

#define N 9

static void print_grid(int grid[N][N])
{
    for (int r = 0; r < N; r++) {
        if (r == 3 || r == 6)
            printf("-------+--------+------\n");
        for (int c = 0; c < N; c++) {
            if (c == 3 || c == 6)
                printf("  | ");
            else if (c > 0)
                printf(" ");
            printf("%d", grid[r][c]);
        }
        printf("\n");
    }
}

int main(void)
{
    /* 0 means an empty cell */
    int grid[N][N] = {{3, 0, 6, 5, 0, 8, 4, 0, 0}, {5, 2, 0, 0, 0, 0, 0, 0, 0},
                      {0, 8, 7, 0, 0, 0, 0, 3, 1}, {0, 0, 3, 0, 1, 0, 0, 8, 0},
                      {9, 0, 0, 8, 6, 3, 0, 0, 5}, {0, 5, 0, 0, 9, 0, 6, 0, 0},
                      {1, 3, 0, 0, 0, 0, 2, 5, 0}, {0, 0, 0, 0, 0, 0, 0, 7, 4},
                      {0, 0, 5, 2, 0, 6, 3, 0, 0}};

    int status = sudoku_solve(grid);
    if (status != SUDOKU_OK) {
        printf("No solution exists: %s\n", sudoku_status_message(status));
        return 1;
    }
    print_grid(grid);
    return 0;
}
