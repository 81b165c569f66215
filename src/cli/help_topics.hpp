// gridsolve help's topic beside the commands: the rules (docs/rules.md),
// embedded at build time (CMakeLists.txt). An installed gridsolve has no
// docs/ folder, yet its messages cite the rules by section, so the rules
// travel inside the program: gridsolve help rules [SECTION].
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridsolve::cli {

// The topic's name: gridsolve help rules.
inline constexpr std::string_view kRulesTopic = "rules";

// The rules whole, as docs/rules.md holds them.
std::string_view rules_text();

// The numbers of the rules' sections, in order: "## 2. Cards: ..." is "2".
std::vector<std::string> rules_section_numbers();

// One section, from its heading up to the next heading of its level, ending
// with one newline; nullopt when the rules have no section of that number.
std::optional<std::string_view> rules_section(std::string_view number);

// The section numbers as the help and the messages name them: "1 to 5", or
// "1, 2 and 4" where they do not follow one another.
std::string rules_sections_named();

}  // namespace gridsolve::cli
