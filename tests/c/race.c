/* A deliberate misuse: two threads solve the SAME grid at once, which the header forbids. Run
 * only under ThreadSanitizer, to show that it sees accesses made inside the Rust library: the
 * test expects TSan to report a data race here (exit code 66). */
#include <pthread.h>
#include <stdio.h>

#include "sudoku.h"

static int grid[9][9];

static void *solve(void *arg)
{
    (void)arg;
    for (int i = 0; i < 50; i++)
        sudoku_solve(grid); /* reads and writes the grid inside the library only */
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, solve, NULL);
    pthread_create(&b, NULL, solve, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("race: done\n");
    return 0;
}
