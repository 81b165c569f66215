#include "puzzle/gen_settings.hpp"

#include <fmt/format.h>

#include <array>

namespace gridsolve {

std::string join_names(const std::vector<std::string_view>& names, std::string_view conjunction) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? fmt::format(" {} ", conjunction) : ", ";
    out += names[i];
  }
  return out;
}

std::optional<Error> refuse_settings_not_taken(const GenSettings& settings, unsigned taken) {
  struct Field {
    GenSetting bit;
    const char* option;
    const std::string GenSettings::* value;
  };
  static constexpr std::array<Field, 6> kFields = {{{kGenSize, "--size", &GenSettings::size},
                                                    {kGenTiles, "--tiles", &GenSettings::tiles},
                                                    {kGenDensity, "--density", &GenSettings::density},
                                                    {kGenFamily, "--family", &GenSettings::family},
                                                    {kGenPairs, "--pairs", &GenSettings::pairs},
                                                    {kGenShapes, "--shapes", &GenSettings::shapes}}};
  for (const Field& field : kFields) {
    if ((settings.*field.value).empty() || (taken & field.bit) != 0) continue;
    return Error{fmt::format("{} applies to {} only", field.option, puzzles_taking_setting(field.bit))};
  }
  return std::nullopt;
}

Expected<gen::IntRange> size_setting(const std::string& text, gen::IntRange fallback, std::int64_t lowest,
                                     std::int64_t highest) {
  if (text.empty()) return fallback;
  Expected<gen::IntRange> size = gen::parse_range(text, lowest, highest);
  if (!size) return Error{"--size: " + size.error().message};
  return size;
}

Expected<int> density_setting(const std::string& text) {
  if (text.empty()) return -1;
  Expected<gen::IntRange> density = gen::parse_range(text, 0, 100);
  if (!density || density.value().min != density.value().max) {
    return Error{fmt::format("--density: expected a percentage from 0 to 100, got '{}'", text)};
  }
  return static_cast<int>(density.value().min);
}

}  // namespace gridsolve
