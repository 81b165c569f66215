// Shared result and error types of the gridsolve library.
//
// Parsers and size checks never throw and never abort: they return an
// Expected<T>, which holds either the value or an Error whose message is one
// line for people that already names the place of the problem ("line 2,
// column 5: ..." for text, "row 1, column 3: ..." for a board cell).
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace gridsolve {

struct Error {
  std::string message;
};

template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}      // NOLINT(google-explicit-constructor)
  Expected(Error error) : state_(std::in_place_index<1>, std::move(error)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  // REQUIRES: ok()
  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }

  // REQUIRES: !ok()
  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace gridsolve
