/* libsudoku as a C program links it (-lsudoku, the shared library) against tdoku, in one
 * process: for every set, `sudoku_solve_any` against tdoku's limit 1, the count to 2 against
 * tdoku's limit 2, and `sudoku_solve` (against tdoku's limit 1 too); alternating rounds (each
 * starts with a different solver), each pass repeated to at least 40 ms, medians. `make
 * bench-c` builds and runs it.
 *
 * Usage: driver DATA_DIR [ROUNDS [SET...]]   (sets without ".txt"; all six by default)
 *
 * Before timing it checks, untimed, that both count the same solutions and that every
 * answer keeps the givens. tdoku (BSD-2, ../shared/peers/tdoku) is linked here only, never
 * into the library. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit, uint32_t configuration,
                                char *solution, size_t *num_guesses);

enum { MAX_ROUNDS = 99, WORKS = 5 };

/* What a pass times. */
enum work { ANY, TDOKU_1, COUNT, TDOKU_2, SOLVE };

struct set {
    size_t n;
    int (*grids)[9][9];  /* the puzzles as C grids */
    char (*texts)[82];   /* as tdoku reads them: 81 characters, '.' for empty */
};

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Reads a set: 81 cells a line, '.' or '0' empty, '#' comments. Returns 0 if unreadable. */
static int load(const char *path, struct set *s) {
    FILE *f = fopen(path, "r");
    char line[256];
    size_t cap = 1024;
    if (!f) return 0;
    s->n = 0;
    s->grids = malloc(cap * sizeof *s->grids);
    s->texts = malloc(cap * sizeof *s->texts);
    while (s->grids && s->texts && fgets(line, sizeof line, f)) {
        size_t len = strcspn(line, "\r\n");
        int i;
        if (line[0] == '#' || len != 81) continue;
        if (s->n == cap) {
            cap *= 2;
            s->grids = realloc(s->grids, cap * sizeof *s->grids);
            s->texts = realloc(s->texts, cap * sizeof *s->texts);
            if (!s->grids || !s->texts) break;
        }
        for (i = 0; i < 81; i++) {
            char c = line[i];
            int d = (c >= '1' && c <= '9') ? c - '0' : 0;
            s->grids[s->n][i / 9][i % 9] = d;
            s->texts[s->n][i] = d ? c : '.';
        }
        s->texts[s->n][81] = '\0';
        s->n++;
    }
    fclose(f);
    return s->grids && s->texts && s->n > 0;
}

/* One pass of `w` over the set; returns a checksum so that nothing is optimised away. */
static unsigned long pass(const struct set *s, enum work w) {
    unsigned long sum = 0;
    size_t k;
    for (k = 0; k < s->n; k++) {
        int g[9][9];
        char solution[82];
        size_t guesses = 0;
        unsigned int count = 0;
        switch (w) {
        case ANY:
            memcpy(g, s->grids[k], sizeof g);
            sum += (unsigned long)sudoku_solve_any(g) + (unsigned long)g[0][0];
            break;
        case COUNT:
            memcpy(g, s->grids[k], sizeof g);
            sum += (unsigned long)sudoku_count_solutions(g, 2, &count) + count;
            break;
        case SOLVE:
            memcpy(g, s->grids[k], sizeof g);
            sum += (unsigned long)sudoku_solve(g) + (unsigned long)g[0][0];
            break;
        case TDOKU_1:
        case TDOKU_2:
            sum += TdokuSolverDpllTriadSimd(s->texts[k], w == TDOKU_1 ? 1 : 2, 0, solution,
                                            &guesses);
            sum += (unsigned char)solution[0];
            break;
        }
    }
    return sum;
}

/* The untimed check: the same counts to 2, and answers that keep the givens. */
static int check(const struct set *s) {
    size_t k;
    for (k = 0; k < s->n; k++) {
        int g[9][9], i;
        unsigned int ours = 0;
        char solution[82];
        size_t guesses = 0, theirs;
        memcpy(g, s->grids[k], sizeof g);
        if (sudoku_count_solutions(g, 2, &ours) != SUDOKU_OK) return 0;
        theirs = TdokuSolverDpllTriadSimd(s->texts[k], 2, 0, solution, &guesses);
        if (theirs != ours) return 0;
        if (ours == 0) continue;
        if (sudoku_solve_any(g) != SUDOKU_OK) return 0;
        for (i = 0; i < 81; i++) {
            int given = s->grids[k][i / 9][i % 9];
            if (given && g[i / 9][i % 9] != given) return 0;
        }
    }
    return 1;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, compare);
    return v[n / 2];
}

int main(int argc, char **argv) {
    static const char *const all[] = {"unbiased_1000",  "17_clue",
                                      "top1465",        "hardest_1106",
                                      "serg_benchmark", "forum_hardest_train"};
    const char *const *sets = all;
    int nsets = 6, rounds = 5, k;
    if (argc < 2) {
        fprintf(stderr, "usage: %s DATA_DIR [ROUNDS [SET...]]\n", argv[0]);
        return 2;
    }
    if (argc > 2) rounds = atoi(argv[2]);
    if (rounds < 1 || rounds > MAX_ROUNDS) rounds = 5;
    if (argc > 3) {
        sets = (const char *const *)(argv + 3);
        nsets = argc - 3;
    }
    printf("libsudoku %s (shared library, -lsudoku) against tdoku, one process, %d rounds, "
           "alternating, medians; ratios: tdoku's time over libsudoku's\n\n",
           sudoku_version(), rounds);
    printf("| set | any: libsudoku µs | tdoku limit 1 µs | ratio | count: libsudoku µs | "
           "tdoku limit 2 µs | ratio | solve µs | ratio | count / solve |\n");
    printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (k = 0; k < nsets; k++) {
        char path[1024];
        struct set s;
        double times[WORKS][MAX_ROUNDS], med[WORKS];
        int reps[WORKS], r, w;
        snprintf(path, sizeof path, "%s/%s.txt", argv[1], sets[k]);
        if (!load(path, &s)) {
            printf("| %s | SKIPPED: %s not readable |\n", sets[k], path);
            continue;
        }
        if (!check(&s)) {
            fprintf(stderr, "%s: libsudoku and tdoku disagree\n", sets[k]);
            return 1;
        }
        for (w = 0; w < WORKS; w++) {
            double t = now();
            (void)pass(&s, (enum work)w);
            t = now() - t;
            reps[w] = t > 0.04 ? 1 : (int)(0.04 / (t > 1e-6 ? t : 1e-6)) + 1;
        }
        for (r = 0; r < rounds; r++) {
            int i;
            for (i = 0; i < WORKS; i++) {
                int j;
                double t;
                volatile unsigned long sink = 0;
                w = (i + r) % WORKS;
                t = now();
                for (j = 0; j < reps[w]; j++) sink += pass(&s, (enum work)w);
                times[w][r] = (now() - t) / reps[w] / (double)s.n;
                (void)sink;
            }
        }
        for (w = 0; w < WORKS; w++) med[w] = median(times[w], rounds) * 1e6;
        printf("| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n",
               sets[k], med[ANY], med[TDOKU_1], med[TDOKU_1] / med[ANY], med[COUNT],
               med[TDOKU_2], med[TDOKU_2] / med[COUNT], med[SOLVE], med[TDOKU_1] / med[SOLVE],
               med[COUNT] / med[SOLVE]);
        fflush(stdout);
        free(s.grids);
        free(s.texts);
    }
    return 0;
}
