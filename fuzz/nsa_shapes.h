// Consistent NsaCompress shapes and sequence tables (most of the time) for both NSA targets.
#pragma once

#include "fuzz_common.h"

namespace fz {

struct NsaCase {
  int64_t T = 0, N, D, l, d, M = 0, type = 0;
  std::vector<int64_t> seq;  // cumulative ends (type 0) or lengths (type 1)
  aclDataType dt;
  double Work() const { return 2.0 * static_cast<double>(M) * l * N * D + static_cast<double>(T) * N * D; }
};

inline NsaCase MakeNsaCase(Fuzz& F, bool allow_type1) {
  NsaCase c;
  c.l = F.OneIn(10) ? (F.OneIn(2) ? F.Hostile() : F.Range(-2, 40)) : 16 * F.Range(1, 2);
  c.d = F.OneIn(10) ? (F.OneIn(2) ? F.Hostile() : F.Range(-2, 40)) : 16 * F.Range(1, 2);
  if (c.d > c.l && !F.OneIn(8)) c.d = c.l;
  c.N = F.Dim(1, 3);
  c.D = F.OneIn(10) ? F.Dim(0, 40) : 16 * F.Range(1, 2);
  c.type = allow_type1 ? (F.OneIn(10) ? F.Hostile() : F.Range(0, 1)) : (F.OneIn(12) ? F.Hostile() : 0);
  c.dt = F.Pick({ACL_FLOAT16, ACL_BF16});
  const int64_t batches = F.Range(1, 4);
  for (int64_t b = 0; b < batches; ++b) {
    const int64_t len = F.Range(0, 56);
    c.T += len;
    c.seq.push_back(c.type == 1 ? len : c.T);
    if (c.l > 0 && c.d > 0 && len >= c.l) c.M += (len - c.l) / c.d + 1;
  }
  if (F.OneIn(12)) c.T = F.Dim(0, 60);
  if (F.OneIn(12)) c.M = F.Dim(0, 8);
  return c;
}

}  // namespace fz
