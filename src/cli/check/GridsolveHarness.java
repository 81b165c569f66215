// gridsolve check's harness for Java programs (src/cli/check/, embedded in
// gridsolve at build time). One JVM runs every test; each test loads the
// program's classes in a fresh class loader, so their static fields start
// anew, as when a judge starts a JVM for each test. System.in, System.out and
// System.err are the test's own; System.exit(status) ends the test, not the
// JVM (through a security manager where the JVM still allows one; otherwise
// it ends the JVM and gridsolve starts another).
//
//   java -cp HARNESS_DIR GridsolveHarness MODE CLASSES_DIR PARAMETERS [CLASS]
//   (MODE: stdin or function; PARAMETERS: the kinds of solution()'s
//   parameters, "grid,int,int"; CLASS: the file's public class, or the
//   name of its file when it has none, which runs first when it has the
//   entry point)
//
// Protocol: as harness.py says. The JVM's own warnings before "ready" are
// not the program's: gridsolve drops them (JDK 17 writes four lines about
// setSecurityManager, to the JVM's first standard error, not System.err).
import java.io.*;
import java.lang.reflect.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.security.Permission;
import java.util.*;
import java.util.stream.*;

@SuppressWarnings("removal")  // the security manager: see above
public final class GridsolveHarness {
  static final int OUTPUT_LIMIT = 1 << 20;

  static final class ProgramExit extends SecurityException {
    final int status;
    ProgramExit(int status) { super("System.exit(" + status + ")"); this.status = status; }
  }

  // Output kept up to a limit: a program printing forever must not exhaust
  // memory before gridsolve's time limit ends it.
  static final class Capture extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    @Override public synchronized void write(int b) { if (bytes.size() < OUTPUT_LIMIT) bytes.write(b); }
    @Override public synchronized void write(byte[] b, int off, int len) {
      bytes.write(b, off, Math.max(0, Math.min(len, OUTPUT_LIMIT - bytes.size())));
    }
  }

  static String mode;
  static Path classes;
  static String[] parameters;
  static String entryClass;
  static String fileClass = "";
  static final PrintStream realOut = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
  static final PrintStream realErr = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
  static volatile Integer exitStatus;
  // Set when the harness itself ends the JVM (Runtime.halt asks the security
  // manager too, which would take it for the program's System.exit).
  static volatile boolean harnessExits;

  public static void main(String[] args) throws Exception {
    mode = args[0];
    classes = Paths.get(args[1]);
    parameters = args.length > 2 && !args[2].isEmpty() ? args[2].split(",") : new String[0];
    if (args.length > 3) fileClass = args[3];
    try {
      System.setSecurityManager(new SecurityManager() {
        @Override public void checkExit(int status) {
          if (!harnessExits) throw new ProgramExit(status);
        }
        @Override public void checkPermission(Permission p) {}
        @Override public void checkPermission(Permission p, Object context) {}
      });
    } catch (UnsupportedOperationException | SecurityException e) {
      // A JVM without security managers: System.exit ends the JVM.
    }
    entryClass = findEntry();
    if (entryClass == null) {
      if (mode.equals("stdin")) {
        realErr.println("no class has a method static void main(String[])");
        exit(4);
      }
      Method other = anySolution();
      if (other != null) {
        // One line for gridsolve (languages.hpp): what the file declares; it
        // adds the file, the line and the call that the puzzle makes.
        realErr.println("gridsolve-signature 0 solution takes " + other.getParameterCount() + " parameter"
                        + (other.getParameterCount() == 1 ? "" : "s") + " (" + parameterList(other) + ")");
        exit(5);
      }
      realErr.println("no class has a method named solution");
      exit(4);
    }
    DataInputStream requests = new DataInputStream(new BufferedInputStream(new FileInputStream("/dev/fd/3")));
    OutputStream replies = new FileOutputStream("/dev/fd/4");
    replies.write("ready\n".getBytes(StandardCharsets.US_ASCII));
    replies.flush();
    for (;;) {
      byte[] request = readRequest(requests);
      if (request == null) exit(0);
      replies.write(runTest(request));
      replies.flush();
    }
  }

  static void exit(int status) {
    harnessExits = true;
    Runtime.getRuntime().halt(status);
  }

  // A method named solution with any number of parameters, ranked as
  // findEntry ranks classes, for the message when none has the puzzle's.
  static Method anySolution() throws IOException {
    return bestRanked(c -> {
      for (Method m : c.getDeclaredMethods()) {
        if (m.getName().equals("solution")) return m;
      }
      return null;
    });
  }

  // "int[][] board, int r": the names are the file's when javac kept them
  // (-parameters), else java's arg0, arg1.
  static String parameterList(Method m) {
    return Arrays.stream(m.getParameters())
        .map(p -> p.getType().getSimpleName() + " " + p.getName())
        .collect(Collectors.joining(", "));
  }

  static byte[] readRequest(DataInputStream in) throws IOException {
    StringBuilder header = new StringBuilder();
    for (int c; (c = in.read()) != '\n';) {
      if (c < 0) return null;
      header.append((char) c);
    }
    byte[] data = new byte[Integer.parseInt(header.toString())];
    in.readFully(data);
    return data;
  }

  static List<String> classNames() throws IOException {
    try (Stream<Path> files = Files.walk(classes)) {
      return files.filter(p -> p.toString().endsWith(".class"))
          .map(p -> classes.relativize(p).toString().replace(File.separatorChar, '.').replaceAll("\\.class$", ""))
          .sorted().collect(Collectors.toList());
    }
  }

  // The class with main (stdin) or solution (function). When several have
  // it: the file's public class (java runs the class named for the file), else
  // one named Main or Solution (Baekjoon's and Programmers' names), else the
  // first by name. Why: a file's helper class with a main of its own for
  // local tests (class Debug, class LocalTest) sorts before the program's.
  static String findEntry() throws IOException {
    return bestRanked(c -> entryMethod(c) == null ? null : c.getName());
  }

  // What `pick` finds in the class of the best rank (rank) that has one;
  // null for none. A class that cannot load has nothing to find.
  static <T> T bestRanked(java.util.function.Function<Class<?>, T> pick) throws IOException {
    URLClassLoader loader = newLoader();
    T found = null;
    int foundRank = Integer.MAX_VALUE;
    for (String name : classNames()) {
      try {
        Class<?> c = Class.forName(name, false, loader);
        T picked = pick.apply(c);
        if (picked != null && rank(c) < foundRank) {
          found = picked;
          foundRank = rank(c);
        }
      } catch (Throwable e) {
        // a class that cannot load has nothing to find
      }
    }
    return found;
  }

  static int rank(Class<?> c) {
    String simple = c.getSimpleName();
    return c.getEnclosingClass() == null && simple.equals(fileClass) ? 0
           : simple.equals("Main") || simple.equals("Solution") ? 1 : 2;
  }

  static Method entryMethod(Class<?> c) {
    for (Method m : c.getDeclaredMethods()) {
      if (mode.equals("stdin")) {
        if (m.getName().equals("main") && Modifier.isStatic(m.getModifiers()) && m.getParameterCount() == 1
            && m.getParameterTypes()[0] == String[].class) return m;
      } else if (m.getName().equals("solution") && m.getParameterCount() == parameters.length) {
        return m;
      }
    }
    return null;
  }

  static URLClassLoader newLoader() throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
  }

  // An uncaught exception's frames as java shows them for the program run by
  // itself: the frames below the program's code, where this harness's
  // thread called it by reflection, are left out (for its causes too). Only
  // that tail: a program's own reflection above it stays.
  static void dropHarnessFrames(Throwable e) {
    Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Throwable t = e; t != null && seen.add(t); t = t.getCause()) {
      StackTraceElement[] frames = t.getStackTrace();
      int end = frames.length;
      boolean harness = false;
      while (end > 0) {
        StackTraceElement frame = frames[end - 1];
        String name = frame.getClassName();
        boolean ours = name.startsWith("GridsolveHarness");
        if (!(ours || name.startsWith("jdk.internal.reflect.") || name.equals("java.lang.reflect.Method") ||
              (name.equals("java.lang.Thread") && frame.getMethodName().equals("run")))) {
          break;
        }
        harness |= ours;
        --end;
      }
      if (harness) t.setStackTrace(Arrays.copyOf(frames, end));
    }
  }

  static byte[] runTest(byte[] request) throws Exception {
    Capture out = new Capture(), err = new Capture();
    PrintStream testOut = new PrintStream(out, false, StandardCharsets.UTF_8);
    PrintStream testErr = new PrintStream(err, true, StandardCharsets.UTF_8);
    exitStatus = null;
    final Object[] value = {null};
    final boolean[] returned = {false};
    URLClassLoader loader = newLoader();
    ThreadGroup group = new ThreadGroup("test") {
      @Override public void uncaughtException(Thread t, Throwable e) {
        Throwable cause = e;
        if (cause instanceof ProgramExit) {
          if (exitStatus == null) exitStatus = ((ProgramExit) cause).status;
          return;
        }
        testErr.print("Exception in thread \"" + t.getName() + "\" ");
        dropHarnessFrames(cause);
        cause.printStackTrace(testErr);
        if (t.getName().equals("main") && exitStatus == null) exitStatus = 1;
      }
    };
    System.setIn(new ByteArrayInputStream(mode.equals("stdin") ? request : new byte[0]));
    System.setOut(testOut);
    System.setErr(testErr);
    Thread main = new Thread(group, () -> {
      try {
        Class<?> c = Class.forName(entryClass, true, loader);
        Method m = entryMethod(c);
        m.setAccessible(true);
        if (mode.equals("stdin")) {
          m.invoke(null, (Object) new String[0]);
        } else {
          Object self = null;
          if (!Modifier.isStatic(m.getModifiers())) {
            Constructor<?> make = c.getDeclaredConstructor();
            make.setAccessible(true);
            self = make.newInstance();
          }
          Object[] args = arguments(new Json(new String(request, StandardCharsets.UTF_8)).list(), m);
          value[0] = m.invoke(self, args);
          returned[0] = true;
        }
      } catch (InvocationTargetException e) {
        GridsolveHarness.<RuntimeException>rethrow(e.getCause());  // as the program threw it
      } catch (ReflectiveOperationException e) {
        throw new RuntimeException(e);
      }
    }, "main");
    main.start();
    main.join();
    // The JVM waits for every thread that is not a daemon before it exits.
    for (;;) {
      Thread[] threads = new Thread[group.activeCount() + 8];
      int count = group.enumerate(threads, true);
      Thread waiting = null;
      for (int i = 0; i < count; ++i) if (!threads[i].isDaemon() && threads[i].isAlive()) waiting = threads[i];
      if (waiting == null || exitStatus != null) break;
      waiting.join();
    }
    testOut.flush();
    testErr.flush();
    System.setOut(realOut);
    System.setErr(realErr);
    realOut.write(out.bytes.toByteArray());
    realOut.flush();
    realErr.write(err.bytes.toByteArray());
    realErr.flush();
    loader.close();
    ByteArrayOutputStream reply = new ByteArrayOutputStream();
    if (returned[0] && exitStatus == null) {
      byte[] text = render(value[0]).getBytes(StandardCharsets.UTF_8);
      reply.write(("value " + text.length + "\n").getBytes(StandardCharsets.US_ASCII));
      reply.write(text);
    }
    reply.write(("exit " + (exitStatus == null ? 0 : exitStatus & 0xff) + "\n").getBytes(StandardCharsets.US_ASCII));
    return reply.toByteArray();
  }

  @SuppressWarnings("unchecked")
  static <T extends Throwable> void rethrow(Throwable e) throws T {
    throw (T) e;
  }

  static String render(Object value) {
    if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
      return value.toString();
    }
    if (value == null) return "null";
    if (value instanceof String) return "\"" + value + "\"";
    if (value instanceof int[]) return Arrays.toString((int[]) value);
    return value.toString() + " (" + value.getClass().getSimpleName() + ")";
  }

  static Object[] arguments(List<Object> json, Method m) {
    Class<?>[] types = m.getParameterTypes();
    Object[] args = new Object[types.length];
    for (int i = 0; i < types.length; ++i) args[i] = convert(json.get(i), types[i]);
    return args;
  }

  @SuppressWarnings("unchecked")
  static Object convert(Object json, Class<?> type) {
    if (type == int.class || type == Integer.class) return ((Long) json).intValue();
    if (type == long.class || type == Long.class) return json;
    if (type.isArray()) {
      List<Object> items = (List<Object>) json;
      Object array = Array.newInstance(type.getComponentType(), items.size());
      for (int i = 0; i < items.size(); ++i) Array.set(array, i, convert(items.get(i), type.getComponentType()));
      return array;
    }
    if (List.class.isAssignableFrom(type)) {
      List<Object> items = new ArrayList<>();
      for (Object item : (List<Object>) json) {
        items.add(item instanceof List ? convert(item, List.class) : (Object) ((Long) item).intValue());
      }
      return items;
    }
    throw new IllegalArgumentException("gridsolve check cannot pass a parameter of type " + type.getName());
  }

  // Just enough JSON: arrays of arrays of whole numbers.
  static final class Json {
    final String text;
    int at = 0;
    Json(String text) { this.text = text; }
    void space() { while (at < text.length() && (Character.isWhitespace(text.charAt(at)) || text.charAt(at) == ',')) at++; }
    Object value() {
      space();
      if (text.charAt(at) == '[') return list();
      int start = at;
      if (text.charAt(at) == '-') at++;
      while (at < text.length() && Character.isDigit(text.charAt(at))) at++;
      return Long.parseLong(text.substring(start, at));
    }
    List<Object> list() {
      space();
      at++;  // [
      List<Object> items = new ArrayList<>();
      for (space(); text.charAt(at) != ']'; space()) items.add(value());
      at++;
      return items;
    }
  }
}
