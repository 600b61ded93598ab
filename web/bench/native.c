/* The C library's side of make bench-web: the puzzles of a file solved with sudoku_solve,
 * then `count` puzzles generated with sudoku_generate (seeds 0 on, any level), each timed in
 * processor time over `rounds` rounds; prints the best microseconds per puzzle as JSON. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sudoku.h"

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: native PUZZLES ROUNDS GENERATE_COUNT\n"); return 2; }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 2; }
    int rounds = atoi(argv[2]), generate = atoi(argv[3]);
    size_t n = 0, cap = 4096;
    int (*puzzles)[9][9] = malloc(cap * sizeof *puzzles);
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        if (strlen(line) < 81) continue;
        line[81] = 0;
        if (n == cap) puzzles = realloc(puzzles, (cap *= 2) * sizeof *puzzles);
        if (sudoku_parse(line, puzzles[n]) == SUDOKU_OK) n++;
    }
    fclose(f);
    double best_solve = 1e30, best_generate = 1e30;
    long checksum = 0;
    for (int r = 0; r < rounds; r++) {
        double t0 = now_us();
        for (size_t i = 0; i < n; i++) {
            int grid[9][9];
            memcpy(grid, puzzles[i], sizeof grid);
            if (sudoku_solve(grid) == SUDOKU_OK) checksum += grid[0][0];
        }
        double t1 = now_us();
        for (int s = 0; s < generate; s++) {
            int grid[9][9];
            if (sudoku_generate((uint64_t)s, NULL, grid) == SUDOKU_OK) checksum += grid[4][4];
        }
        double t2 = now_us();
        if ((t1 - t0) / n < best_solve) best_solve = (t1 - t0) / n;
        if (generate && (t2 - t1) / generate < best_generate) best_generate = (t2 - t1) / generate;
    }
    printf("{\"puzzles\":%zu,\"solve_us\":%.3f,\"generate_us\":%.3f,\"checksum\":%ld}\n", n, best_solve,
           generate ? best_generate : 0.0, checksum);
    free(puzzles);
    return 0;
}
