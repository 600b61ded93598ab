/* A program that uses an installed libsudoku: built by tests/packaging/install.sh outside
 * the source tree, through pkg-config (shared and static) and through CMake. Solves the
 * puzzle given as its argument and prints the solution on one line; checks that the header
 * it was compiled with and the library it runs with are the same version. */
#include <stdio.h>
#include <string.h>

#include <sudoku.h>

#if !defined(SUDOKU_VERSION_MAJOR)
#error "sudoku.h has no version"
#endif

int main(int argc, char **argv)
{
    int grid[9][9];
    int status;
    if (argc != 2) {
        fprintf(stderr, "usage: app PUZZLE\n");
        return 2;
    }
    if (strcmp(sudoku_version(), SUDOKU_VERSION_STRING) != 0) {
        fprintf(stderr, "header %s, library %s\n", SUDOKU_VERSION_STRING, sudoku_version());
        return 1;
    }
    status = sudoku_parse(argv[1], grid);
    if (status == SUDOKU_OK)
        status = sudoku_solve(grid);
    if (status != SUDOKU_OK) {
        fprintf(stderr, "%s\n", sudoku_status_message(status));
        return 1;
    }
    for (int i = 0; i < 81; i++)
        putchar('0' + grid[i / 9][i % 9]);
    putchar('\n');
    return 0;
}
