// Float64 reference for ReflectionPad2d, written from the spec's mathematics (§3.1, §3.2). Used by
// tests and tools; not part of the library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace aclnn_cpu {
namespace ref {

// refl(u, n) of spec §3.1.
int64_t Refl(int64_t u, int64_t n);

// self: planes x H x W elements of k scalars each (k = 2 for complex), row-major. padding =
// [left, right, top, bottom]. Returns planes x (H+top+bottom) x (W+left+right) x k.
std::vector<double> ReflectionPad2d(const std::vector<double>& self, int64_t planes, int64_t h, int64_t w,
                                    int64_t k, const int64_t padding[4]);

}  // namespace ref
}  // namespace aclnn_cpu
