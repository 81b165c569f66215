// "Did you mean ...?": the known word nearest to a mistyped one.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridsolve {

// The number of single-character insertions, deletions, substitutions and
// swaps of two neighbours that turn `a` into `b` (bytes, case-sensitive).
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, if one is at most `max_distance` edits
// away, and at most half of `word`'s length (the first of equally near
// ones); a word that is a candidate itself is not suggested.
std::optional<std::string> nearest_word(std::string_view word, const std::vector<std::string>& candidates,
                                        std::size_t max_distance = 2);

}  // namespace gridsolve
