// Test data for the chaining engine: Sudoku Explainer 1.2.1's first chaining hint, per chaining
// configuration, on the grids of SE's own solving path. Test-data preparation only; needs
// serate121.jar on the class path (bench/se/se-chains.sh runs it).
//   java -cp serate121.jar:. SeChains puzzles.txt [CONFIGS] [EVERY]
// Follows SE's path as its rating loop does (SePath.java). Before each step taken by a chaining
// producer (and each Aligned Triplet Exclusion, which stands between two of them), and before
// every EVERY-th other step when EVERY > 0, it asks a fresh Chaining(isMultiple, isDynamic,
// isNishio, level) of each configuration of CONFIGS (default FFF0,FTT0,TFF0,TTF0,TTF1: the
// letters are isMultiple, isDynamic, isNishio, the digit the level) for its first hint, as SE's
// SingleHintAccumulator receives it, plus the configuration that took SE's step when it is not
// among them. One line per question:
//   C <values> TAB <candidates> TAB <config> TAB <result>
// values: 81 digits (0 empty); candidates: 81 groups of 3 hex digits (bit d-1 for digit d);
// result: "none", or difficulty (Java's double) TAB name TAB complexity TAB sort key TAB
// placement (r1c2=5 or -) TAB eliminations (r1c2-57 ..., cells in row order) TAB SE's text.
// Before them: "P <puzzle>" and, per step, "S <n> TAB <config or -> TAB <difficulty> TAB <name>".
import diuf.sudoku.*;
import diuf.sudoku.solver.*;
import diuf.sudoku.solver.rules.chaining.*;
import java.io.*;
import java.lang.reflect.Field;
import java.util.*;

public class SeChains {
    static final String[] LISTS = {"directHintProducers", "indirectHintProducers",
        "chainingHintProducers", "chainingHintProducers2", "advancedHintProducers",
        "experimentalHintProducers"};

    @SuppressWarnings("unchecked")
    static List<HintProducer> producers(Solver s, String name) throws Exception {
        Field f = Solver.class.getDeclaredField(name);
        f.setAccessible(true);
        return (List<HintProducer>) f.get(s);
    }

    static boolean field(Chaining c, String name) throws Exception {
        Field f = Chaining.class.getDeclaredField(name);
        f.setAccessible(true);
        return f.getBoolean(c);
    }

    static String config(Chaining c) throws Exception {
        return (field(c, "isMultipleEnabled") ? "T" : "F") + (field(c, "isDynamic") ? "T" : "F")
            + (field(c, "isNisho") ? "T" : "F") + c.getLevel();
    }

    static Chaining make(String cfg) {
        return new Chaining(cfg.charAt(0) == 'T', cfg.charAt(1) == 'T', cfg.charAt(2) == 'T',
            cfg.charAt(3) - '0');
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

    static String state(Grid g) {
        StringBuilder v = new StringBuilder(), c = new StringBuilder();
        for (int i = 0; i < 81; i++) {
            Cell cell = g.getCell(i % 9, i / 9);
            v.append(cell.getValue());
            int m = 0;
            for (int d = 1; d <= 9; d++) if (cell.hasPotentialValue(d)) m |= 1 << (d - 1);
            c.append(String.format("%03x", m));
        }
        return v + "\t" + c;
    }

    static String removals(IndirectHint ih) {
        StringBuilder what = new StringBuilder();
        TreeMap<Integer, BitSet> rm = new TreeMap<>();
        for (Map.Entry<Cell, BitSet> e : ih.getRemovablePotentials().entrySet())
            rm.put(e.getKey().getY() * 9 + e.getKey().getX(), e.getValue());
        for (Map.Entry<Integer, BitSet> e : rm.entrySet()) {
            what.append("r").append(e.getKey() / 9 + 1).append("c").append(e.getKey() % 9 + 1).append("-");
            BitSet b = e.getValue();
            for (int v = b.nextSetBit(0); v >= 0; v = b.nextSetBit(v + 1)) what.append(v);
            what.append(" ");
        }
        return what.toString().trim();
    }

    static String ask(Grid grid, String cfg) throws Exception {
        Grid copy = new Grid();
        grid.copyTo(copy);
        SingleHintAccumulator accu = new SingleHintAccumulator();
        try {
            make(cfg).getHints(copy, accu);
        } catch (InterruptedException expected) {}
        Hint hint = accu.getHint();
        if (hint == null) return "none";
        ChainingHint ch = (ChainingHint) hint;
        String place = ch.getCell() == null ? "-"
            : "r" + (ch.getCell().getY() + 1) + "c" + (ch.getCell().getX() + 1) + "=" + ch.getValue();
        return ch.getDifficulty() + "\t" + ch.getName() + "\t" + ch.getComplexity() + "\t"
            + ch.getSortKey() + "\t" + place + "\t" + removals(ch) + "\t"
            + ch.toString().replace('\t', ' ').replace('\n', ' ');
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new FileReader(args[0]));
        List<String> configs = Arrays.asList(
            (args.length > 1 ? args[1] : "FFF0,FTT0,TFF0,TTF0,TTF1").split(","));
        int every = args.length > 2 ? Integer.parseInt(args[2]) : 0;
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
                String before = state(grid);
                Grid snapshot = new Grid();
                grid.copyTo(snapshot);
                SingleHintAccumulator accu = new SingleHintAccumulator();
                try {
                    for (String l : LISTS)
                        for (HintProducer hp : producers(solver, l)) hp.getHints(grid, accu);
                } catch (InterruptedException expected) {}
                Hint hint = accu.getHint();
                if (hint == null) { out.println("S " + (++n) + "\t-\tnone"); break; }
                Rule rule = (Rule) hint;
                HintProducer producer = hint.getRule();
                String cfg = producer instanceof Chaining ? config((Chaining) producer) : "-";
                n++;
                out.println("S " + n + "\t" + cfg + "\t" + fmt(rule.getDifficulty()) + "\t" + rule.getName());
                boolean chainingState = !cfg.equals("-") || rule.getName().startsWith("Aligned Triplet");
                if (chainingState || (every > 0 && n % every == 0)) {
                    List<String> asked = new ArrayList<>(configs);
                    if (!cfg.equals("-") && !asked.contains(cfg)) asked.add(cfg);
                    for (String c : asked)
                        out.println("C " + before + "\t" + c + "\t" + ask(snapshot, c));
                }
                out.flush();
                hint.apply();
            }
            out.flush();
        }
        out.close();
    }
}
