#pragma once

namespace gridsolve {
inline constexpr const char* kVersion = "0.1.0";
}  // namespace gridsolve
