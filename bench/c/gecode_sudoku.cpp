// A small Sudoku model for Gecode, the constraint solver, as a peer in `make bench-sizes`
// (bench/sizes_peers.py builds it with g++ -O2 when libgecode-dev is installed).
// Our own code, under the project's licence; it needs Gecode 6 (MIT) to build.
//
// The model: one integer variable a cell over 1..N, the givens as equalities, `distinct` with
// domain consistency (IPL_DOM, as Gecode's own Sudoku example) over every row, column and box,
// branching on the variable with the smallest domain and its smallest value, depth-first
// search for the first solution.
//
// Usage: gecode_sudoku [FILE]   (stdin without FILE)
// Input: one puzzle a line, N*N symbols row by row, `1`-`9` then `A` (10) to `P` (25), `.` or
// `0` for an empty cell; N a square (4, 9, 16, 25: boxes of sqrt(N) x sqrt(N)); blank lines
// and lines starting with `#` are skipped. Output on stdout, a line a puzzle: the solution in
// the same symbols, or `none` when there is no solution. On stderr, a line a puzzle:
// `nodes K fails F ms T`, T the milliseconds of model building and search in this process.
// Exit status 2 on a malformed line.

#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace Gecode;

static const std::string SYMBOLS = "123456789ABCDEFGHIJKLMNOP";

class SudokuSpace : public Space {
 public:
  IntVarArray x;

  SudokuSpace(int box, const std::vector<int>& givens)
      : x(*this, box * box * box * box, 1, box * box) {
    const int n = box * box;
    Matrix<IntVarArray> m(x, n, n);
    for (int i = 0; i < n; i++) {
      distinct(*this, m.row(i), IPL_DOM);
      distinct(*this, m.col(i), IPL_DOM);
    }
    for (int br = 0; br < box; br++)
      for (int bc = 0; bc < box; bc++)
        distinct(*this, m.slice(bc * box, (bc + 1) * box, br * box, (br + 1) * box), IPL_DOM);
    for (int k = 0; k < n * n; k++)
      if (givens[k] != 0) rel(*this, x[k], IRT_EQ, givens[k]);
    branch(*this, x, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }

  SudokuSpace(SudokuSpace& s) : Space(s) { x.update(*this, s.x); }

  virtual Space* copy() { return new SudokuSpace(*this); }
};

// The givens of one line (0 for empty), and the box side; false when the line is malformed.
static bool parse(const std::string& line, std::vector<int>& givens, int& box) {
  const int cells = static_cast<int>(line.size());
  box = static_cast<int>(std::lround(std::sqrt(std::sqrt(static_cast<double>(cells)))));
  const int n = box * box;
  if (box < 2 || n * n != cells || n > static_cast<int>(SYMBOLS.size())) return false;
  givens.assign(cells, 0);
  for (int k = 0; k < cells; k++) {
    const char ch = line[k];
    if (ch == '.' || ch == '0') continue;
    const std::size_t d = SYMBOLS.find(ch);
    if (d == std::string::npos || static_cast<int>(d) >= n) return false;
    givens[k] = static_cast<int>(d) + 1;
  }
  return true;
}

static void solve(int box, const std::vector<int>& givens) {
  const auto start = std::chrono::steady_clock::now();
  SudokuSpace* root = new SudokuSpace(box, givens);
  DFS<SudokuSpace> engine(root);
  delete root;  // the engine keeps its own copy
  SudokuSpace* sol = engine.next();
  const auto took = std::chrono::steady_clock::now() - start;
  const double ms = std::chrono::duration<double, std::milli>(took).count();
  if (sol != nullptr) {
    std::string out;
    for (int k = 0; k < sol->x.size(); k++) out += SYMBOLS[sol->x[k].val() - 1];
    std::cout << out << '\n';
    delete sol;
  } else {
    std::cout << "none\n";
  }
  const Search::Statistics st = engine.statistics();
  std::cout.flush();
  std::cerr << "nodes " << st.node << " fails " << st.fail << " ms " << ms << std::endl;
}

int main(int argc, char* argv[]) {
  std::ifstream file;
  if (argc > 1) {
    file.open(argv[1]);
    if (!file) {
      std::cerr << "gecode_sudoku: cannot open " << argv[1] << std::endl;
      return 2;
    }
  }
  std::istream& in = argc > 1 ? static_cast<std::istream&>(file) : std::cin;
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    std::vector<int> givens;
    int box = 0;
    if (!parse(line, givens, box)) {
      std::cerr << "gecode_sudoku: not a puzzle of N*N cells (N = 4, 9, 16 or 25): " << line
                << std::endl;
      return 2;
    }
    solve(box, givens);
  }
  return 0;
}
