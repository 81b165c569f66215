#include <fmt/format.h>

#include <charconv>
#include <limits>
#include <optional>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {

std::uint64_t Rng::next() {
  state_ += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = state_;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t Rng::below(std::uint64_t bound) {
  // Reject the top partial copy of [0, bound) so every value is equally likely.
  const std::uint64_t limit =
      std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % bound;
  for (;;) {
    const std::uint64_t value = next();
    if (value < limit) return value % bound;
  }
}

std::int64_t Rng::between(std::int64_t low, std::int64_t high) {
  const std::uint64_t span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
  if (span == std::numeric_limits<std::uint64_t>::max()) return static_cast<std::int64_t>(next());
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(low) + below(span + 1));
}

bool Rng::chance(int percent) { return static_cast<int>(below(100)) < percent; }

Rng rng_for_test(std::uint64_t seed, std::uint64_t test_index) {
  // Two rounds of mixing so that neighbouring seeds and indices give
  // unrelated streams.
  Rng mixer(seed);
  const std::uint64_t seed_key = mixer.next();
  Rng index_mixer(seed_key ^ (test_index * 0xD1B54A32D192ED03ULL));
  return Rng(index_mixer.next());
}

namespace {

std::optional<std::int64_t> parse_whole(std::string_view text) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

}  // namespace

Expected<IntRange> parse_range(std::string_view text, std::int64_t lowest, std::int64_t highest) {
  const std::size_t dots = text.find("..");
  const std::optional<std::int64_t> min = parse_whole(text.substr(0, dots));
  const std::optional<std::int64_t> max = dots == std::string_view::npos ? min : parse_whole(text.substr(dots + 2));
  if (!min || !max) {
    return Error{fmt::format("expected a whole number N or a range MIN..MAX, got '{}'", text)};
  }
  if (*min > *max) return Error{fmt::format("the range '{}' is empty: {} is more than {}", text, *min, *max)};
  if (*min < lowest || *max > highest) {
    return Error{fmt::format("'{}' is outside the allowed {}..{}", text, lowest, highest)};
  }
  return IntRange{*min, *max};
}

}  // namespace gridsolve::gen
