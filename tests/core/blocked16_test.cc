// core/blocked16.h: the 16-channel blocked layout transposes against the layout's definition,
// element for element, on every SIMD target compiled in and supported here, for 32-bit and 16-bit
// elements, spatial sizes with and without partial tiles, several images and channel blocks.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "core/blocked16.h"
#include "core/cpu.h"

namespace {

template <typename T>
void CheckBothWays(int64_t n, int64_t c, int64_t p) {
  const size_t count = static_cast<size_t>(n * c * p);
  std::vector<T> plain(count), blocked(count + 1, T(0x5a)), back(count + 1, T(0x5a));
  for (size_t i = 0; i < count; ++i) plain[i] = static_cast<T>(i * 2654435761u + 1);
  aclnn_cpu::PlainToBlocked16(plain.data(), blocked.data(), n, c, p, sizeof(T));
  for (int64_t in = 0; in < n; ++in)
    for (int64_t ic = 0; ic < c; ++ic)
      for (int64_t ip = 0; ip < p; ++ip) {
        const size_t b = static_cast<size_t>(((in * (c / 16) + ic / 16) * p + ip) * 16 + ic % 16);
        ASSERT_EQ(blocked[b], plain[static_cast<size_t>((in * c + ic) * p + ip)])
            << "n " << in << " c " << ic << " p " << ip << " of " << n << "x" << c << "x" << p;
      }
  EXPECT_EQ(blocked[count], T(0x5a)) << "wrote past the end";
  aclnn_cpu::Blocked16ToPlain(blocked.data(), back.data(), n, c, p, sizeof(T));
  for (size_t i = 0; i < count; ++i) ASSERT_EQ(back[i], plain[i]) << i;
  EXPECT_EQ(back[count], T(0x5a)) << "wrote past the end";
}

TEST(Blocked16, TransposesOnEveryTarget) {
  for (int64_t target : aclnn_cpu::TestTargets()) {
    SCOPED_TRACE(aclnn_cpu::PinTargetForTest(target));
    for (int64_t p : {1, 3, 4, 7, 8, 9, 16, 17, 56 * 56, 3199})
      for (int64_t c : {16, 48}) {
        CheckBothWays<uint32_t>(2, c, p);
        CheckBothWays<uint16_t>(2, c, p);
      }
  }
  aclnn_cpu::PinTargetForTest(0);
}

}  // namespace
