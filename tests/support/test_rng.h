// Uniform draws for the value tests: integers in [lo, hi], reals in [lo, hi).
#pragma once

#include <cstdint>
#include <random>

namespace aclnn_test {

struct Rng {
  std::mt19937_64 g;
  explicit Rng(uint64_t seed) : g(seed) {}
  int64_t I(int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(g); }
  double U(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(g); }
};

}  // namespace aclnn_test
