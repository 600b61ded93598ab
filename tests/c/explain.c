/* The explainer's promises from C, with every buffer in a heap block of exactly its size so
 * that valgrind and AddressSanitizer see any access outside it: the whole path of each puzzle
 * (sudoku_hint, sudoku_step_sentence into exactly the sentence and its NUL, sudoku_apply_step)
 * until the step of a complete grid, which both functions accept as a no-op; a step with a
 * chain of 64 nodes and 64 eliminations, whose sentence fits SUDOKU_MAX_SENTENCE; steps whose
 * fields do not fit together, refused with SUDOKU_INVALID_VALUE and nothing written; NULL
 * pointers and buffers of 0 and 1 bytes; the names of technique 0, 1 and COUNT + 1.
 * Usage: explain [puzzle-file [count]]. Prints its figures; exit 1 on failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puzzles.h"
#include "sudoku.h"

static unsigned long calls, failures;

#define EXPECT(cond, ...)                                                                  \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            failures++;                                                                    \
            fprintf(stderr, "FAILED %s:%d: ", __FILE__, __LINE__);                         \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fprintf(stderr, "\n");                                                         \
        }                                                                                  \
    } while (0)

static void *heap(size_t size)
{
    void *p = malloc(size ? size : 1);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

/* The sentence of `step` in a block of exactly its length and NUL, after the same call into
 * a block one byte shorter has failed without writing. Returns the status of the first call
 * (into SUDOKU_MAX_SENTENCE bytes); `out` gets the sentence on success. */
static int sentence(const struct sudoku_step *step, char out[SUDOKU_MAX_SENTENCE])
{
    char *big = heap(SUDOKU_MAX_SENTENCE);
    int status = sudoku_step_sentence(step, big, SUDOKU_MAX_SENTENCE);
    calls++;
    if (status == SUDOKU_OK) {
        size_t len = strlen(big);
        char *exact = heap(len + 1), *shorter = heap(len);
        memset(shorter, 'x', len);
        EXPECT(len < SUDOKU_MAX_SENTENCE, "sentence too long");
        EXPECT(sudoku_step_sentence(step, exact, len + 1) == SUDOKU_OK &&
                   strcmp(exact, big) == 0,
               "exact size");
        EXPECT(sudoku_step_sentence(step, shorter, len) == SUDOKU_BUFFER_TOO_SMALL,
               "one byte short");
        for (size_t i = 0; i < len; i++)
            EXPECT(shorter[i] == 'x', "written on BUFFER_TOO_SMALL");
        calls += 2;
        memcpy(out, big, len + 1);
        free(exact);
        free(shorter);
    }
    free(big);
    return status;
}

/* A step refused by both functions, with nothing written. */
static void refused(const struct sudoku_step *step, const char *what)
{
    char *buffer = heap(SUDOKU_MAX_SENTENCE);
    int(*entries)[9] = heap(sizeof(int[9][9]));
    uint16_t *crossed = heap(81 * sizeof *crossed);
    memset(buffer, 'x', SUDOKU_MAX_SENTENCE);
    memset(entries, 0, sizeof(int[9][9]));
    memset(crossed, 0, 81 * sizeof *crossed);
    EXPECT(sudoku_step_sentence(step, buffer, SUDOKU_MAX_SENTENCE) == SUDOKU_INVALID_VALUE,
           "sentence of %s", what);
    EXPECT(sudoku_apply_step(entries, crossed, step) == SUDOKU_INVALID_VALUE, "apply %s",
           what);
    calls += 2;
    for (int i = 0; i < SUDOKU_MAX_SENTENCE; i++)
        EXPECT(buffer[i] == 'x', "sentence written for %s", what);
    for (int i = 0; i < 81; i++)
        EXPECT(entries[i / 9][i % 9] == 0 && crossed[i] == 0, "applied %s", what);
    free(buffer);
    free(entries);
    free(crossed);
}

/* The path of one puzzle through C; returns its steps, or -1 if the explainer gave up. */
static int walk(int givens_in[9][9])
{
    int(*givens)[9] = heap(sizeof(int[9][9]));
    int(*entries)[9] = heap(sizeof(int[9][9]));
    uint16_t *crossed = heap(81 * sizeof *crossed);
    struct sudoku_step *step = heap(sizeof *step);
    char text[SUDOKU_MAX_SENTENCE];
    int steps = 0;
    memcpy(givens, givens_in, sizeof(int[9][9]));
    memset(entries, 0, sizeof(int[9][9]));
    memset(crossed, 0, 81 * sizeof *crossed);
    for (;;) {
        int status = sudoku_hint(givens, entries, crossed, step);
        calls++;
        if (status == SUDOKU_NOT_EXPLAINED || status == SUDOKU_LIMIT_REACHED) {
            steps = -1;
            break;
        }
        EXPECT(status == SUDOKU_OK, "sudoku_hint gave %d", status);
        if (status != SUDOKU_OK)
            break;
        EXPECT(sentence(step, text) == SUDOKU_OK, "no sentence for technique %d",
               step->technique);
        EXPECT(step->chain_count == (step->chain_length < SUDOKU_MAX_CHAIN
                                         ? step->chain_length
                                         : (unsigned)SUDOKU_MAX_CHAIN),
               "chain_count %u of %u nodes", step->chain_count, step->chain_length);
        if (step->technique == SUDOKU_TECHNIQUE_NONE) {
            int before[9][9];
            uint16_t marks[81];
            memcpy(before, entries, sizeof before);
            memcpy(marks, crossed, sizeof marks);
            EXPECT(strcmp(text, "The grid is complete: no step is left") == 0, "%s", text);
            EXPECT(sudoku_apply_step(entries, crossed, step) == SUDOKU_OK &&
                       memcmp(before, entries, sizeof before) == 0 &&
                       memcmp(marks, crossed, sizeof marks) == 0,
                   "the no-op step");
            calls++;
            break;
        }
        EXPECT(strncmp(text, sudoku_technique_name(step->technique),
                       strlen(sudoku_technique_name(step->technique))) == 0,
               "%s", text);
        EXPECT(sudoku_apply_step(entries, crossed, step) == SUDOKU_OK, "apply %s", text);
        calls++;
        steps++;
    }
    free(givens);
    free(entries);
    free(crossed);
    free(step);
    return steps;
}

/* The fullest chain: 64 nodes of the longest text, 64 eliminations. */
static void long_chain(void)
{
    struct sudoku_step *s = heap(sizeof *s);
    char text[SUDOKU_MAX_SENTENCE];
    memset(s, 0, sizeof *s);
    s->technique = SUDOKU_TECHNIQUE_DYNAMIC_CONTRADICTION_CHAIN;
    s->rating = 255;
    s->placed_cell = -1;
    s->digits = 0x1ff;
    s->chain_length = 65535;
    s->chain_count = SUDOKU_MAX_CHAIN;
    for (int k = 0; k < SUDOKU_MAX_CHAIN; k++) {
        struct sudoku_chain_node n = {(uint8_t)(80 - k), 9, 0, 0};
        s->chain[k] = n;
    }
    s->elimination_count = SUDOKU_MAX_ELIMINATIONS;
    for (int k = 0; k < SUDOKU_MAX_ELIMINATIONS; k++) {
        struct sudoku_candidate e = {(uint8_t)k, 9};
        s->eliminations[k] = e;
    }
    EXPECT(sentence(s, text) == SUDOKU_OK && strstr(text, " ... ") != NULL,
           "the fullest chain's sentence");
    /* Its kept nodes must be the first of its length. */
    s->chain_length = 33;
    s->chain_count = 12;
    refused(s, "a chain of 33 nodes keeping 12");
    free(s);
}

static void inconsistent(void)
{
    struct sudoku_step *s = heap(sizeof *s);
    memset(s, 0, sizeof *s);
    s->placed_cell = -1;
    s->technique = SUDOKU_TECHNIQUE_NAKED_SINGLE;
    s->rating = 23;
    s->digits = 1u << 3;
    refused(s, "a Naked Single without a placement");
    s->technique = SUDOKU_TECHNIQUE_POINTING;
    s->rating = 26;
    refused(s, "a bare Pointing");
    s->technique = SUDOKU_TECHNIQUE_NONE;
    s->rating = 0;
    refused(s, "a NONE step with digits");
    s->technique = SUDOKU_TECHNIQUE_COUNT + 1;
    refused(s, "technique COUNT + 1");
    free(s);
}

static void arguments(void)
{
    struct sudoku_step *s = heap(sizeof *s);
    char *one = heap(1);
    int(*entries)[9] = heap(sizeof(int[9][9]));
    uint16_t *crossed = heap(81 * sizeof *crossed);
    memset(s, 0, sizeof *s);
    s->technique = SUDOKU_TECHNIQUE_NONE;
    s->placed_cell = -1;
    one[0] = 'x';
    EXPECT(sudoku_step_sentence(s, one, 0) == SUDOKU_BUFFER_TOO_SMALL && one[0] == 'x',
           "size 0");
    EXPECT(sudoku_step_sentence(s, one, 1) == SUDOKU_BUFFER_TOO_SMALL && one[0] == 'x',
           "size 1");
    EXPECT(sudoku_step_sentence(NULL, one, 1) == SUDOKU_NULL_POINTER, "NULL step");
    EXPECT(sudoku_step_sentence(s, NULL, SUDOKU_MAX_SENTENCE) == SUDOKU_NULL_POINTER,
           "NULL buffer");
    EXPECT(sudoku_apply_step(NULL, crossed, s) == SUDOKU_NULL_POINTER, "NULL entries");
    EXPECT(sudoku_apply_step(entries, NULL, s) == SUDOKU_NULL_POINTER, "NULL crossed_out");
    EXPECT(sudoku_apply_step(entries, crossed, NULL) == SUDOKU_NULL_POINTER, "NULL step");
    EXPECT(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_NONE), "none") == 0, "name of 0");
    EXPECT(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_FULL_HOUSE), "Full House") == 0,
           "name of 1");
    EXPECT(strcmp(sudoku_technique_name(SUDOKU_TECHNIQUE_COUNT + 1), "unknown technique") ==
               0,
           "name of COUNT + 1");
    calls += 10;
    free(s);
    free(one);
    free(entries);
    free(crossed);
}

int main(int argc, char **argv)
{
    size_t count = 0, max = argc > 2 ? (size_t)strtoul(argv[2], NULL, 10) : 20;
    puzzle *puzzles = load_puzzles(argc > 1 ? argv[1] : NULL, max, &count);
    long steps = 0;
    int gave_up = 0;
    for (size_t i = 0; i < count; i++) {
        int n = walk(puzzles[i].cells);
        if (n < 0)
            gave_up++;
        else
            steps += n;
    }
    long_chain();
    inconsistent();
    arguments();
    free(puzzles);
    printf("explain: %zu paths (%ld steps, %d gave up), %lu calls, %lu failures\n", count,
           steps, gave_up, calls, failures);
    return failures ? 1 : 0;
}
