// gridsolve: the command-line tool (src/cli/app.cpp holds its commands).
#include "cli/app.hpp"

int main(int argc, char** argv) { return gridsolve::cli::run(argc, argv); }
