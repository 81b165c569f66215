#include "cli/terminal.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace gridsolve::cli {

TextStyle detect_terminal_style() {
  TextStyle style;
  const bool terminal = stdout_is_terminal();
  const char* no_colour = std::getenv("NO_COLOR");
  // TERM=dumb: a terminal that shows escape codes as text (Emacs' shell,
  // some editors' output panes), as other tools take it (ls, git, grep).
  const char* term = std::getenv("TERM");
  const bool dumb = term != nullptr && std::string_view(term) == "dumb";
  style.colour = terminal && !dumb && (no_colour == nullptr || no_colour[0] == '\0');
  winsize size{};
  if (terminal && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
    style.width = size.ws_col;
  } else if (const char* columns = std::getenv("COLUMNS")) {
    style.width = std::max(0, std::atoi(columns));
  }
  return style;
}

bool stdout_is_terminal() { return isatty(STDOUT_FILENO) != 0; }
bool stderr_is_terminal() { return isatty(STDERR_FILENO) != 0; }

}  // namespace gridsolve::cli
