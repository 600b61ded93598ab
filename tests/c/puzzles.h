/* Puzzles for the C test clients: read from a file of 81-character lines (the shared sets),
 * or, when the file is missing, made from the few puzzles below by relabelling their digits.
 * Header-only, so that each client is one translation unit. */
#ifndef PUZZLES_H
#define PUZZLES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int cells[9][9];
} puzzle;

static const char *const FALLBACK[] = {
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
    "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
    ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
};

/* Reads an 81-character line into `p`; 0 if the line is not a puzzle (comments, blanks). */
static int parse_line(const char *line, puzzle *p)
{
    int n = 0;
    for (; *line && *line != '\n' && *line != '\r'; line++) {
        int v;
        if (*line >= '1' && *line <= '9')
            v = *line - '0';
        else if (*line == '.' || *line == '0')
            v = 0;
        else
            return 0;
        if (n == 81)
            return 0;
        p->cells[n / 9][n % 9] = v;
        n++;
    }
    return n == 81;
}

/* Up to `max` puzzles from `path`, or made from FALLBACK (saying so) when it cannot be read.
 * Returns a malloc'd array; `*count` receives its length. */
static puzzle *load_puzzles(const char *path, size_t max, size_t *count)
{
    puzzle *out = malloc(max * sizeof *out);
    size_t n = 0;
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!out) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    if (f) {
        char line[256];
        while (n < max && fgets(line, sizeof line, f))
            if (line[0] != '#' && parse_line(line, &out[n]))
                n++;
        fclose(f);
    } else {
        fprintf(stderr, "SKIPPED: %s not readable; using %zu puzzles made from the built-in few\n",
                path ? path : "(no file)", max);
    }
    /* Fill up by relabelling the digits of the built-in puzzles: d -> (d + k) mod 9 + 1. */
    for (size_t k = 0; n < max; k++) {
        puzzle p;
        parse_line(FALLBACK[k % 4], &p);
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++)
                if (p.cells[r][c])
                    p.cells[r][c] = (p.cells[r][c] + (int)(k / 4)) % 9 + 1;
        out[n++] = p;
    }
    *count = n;
    return out;
}

#endif /* PUZZLES_H */
