/* libsudoku in C firmware: the textbook program's grid, solved by the bare-metal libsudoku.a
 * on a Cortex-M3 in QEMU, printed in the boxed layout and as one 81-digit line. Exits 0 when
 * the answer is a complete grid that keeps the givens, 1 otherwise. Also shows the two calls
 * meant for firmware: a bound on work, and the 81-byte grid. */
#include <stddef.h>
#include <stdint.h>

#include "semihosting.h"
#include "sudoku.h"

#define N 9

static void print_grid(int grid[N][N])
{
    char line[32];
    for (int r = 0; r < N; r++) {
        if (r == 3 || r == 6)
            semihosting_print("-------+--------+------\n");
        int n = 0;
        for (int c = 0; c < N; c++) {
            if (c == 3 || c == 6) {
                line[n++] = ' ';
                line[n++] = ' ';
                line[n++] = '|';
                line[n++] = ' ';
            } else if (c > 0) {
                line[n++] = ' ';
            }
            line[n++] = (char)('0' + grid[r][c]);
        }
        line[n++] = '\n';
        line[n] = '\0';
        semihosting_print(line);
    }
}

static void print_number(const char *name, unsigned long value)
{
    char text[24];
    int n = sizeof text - 1;
    text[n] = '\0';
    do {
        text[--n] = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0 && n > 0);
    semihosting_print(name);
    semihosting_print(text + n);
    semihosting_print("\n");
}

/* Prints `prefix` and the grid as one line, '.' for empty cells. */
static void print_line(const char *prefix, int grid[N][N])
{
    char line[N * N + 2];
    for (int i = 0; i < N * N; i++)
        line[i] = grid[i / N][i % N] ? (char)('0' + grid[i / N][i % N]) : '.';
    line[N * N] = '\n';
    line[N * N + 1] = '\0';
    semihosting_print(prefix);
    semihosting_print(line);
}

/* True when every row, column and box holds 1 to 9 once and the givens are kept. */
static int is_solution_of(int puzzle[N][N], int grid[N][N])
{
    for (int i = 0; i < N; i++) {
        unsigned row = 0, col = 0, box = 0;
        for (int k = 0; k < N; k++) {
            int b = grid[i / 3 * 3 + k / 3][i % 3 * 3 + k % 3];
            if (grid[i][k] < 1 || grid[i][k] > 9 || (puzzle[i][k] && puzzle[i][k] != grid[i][k]))
                return 0;
            row |= 1u << grid[i][k];
            col |= 1u << grid[k][i];
            box |= 1u << b;
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe)
            return 0;
    }
    return 1;
}

int main(void)
{
    /* 0 means an empty cell */
    int puzzle[N][N] = {{3, 0, 6, 5, 0, 8, 4, 0, 0}, {5, 2, 0, 0, 0, 0, 0, 0, 0},
                        {0, 8, 7, 0, 0, 0, 0, 3, 1}, {0, 0, 3, 0, 1, 0, 0, 8, 0},
                        {9, 0, 0, 8, 6, 3, 0, 0, 5}, {0, 5, 0, 0, 9, 0, 6, 0, 0},
                        {1, 3, 0, 0, 0, 0, 2, 5, 0}, {0, 0, 0, 0, 0, 0, 0, 7, 4},
                        {0, 0, 5, 2, 0, 6, 3, 0, 0}};
    int grid[N][N];
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            grid[r][c] = puzzle[r][c];

    int status = sudoku_solve(grid);
    if (status != SUDOKU_OK) {
        semihosting_print("sudoku_solve: ");
        semihosting_print(sudoku_status_message(status));
        semihosting_print("\n");
        return 1;
    }
    print_grid(grid);

    char digits[N * N + 2];
    for (int i = 0; i < N * N; i++)
        digits[i] = (char)('0' + grid[i / N][i % N]);
    digits[N * N] = '\n';
    digits[N * N + 1] = '\0';
    semihosting_print(digits);
    int right = is_solution_of(puzzle, grid);

    /* The 81-byte layout gives the same answer. */
    uint8_t cells[N * N];
    for (int i = 0; i < N * N; i++)
        cells[i] = (uint8_t)puzzle[i / N][i % N];
    status = sudoku_solve_cells(cells);
    for (int i = 0; i < N * N; i++)
        right = right && status == SUDOKU_OK && cells[i] == grid[i / N][i % N];

    /* A bound on work: the empty grid needs guesses, so 0 allowed is refused. */
    int empty[N][N] = {{0}};
    unsigned long guesses = 0;
    status = sudoku_solve_bounded(empty, 0, &guesses);
    print_number("bounded_status_with_0_guesses=", (unsigned long)status);
    right = right && status == SUDOKU_LIMIT_REACHED && empty[0][0] == 0;

    /* The generator through the C ABI on a 32-bit target: a 64-bit seed and the options
     * struct. check_firmware.py compares these lines with tests/golden/generate.txt. */
    int made[N][N];
    status = sudoku_generate(0, NULL, made);
    right = right && status == SUDOKU_OK;
    print_line("golden any 0 ", made);
    struct sudoku_generate_options options = {0};
    options.size = sizeof options;
    options.symmetry = SUDOKU_SYMMETRY_ROTATE_180;
    options.minimal = 1;
    status = sudoku_generate(1, &options, made);
    right = right && status == SUDOKU_OK;
    print_line("golden rotate180-minimal 1 ", made);
    options.level = 1; /* no rating in this build (no generate-levels): refused, grid untouched */
    status = sudoku_generate(1, &options, made);
    print_number("generate_status_with_a_level=", (unsigned long)status);
    right = right && status == SUDOKU_UNSUPPORTED;

    semihosting_print(right ? "c_firmware=ok\n" : "c_firmware=WRONG\n");
    return right ? 0 : 1;
}
