// Uses $GRIDSOLVE_TEST_BURN seconds of CPU time (default 0.3), read from the
// thread's CPU-time clock, then returns 0: a Programmers blocks
// solution(board), right for a board with no block. For the tests of how
// gridsolve check measures CPU time (tests/check_test.py): the Java harness
// runs it in its own JVM, so its time is how much the JVM's grows.
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

class Solution {
  public int solution(int[][] board) {
    String text = System.getenv("GRIDSOLVE_TEST_BURN");
    double seconds = text != null ? Double.parseDouble(text) : 0.3;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long start = threads.getCurrentThreadCpuTime();
    long spin = 0;
    while ((threads.getCurrentThreadCpuTime() - start) / 1e9 < seconds) {
      for (int i = 0; i < 10000; ++i) spin += i;
    }
    return board.length * 0 + (int) (spin & 0);
  }
}
