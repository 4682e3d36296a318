// Consistent ConvTbc shapes (most of the time) for the forward and backward targets.
#pragma once

#include "fuzz_common.h"

namespace fz {

struct TbcCase {
  int64_t T, B, Cin, K, Cout, pad, To;
  int8_t cmt;
  aclDataType dx, dw, db, dout;
  double Work() const {  // multiply-adds of the forward
    return static_cast<double>(To) * B * Cout * K * Cin + static_cast<double>(T) * B * Cin;
  }
};

inline TbcCase MakeTbcCase(Fuzz& F) {
  TbcCase c;
  c.T = F.Dim(0, 12);
  c.B = F.Dim(0, 4);
  c.Cin = F.Dim(0, 6);
  c.K = F.Dim(0, 5);
  c.Cout = F.Dim(0, 6);
  c.pad = F.OneIn(10) ? F.Hostile() : F.Range(0, 3);
  __int128 to = static_cast<__int128>(c.T) + 2 * static_cast<__int128>(c.pad) + 1 - c.K;
  c.To = to > INT64_MAX ? INT64_MAX : to < INT64_MIN ? INT64_MIN : static_cast<int64_t>(to);
  c.cmt = F.OneIn(10) ? static_cast<int8_t>(F.Range(-128, 127)) : static_cast<int8_t>(F.Range(0, 3));
  c.dx = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  c.dw = F.OneIn(4) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) : c.dx;
  c.db = F.OneIn(4) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) : c.dx;
  c.dout = F.Dtype(c.dx == c.dw ? c.dx : ACL_FLOAT);
  return c;
}

}  // namespace fz
