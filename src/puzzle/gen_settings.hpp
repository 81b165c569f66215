// The generator settings as typed (--size, --tiles, ...): which puzzle takes
// which, and the parsing they share.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/gen.hpp"
#include "gridsolve/puzzle.hpp"

namespace gridsolve {

// Bits of a puzzle's kGenSettings: the GenSettings fields it takes.
enum GenSetting : unsigned {
  kGenSize = 1,
  kGenTiles = 2,
  kGenDensity = 4,
  kGenFamily = 8,
  kGenPairs = 16,
  kGenShapes = 32,
};

// "2048", "2048 and blocks", "2048, cards and blocks"; or with another
// conjunction: "cards or blocks"
std::string join_names(const std::vector<std::string_view>& names, std::string_view conjunction = "and");

// The puzzles whose generator takes `setting`: "2048 and blocks" (defined
// with the registry, which knows every puzzle's traits).
std::string puzzles_taking_setting(GenSetting setting);

// "--pairs applies to cards only" for the first setting given that `taken`
// lacks, naming the puzzles that take it; nothing when all are taken.
std::optional<Error> refuse_settings_not_taken(const GenSettings& settings, unsigned taken);

// --size: "N" or "MIN..MAX" within lowest..highest; `fallback` when not given.
Expected<gen::IntRange> size_setting(const std::string& text, gen::IntRange fallback, std::int64_t lowest,
                                     std::int64_t highest);

// --density: one percentage 0..100; -1 (random per board) when not given.
Expected<int> density_setting(const std::string& text);

// --family NAME through the puzzle's own parser; `fallback` when not given.
template <class Family>
Expected<Family> family_setting(const std::string& text, Family fallback,
                                Expected<Family> (*parse)(std::string_view name)) {
  if (text.empty()) return fallback;
  Expected<Family> family = parse(text);
  if (!family) return Error{"--family: " + family.error().message};
  return family;
}

}  // namespace gridsolve
