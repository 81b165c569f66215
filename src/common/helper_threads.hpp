// Threads kept between searches, so that a search on several threads does
// not start new ones each time.
//
// Why: a 2048 search on a hard 20 x 20 board takes 2 to 30 ms and runs its
// threads twice (the search, then the witness search). Starting a thread
// took 50 to 100 us on the development machine, and now and then 0.5 to
// 2.5 ms (the new thread waits for the scheduler to place it), during
// which the calling thread works alone: on a 3 ms board that alone costs
// most of the second thread's gain. Helpers that are already running, and
// that wait for the next call by yielding for a few milliseconds before
// they sleep, take a call within microseconds.
#pragma once

#include <functional>

namespace gridsolve {

// Calls job(0) on the calling thread and job(1) .. job(count - 1) on helper
// threads, all at once, and returns when every call has returned. An
// exception thrown by a call is thrown here once every call has returned
// (the first one, the calling thread's before a helper's).
//
// The helpers are kept for the next call: after a call a helper waits for
// the next one yielding its core (std::this_thread::yield) for up to
// kHelperSpinMicroseconds, then asleep. When the helpers are busy with
// another thread's call (two searches at once), this call starts threads of
// its own for the time of the call, as before helpers existed.
// REQUIRES: count >= 1; no call of `job` waits for a later call of this
// function (helpers are not reentrant).
void run_on_threads(unsigned count, const std::function<void(unsigned index)>& job);

// How long a helper yields, waiting for the next call, before it sleeps:
// longer than the serial steps between two searches' threaded parts (a
// search's start, its witness search's start), short enough that an idle
// program gives its cores back at once to the eye.
inline constexpr int kHelperSpinMicroseconds = 5000;

}  // namespace gridsolve
