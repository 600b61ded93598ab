/* Solves every puzzle of a file (or of standard input) with libsudoku, checks each answer, and
 * reports how many were solved and how fast.
 *
 *     solve_file [FILE]        (no FILE, or "-": standard input)
 *
 * One puzzle a line: 81 cells, 1-9 for givens, '.' or 0 for empty cells (the format of the
 * usual collections). Lines starting with '#' and blank lines are skipped; CRLF line ends are
 * accepted. Each answer is checked here, independently of the library: every row, column and
 * box holds 1 to 9 once, and every given is kept. A puzzle that is not solved is reported on
 * standard error as FILE:LINE: reason; the summary goes to standard output.
 *
 * Exit status: 0 when every puzzle was solved and every answer checked; 1 when one was not;
 * 2 for a usage or I/O error. Only the calls to sudoku_solve are timed (processor time). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

#define LINE_MAX_LEN 1024

struct puzzle {
    int grid[9][9];
    long line; /* line number in the input, for messages */
};

/* True when `s` is a complete grid, valid, that keeps every given of `p`. */
static int answer_is_right(int p[9][9], int s[9][9])
{
    for (int i = 0; i < 9; i++) {
        int row = 0, col = 0, box = 0; /* bit d set once digit d is seen */
        for (int j = 0; j < 9; j++) {
            if (p[i][j] != 0 && p[i][j] != s[i][j])
                return 0;
            int in_row = s[i][j];
            int in_col = s[j][i];
            int in_box = s[i / 3 * 3 + j / 3][i % 3 * 3 + j % 3];
            if (in_row < 1 || in_row > 9 || in_col < 1 || in_col > 9 || in_box < 1 || in_box > 9)
                return 0;
            row |= 1 << in_row;
            col |= 1 << in_col;
            box |= 1 << in_box;
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe)
            return 0;
    }
    return 1;
}

/* True for a line holding only white space. */
static int is_blank(const char *s)
{
    for (; *s != '\0'; s++)
        if (*s != ' ' && *s != '\t' && *s != '\r' && *s != '\n')
            return 0;
    return 1;
}

/* Reads every puzzle of `in` into a growing array. Unreadable lines are reported and counted.
 * Returns 0, or -1 when out of memory. */
static int read_puzzles(FILE *in, const char *name, struct puzzle **out, size_t *count,
                        long *unreadable)
{
    char buf[LINE_MAX_LEN];
    size_t cap = 0;
    long line = 0;
    while (fgets(buf, sizeof buf, in) != NULL) {
        line++;
        if (strchr(buf, '\n') == NULL && !feof(in)) {
            /* Longer than any puzzle line: skip the rest of it. */
            int ch;
            while ((ch = fgetc(in)) != EOF && ch != '\n') {
            }
            fprintf(stderr, "%s:%ld: line too long for a puzzle\n", name, line);
            (*unreadable)++;
            continue;
        }
        if (buf[0] == '#' || is_blank(buf))
            continue;
        if (*count == cap) {
            size_t new_cap = cap == 0 ? 1024 : cap * 2;
            struct puzzle *grown = realloc(*out, new_cap * sizeof **out);
            if (grown == NULL)
                return -1;
            *out = grown;
            cap = new_cap;
        }
        struct puzzle *p = &(*out)[*count];
        int status = sudoku_parse(buf, p->grid);
        if (status != SUDOKU_OK) {
            fprintf(stderr, "%s:%ld: %s\n", name, line, sudoku_status_message(status));
            (*unreadable)++;
            continue;
        }
        p->line = line;
        (*count)++;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 2 || (argc == 2 && argv[1][0] == '-' && argv[1][1] != '\0')) {
        fprintf(stderr, "usage: %s [FILE]   (no FILE, or -, reads standard input)\n", argv[0]);
        return 2;
    }
    const char *name = "<stdin>";
    FILE *in = stdin;
    if (argc == 2 && strcmp(argv[1], "-") != 0) {
        name = argv[1];
        in = fopen(name, "rb");
        if (in == NULL) {
            perror(name);
            return 2;
        }
    }

    struct puzzle *puzzles = NULL;
    size_t count = 0;
    long unreadable = 0;
    int read_failed = read_puzzles(in, name, &puzzles, &count, &unreadable);
    int io_error = ferror(in);
    if (in != stdin)
        fclose(in);
    if (read_failed != 0 || io_error) {
        fprintf(stderr, "%s: %s\n", name, read_failed != 0 ? "out of memory" : "read error");
        free(puzzles);
        return 2;
    }

    /* Solve copies, so that each answer can be checked against its puzzle. */
    struct puzzle *answers = count > 0 ? malloc(count * sizeof *answers) : NULL;
    int *statuses = count > 0 ? malloc(count * sizeof *statuses) : NULL;
    if (count > 0 && (answers == NULL || statuses == NULL)) {
        fprintf(stderr, "%s: out of memory\n", name);
        free(puzzles);
        free(answers);
        free(statuses);
        return 2;
    }
    if (count > 0)
        memcpy(answers, puzzles, count * sizeof *answers);

    clock_t start = clock();
    for (size_t i = 0; i < count; i++)
        statuses[i] = sudoku_solve(answers[i].grid);
    clock_t end = clock();

    long solved = 0, no_solution = 0, rejected = 0, wrong = 0;
    for (size_t i = 0; i < count; i++) {
        int status = statuses[i];
        if (status == SUDOKU_OK && answer_is_right(puzzles[i].grid, answers[i].grid)) {
            solved++;
            continue;
        }
        if (status == SUDOKU_OK) {
            wrong++;
            fprintf(stderr, "%s:%ld: WRONG ANSWER from sudoku_solve\n", name, puzzles[i].line);
            continue;
        }
        if (status == SUDOKU_NO_SOLUTION)
            no_solution++;
        else
            rejected++;
        fprintf(stderr, "%s:%ld: %s\n", name, puzzles[i].line, sudoku_status_message(status));
    }

    printf("puzzles:       %lu\n", (unsigned long)count);
    printf("solved:        %ld (each answer checked: complete, valid, givens kept)\n", solved);
    printf("no solution:   %ld\n", no_solution);
    printf("rejected:      %ld (values out of range or givens in conflict)\n", rejected);
    printf("wrong answers: %ld\n", wrong);
    printf("unreadable:    %ld lines\n", unreadable);
    if (start == (clock_t)-1 || end == (clock_t)-1) {
        printf("time:          unavailable\n");
    } else {
        double seconds = (double)(end - start) / CLOCKS_PER_SEC;
        printf("time:          %.6f s", seconds);
        if (count > 0 && seconds > 0)
            printf(", %.0f puzzles/s, %.2f us per puzzle", (double)count / seconds,
                   seconds * 1e6 / (double)count);
        printf("\n");
    }

    free(puzzles);
    free(answers);
    free(statuses);
    int all_good = solved == (long)count && unreadable == 0;
    return all_good ? 0 : 1;
}
