// The classic textbook Sudoku program (GeeksforGeeks style), with its hand-written
// SolveSudoku(grid) swapped for libsudoku's sudoku_solve(grid).
#include <iostream>

#include "sudoku.h"

using namespace std;

#define N 9

void printGrid(int arr[N][N])
{
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            cout << arr[i][j] << (j < N - 1 ? " " : "");
        cout << endl;
    }
}

int main()
{
    // 0 means unassigned cells
    int grid[N][N] = { { 3, 0, 6, 5, 0, 8, 4, 0, 0 },
                       { 5, 2, 0, 0, 0, 0, 0, 0, 0 },
                       { 0, 8, 7, 0, 0, 0, 0, 3, 1 },
                       { 0, 0, 3, 0, 1, 0, 0, 8, 0 },
                       { 9, 0, 0, 8, 6, 3, 0, 0, 5 },
                       { 0, 5, 0, 0, 9, 0, 6, 0, 0 },
                       { 1, 3, 0, 0, 0, 0, 2, 5, 0 },
                       { 0, 0, 0, 0, 0, 0, 0, 7, 4 },
                       { 0, 0, 5, 2, 0, 6, 3, 0, 0 } };

    if (sudoku_solve(grid) == SUDOKU_OK)
        printGrid(grid);
    else
        cout << "No solution exists";

    return 0;
}
