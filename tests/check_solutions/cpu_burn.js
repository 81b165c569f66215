// Uses $GRIDSOLVE_TEST_BURN seconds of CPU time (default 0.3), read from
// process.cpuUsage(), then returns 0: a Programmers blocks solution(board),
// right for a board with no block. For the tests of how gridsolve check
// measures CPU time (tests/check_test.py): the JavaScript harness runs it in
// its own process, so its time is how much the harness's grows.
function solution(board) {
  const seconds = Number(process.env.GRIDSOLVE_TEST_BURN || '0.3');
  const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
  const start = used();
  let spin = 0;
  while (used() - start < seconds) {
    for (let i = 0; i < 10000; ++i) spin += i;
  }
  return board.length * 0;
}
