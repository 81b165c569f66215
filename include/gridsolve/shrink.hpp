// Greedy shrinking of a failing input (as in QuickCheck or Hypothesis): try
// the smaller variants of the current input in order and move to the first
// one that still fails, until none does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace gridsolve::gen {

template <class T>
struct ShrinkResult {
  T smallest;
  std::size_t steps = 0;       // variants accepted
  std::size_t runs = 0;        // variants tried
  bool stopped_early = false;  // hit max_runs before reaching a local minimum
  bool stopped = false;        // ShrinkPlan::stop ended it before a local minimum
};

template <class T>
struct ShrinkPlan {
  // The smaller variants of an input, most aggressive first.
  std::function<std::vector<T>(const T&)> candidates;
  // Given a batch of variants, the index of the first that still fails, if
  // any. Batches let the caller try variants in parallel and still take the
  // first failing one, so the result does not depend on the batch size.
  std::function<std::optional<std::size_t>(const std::vector<T>&)> first_failing;
  std::size_t batch_size = 1;
  std::size_t max_runs = 5000;
  // Asked before each batch, and after a batch in which nothing failed; when
  // it returns true, shrinking ends with the smallest failure so far (a time
  // budget, Ctrl-C). A batch cut short by it is not counted as tried. May be
  // empty.
  std::function<bool()> stop = nullptr;
};

// REQUIRES: `failing` fails; each candidate is strictly smaller in some
// well-founded order (so the loop ends), plan.batch_size >= 1.
template <class T>
ShrinkResult<T> shrink(T failing, const ShrinkPlan<T>& plan) {
  ShrinkResult<T> result{std::move(failing)};
  for (;;) {
    const std::vector<T> variants = plan.candidates(result.smallest);
    bool moved = false;
    for (std::size_t begin = 0; begin < variants.size() && !moved; begin += plan.batch_size) {
      if (result.runs >= plan.max_runs) {
        result.stopped_early = true;
        return result;
      }
      if (plan.stop && plan.stop()) {
        result.stopped = true;
        return result;
      }
      const std::size_t end = std::min(variants.size(), begin + plan.batch_size);
      const std::vector<T> batch(variants.begin() + static_cast<std::ptrdiff_t>(begin),
                                 variants.begin() + static_cast<std::ptrdiff_t>(end));
      const std::optional<std::size_t> found = plan.first_failing(batch);
      if (!found && plan.stop && plan.stop()) {
        result.stopped = true;
        return result;
      }
      // Counted as if tried one by one, so the count does not depend on the
      // batch size either.
      result.runs += found ? *found + 1 : batch.size();
      if (found) {
        result.smallest = batch[*found];
        ++result.steps;
        moved = true;
      }
    }
    if (!moved) return result;
  }
}

}  // namespace gridsolve::gen
