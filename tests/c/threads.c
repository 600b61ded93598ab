/* The threads client: the same puzzles solved by one thread, then by 4 threads at once, each
 * in its own order over all of them; every answer must be the single-thread one (libsudoku has
 * no shared state). Usage: threads [puzzle-file [count]]. Exit 1 on any difference. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzles.h"
#include "sudoku.h"

#define THREADS 4

typedef struct {
    int status;
    int grid[9][9];
    unsigned int count;
} answer;

static puzzle *puzzles;
static answer *expected;
static size_t n;

static answer solve_one(const puzzle *p)
{
    answer a;
    memcpy(a.grid, p->cells, sizeof a.grid);
    a.status = sudoku_solve(a.grid);
    a.count = 0;
    if (sudoku_count_solutions((int(*)[9])p->cells, 2, &a.count) != SUDOKU_OK)
        a.count = 99;
    return a;
}

static void *worker(void *arg)
{
    size_t t = (size_t)arg;
    size_t *differences = malloc(sizeof *differences);
    *differences = 0;
    /* Thread t walks the puzzles from its own offset, in its own direction. */
    for (size_t k = 0; k < n; k++) {
        size_t i = (t % 2 ? n - 1 - k : k);
        i = (i + t * n / THREADS) % n;
        answer a = solve_one(&puzzles[i]);
        if (a.status != expected[i].status || a.count != expected[i].count ||
            memcmp(a.grid, expected[i].grid, sizeof a.grid) != 0) {
            fprintf(stderr, "FAILED: thread %zu, puzzle %zu differs\n", t, i);
            (*differences)++;
        }
    }
    return differences;
}

int main(int argc, char **argv)
{
    size_t max = argc > 2 ? (size_t)strtoul(argv[2], NULL, 10) : 2000;
    puzzles = load_puzzles(argc > 1 ? argv[1] : NULL, max, &n);
    expected = malloc(n * sizeof *expected);
    for (size_t i = 0; i < n; i++)
        expected[i] = solve_one(&puzzles[i]);

    pthread_t threads[THREADS];
    for (size_t t = 0; t < THREADS; t++)
        if (pthread_create(&threads[t], NULL, worker, (void *)t) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 2;
        }
    size_t differences = 0;
    for (size_t t = 0; t < THREADS; t++) {
        void *d;
        pthread_join(threads[t], &d);
        differences += *(size_t *)d;
        free(d);
    }
    printf("threads: %d threads x %zu puzzles at once, %zu answers differ from the "
           "single-thread ones\n",
           THREADS, n, differences);
    free(expected);
    free(puzzles);
    return differences ? 1 : 0;
}
