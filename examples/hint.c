/* The next hint and the rating of a puzzle, as a game or a puzzle site shows them.
 *
 *   build/hint [PUZZLE] [--path]   (81 characters; the default is unbiased_1000's first)
 *
 * Prints the next step's sentence and the rating as Sudoku Explainer gives it (ER/EP/ED, its
 * name of the hardest step) and the level; with --path, also the whole path, walked step by
 * step with sudoku_hint and sudoku_apply_step, one line a step. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include "sudoku.h"

int main(int argc, char **argv)
{
    const char *text =
        "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";
    int path = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--path") == 0) path = 1;
        else text = argv[i];
    }
    int givens[9][9];
    int entries[9][9] = {{0}};
    uint16_t crossed_out[81] = {0};
    char sentence[SUDOKU_MAX_SENTENCE];
    sudoku_step step;
    sudoku_se_rating rating;
    int status = sudoku_parse(text, givens);
    if (status == SUDOKU_OK) status = sudoku_hint(givens, entries, crossed_out, &step);
    if (status == SUDOKU_OK) status = sudoku_step_sentence(&step, sentence, sizeof sentence);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_message(status));
        return 1;
    }
    printf("next: %s\n", sentence);

    /* The default work budget (NULL options); a caller with a deadline sets options.work. */
    status = sudoku_rate_with(givens, NULL, &rating);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_message(status));
        return 1;
    }
    printf("rating: %d.%d/%d.%d/%d.%d (%s), hardest step: %s, %u steps%s\n", rating.er / 10,
           rating.er % 10, rating.ep / 10, rating.ep % 10, rating.ed / 10, rating.ed % 10,
           sudoku_level_name(rating.level), rating.hardest_name, rating.steps,
           rating.uses_uniqueness ? ", uses uniqueness" : "");

    /* The whole path: hint, take it, until the grid is complete. */
    for (unsigned n = 1; path; n++) {
        status = sudoku_hint(givens, entries, crossed_out, &step);
        if (status != SUDOKU_OK || step.technique == SUDOKU_TECHNIQUE_NONE) break;
        status = sudoku_step_sentence(&step, sentence, sizeof sentence);
        if (status != SUDOKU_OK) break;
        printf("%3u. [%d.%d] %s\n", n, step.rating / 10, step.rating % 10, sentence);
        status = sudoku_apply_step(entries, crossed_out, &step);
        if (status != SUDOKU_OK) break;
    }
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_message(status));
        return 1;
    }
    return 0;
}
