// Prints Sudoku Explainer 1.2.1's solving path, one line a step, as its rating loop takes it:
// the first hint of the first producer that has one (SE's SingleHintAccumulator), in SE's
// producer order. Test-data preparation only; needs serate121.jar on the class path.
//   java -cp serate121.jar:. SePath puzzles.txt
// Per puzzle: "P <puzzle>", then "S <n>\t<difficulty>\t<rule name>\t<placement or eliminations>\t<hint text>",
// then "R <ER>/<EP>/<ED>" as serate's own getDifficulty computes them.
import diuf.sudoku.*;
import diuf.sudoku.solver.*;
import java.io.*;
import java.lang.reflect.Field;
import java.util.*;

public class SePath {
    static final String[] LISTS = {"directHintProducers", "indirectHintProducers",
        "chainingHintProducers", "chainingHintProducers2", "advancedHintProducers",
        "experimentalHintProducers"};

    @SuppressWarnings("unchecked")
    static List<HintProducer> producers(Solver s, String name) throws Exception {
        Field f = Solver.class.getDeclaredField(name);
        f.setAccessible(true);
        return (List<HintProducer>) f.get(s);
    }

    static Grid parse(String p) {
        Grid g = new Grid();
        for (int i = 0; i < 81; i++) {
            char ch = p.charAt(i);
            if (ch >= '1' && ch <= '9') g.setCellValue(i % 9, i / 9, ch - '0');
        }
        return g;
    }

    static boolean solved(Grid g) {
        for (int i = 0; i < 81; i++) if (g.getCellValue(i % 9, i / 9) == 0) return false;
        return true;
    }

    static String fmt(double d) { int w = (int) ((d + 0.05) * 10); return (w / 10) + "." + (w % 10); }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new FileReader(args[0]));
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out), false, "UTF-8");
        String line;
        while ((line = in.readLine()) != null) {
            line = line.trim();
            if (line.length() < 81 || line.startsWith("#")) continue;
            String p = line.substring(0, 81);
            out.println("P " + p);
            Grid grid = parse(p);
            Solver solver = new Solver(grid);
            solver.rebuildPotentialValues();
            int n = 0;
            while (!solved(grid)) {
                SingleHintAccumulator accu = new SingleHintAccumulator();
                try {
                    for (String l : LISTS)
                        for (HintProducer hp : producers(solver, l)) hp.getHints(grid, accu);
                } catch (InterruptedException expected) {}
                Hint hint = accu.getHint();
                if (hint == null) { out.println("S " + (++n) + "\tnone"); break; }
                Rule rule = (Rule) hint;
                StringBuilder what = new StringBuilder();
                if (hint instanceof DirectHint) {
                    Cell c = hint.getCell();
                    what.append("r").append(c.getY() + 1).append("c").append(c.getX() + 1)
                        .append("=").append(hint.getValue());
                } else if (hint instanceof IndirectHint) {
                    IndirectHint ih = (IndirectHint) hint;
                    TreeMap<Integer, BitSet> rm = new TreeMap<>();
                    for (Map.Entry<Cell, BitSet> e : ih.getRemovablePotentials().entrySet())
                        rm.put(e.getKey().getY() * 9 + e.getKey().getX(), e.getValue());
                    if (ih.getCell() != null)
                        what.append("r").append(ih.getCell().getY() + 1).append("c")
                            .append(ih.getCell().getX() + 1).append("=").append(ih.getValue()).append(" ");
                    for (Map.Entry<Integer, BitSet> e : rm.entrySet()) {
                        what.append("r").append(e.getKey() / 9 + 1).append("c").append(e.getKey() % 9 + 1).append("-");
                        BitSet b = e.getValue();
                        for (int v = b.nextSetBit(0); v >= 0; v = b.nextSetBit(v + 1)) what.append(v);
                        what.append(" ");
                    }
                }
                out.println("S " + (++n) + "\t" + fmt(rule.getDifficulty()) + "\t" + rule.getName()
                    + "\t" + what.toString().trim() + "\t" + hint.toString().replace('\t', ' ').replace('\n', ' '));
                hint.apply();
            }
            Solver rater = new Solver(parse(p));
            rater.rebuildPotentialValues();
            try { rater.getDifficulty(); } catch (UnsupportedOperationException e) {
                rater.difficulty = rater.pearl = rater.diamond = 0.0;
            }
            out.println("R " + fmt(rater.difficulty) + "/" + fmt(rater.pearl) + "/" + fmt(rater.diamond));
            out.flush();
        }
        out.close();
    }
}
