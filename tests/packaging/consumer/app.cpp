// The C++ header from an installed libsudoku: solves its argument, prints it on one line.
#include <iostream>

#include <sudoku.hpp>

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    try {
        std::cout << sudoku::solve(sudoku::parse(argv[1])) << '\n';
    } catch (const sudoku::error &e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
