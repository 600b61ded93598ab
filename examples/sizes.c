/* Other sizes: a 6 x 6 puzzle (boxes of 2 rows by 3 columns) and a 16 x 16 "hexadoku" (boxes
 * of 4 x 4, digits 1-9 then A-G), each read from text with sudoku_parse_n, solved with
 * sudoku_solve_n and printed in the boxed layout with the same symbols. */
#include <stdio.h>

#include "sudoku.h"

#define MAX_N 25

static const char SYMBOLS[] = "123456789ABCDEFGHIJKLMNOP";

/* Prints n x n cells with boxes of box_rows x box_cols: "  | " between boxes, a dashed line
 * between bands. */
static void print_grid(int box_rows, int box_cols, const int *cells)
{
    int n = box_rows * box_cols;
    for (int r = 0; r < n; r++) {
        if (r > 0 && r % box_rows == 0) {
            for (int c = 0; c < 2 * n - 1 + 3 * (box_rows - 1); c++)
                putchar((c + 2) % (2 * box_cols + 3) == 0 ? '+' : '-');
            putchar('\n');
        }
        for (int c = 0; c < n; c++) {
            if (c > 0)
                printf(c % box_cols == 0 ? "  | " : " ");
            int d = cells[r * n + c];
            putchar(d == 0 ? '.' : SYMBOLS[d - 1]);
        }
        putchar('\n');
    }
}

/* Reads, solves and prints one puzzle; returns its status. */
static int solve_and_print(int box_rows, int box_cols, const char *text)
{
    int n = box_rows * box_cols;
    int cells[MAX_N * MAX_N];
    int status = sudoku_parse_n(box_rows, box_cols, text, cells);
    if (status == SUDOKU_OK)
        status = sudoku_solve_n(box_rows, box_cols, cells);
    if (status != SUDOKU_OK) {
        printf("%d x %d: %s\n", n, n, sudoku_status_message(status));
        return status;
    }
    printf("%d x %d, boxes of %d x %d:\n", n, n, box_rows, box_cols);
    print_grid(box_rows, box_cols, cells);
    return SUDOKU_OK;
}

int main(void)
{
    const char *six = ".....5 51...6 .53... 6..... 1..6.2 ...4..";
    const char *sixteen =
        "1...46.8...FA.E. ..78.3...D..9... ..CDA.F..78..3.. .E......2..6.58. "
        "..3....7.9...G.. 6....1....5G.8.C ..4.E....1...6.A CFG.59.B..D...7. "
        ".2.4.5....F..E.. 5.A.BD3.C..E7F.. .G.........18.3. B.......72..6..4 "
        "7.61..5E.8A.F2.. .C2.D...6..3B... ....FA.....4...9 E..93.4...7.G..5";
    if (solve_and_print(2, 3, six) != SUDOKU_OK)
        return 1;
    printf("\n");
    if (solve_and_print(4, 4, sixteen) != SUDOKU_OK)
        return 1;
    return 0;
}
