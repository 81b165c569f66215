// The rules' sections, found in the embedded docs/rules.md by their "## N. Title"
// headings, so that the help names the sections that the text has.
#include "cli/help_topics.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <system_error>

#include "help_assets.hpp"

namespace gridsolve::cli {

namespace {

struct RulesSection {
  std::string number;
  std::string_view text;
};

// "## 12. Title" -> "12"; "" for any other line (an unnumbered heading too).
std::string section_number(std::string_view line) {
  constexpr std::string_view kHeading = "## ";
  if (!line.starts_with(kHeading)) return "";
  std::size_t end = kHeading.size();
  while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end])) != 0) ++end;
  if (end == kHeading.size() || end == line.size() || line[end] != '.') return "";
  return std::string(line.substr(kHeading.size(), end - kHeading.size()));
}

// The numbered sections, each up to the next "## " heading (numbered or
// not) or the end. Headings inside fenced code blocks are example text.
std::vector<RulesSection> find_sections(std::string_view rules) {
  std::vector<RulesSection> sections;
  std::size_t open = std::string_view::npos;  // where the current section starts
  std::string number;
  const auto close = [&](std::size_t end) {
    if (open == std::string_view::npos) return;
    std::string_view text = rules.substr(open, end - open);
    // The blank lines before the next heading belong to the layout.
    while (text.ends_with("\n\n")) text.remove_suffix(1);
    sections.push_back({number, text});
    open = std::string_view::npos;
  };
  bool fenced = false;
  for (std::size_t begin = 0; begin < rules.size();) {
    const std::size_t newline = rules.find('\n', begin);
    const std::size_t end = newline == std::string_view::npos ? rules.size() : newline + 1;
    const std::string_view line = rules.substr(begin, end - begin);
    const std::size_t indent = line.find_first_not_of(' ');
    if (indent != std::string_view::npos && line.substr(indent).starts_with("```")) {
      fenced = !fenced;
    } else if (!fenced && line.starts_with("## ")) {
      close(begin);
      number = section_number(line);
      if (!number.empty()) open = begin;
    }
    begin = end;
  }
  close(rules.size());
  return sections;
}

const std::vector<RulesSection>& sections() {
  static const std::vector<RulesSection> found = find_sections(assets::kRulesMd);
  return found;
}

}  // namespace

std::string_view rules_text() { return assets::kRulesMd; }

std::vector<std::string> rules_section_numbers() {
  std::vector<std::string> numbers;
  numbers.reserve(sections().size());
  for (const RulesSection& section : sections()) numbers.push_back(section.number);
  return numbers;
}

std::optional<std::string_view> rules_section(std::string_view number) {
  for (const RulesSection& section : sections()) {
    if (section.number == number) return section.text;
  }
  return std::nullopt;
}

std::string rules_sections_named() {
  const std::vector<std::string> numbers = rules_section_numbers();
  if (numbers.empty()) return "none";
  const auto value = [](const std::string& number) {
    std::uint64_t parsed = 0;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), parsed);
    return error == std::errc() && end == number.data() + number.size() ? std::optional(parsed) : std::nullopt;
  };
  bool consecutive = true;
  for (std::size_t i = 1; i < numbers.size(); ++i) {
    const auto before = value(numbers[i - 1]), here = value(numbers[i]);
    consecutive &= before && here && *here == *before + 1;
  }
  if (consecutive) {
    return numbers.size() == 1 ? numbers[0] : fmt::format("{} to {}", numbers.front(), numbers.back());
  }
  std::string named = numbers[0];
  for (std::size_t i = 1; i < numbers.size(); ++i) named += (i + 1 == numbers.size() ? " and " : ", ") + numbers[i];
  return named;
}

}  // namespace gridsolve::cli
