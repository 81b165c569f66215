// The whole command line as one function, for the executable (main.cpp) and
// for the Python module (python3 -m gridsolve).
#pragma once

namespace gridsolve::cli {

// Parses `argv` (argv[0] is the program's name), runs the command and
// returns its exit status (docs/rules.md section 4). Prints to the standard
// output and error streams of the process.
int run(int argc, char** argv);

}  // namespace gridsolve::cli
