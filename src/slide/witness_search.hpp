// The witness of a proven 2048 answer: its shortest line, the first in
// L, R, U, D order (WitnessSearch in witness_search.cpp), found on the
// threads of the depth-first search that proved it, with their tables.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "gridsolve/slide.hpp"
#include "slide/search_clock.hpp"
#include "slide/search_context.hpp"

namespace gridsolve::slide {

// The witness search (WitnessSearch) of a proven answer, on the threads
// of the search that proved it. With one thread, WitnessSearch::find. With
// more, the passes of up to kSplitDepth moves run on the first thread with
// every table, as find does; the longer ones are split into work items, one
// per pass length d and root task i (the boards after kSplitDepth moves, in
// the order L, R, U, D of their lines), numbered in the order (d, i), which
// is the order in which find would meet them. The threads take items in that
// order and each runs the pass from its task with its own context (line and
// boards), reading every search table and writing its failures to a table of
// its own of `failure_table_boards` boards, read first. (They once all wrote
// the first table under a spin lock that every probe took: the witness
// search ran 1.4 to 1.6 times faster on two threads than on one; with tables
// of their own, 1.75 times, with as many nodes.) The line is that of the
// smallest item that finds one, which is find's line:
//  - every item below it has been run to the end and found none (items are
//    taken in order; an item is given up only when a smaller one has found
//    a line, so never one below the smallest);
//  - a pass is pruned only where no line is lost (WitnessSearch), whatever
//    the tables hold when it looks, so an item finds a line exactly when
//    some line of at most d moves through its task reaches A (the task's
//    ancestors, fewer than kSplitDepth moves in, are not pruned as find
//    would: pruning there loses no line either); the smallest such item is in
//    the shortest pass that has a line, at its first task in LRUD order,
//    and its depth-first search in LRUD order meets that line first.
// Nothing when a clock stopped it first.
// REQUIRES: contexts[t].line and children sized for max_length; `tasks`
// from split_root (search.cpp) when contexts.size() > 1.
std::optional<std::vector<Direction>> find_witness(const std::vector<std::unique_ptr<SearchContext>>& contexts,
                                                   const std::vector<RootTask>& tasks, int answer, const Board& start,
                                                   std::uint64_t max_length, std::uint64_t failure_table_boards,
                                                   const StopCheck& witness_check, std::uint64_t& nodes);

}  // namespace gridsolve::slide
