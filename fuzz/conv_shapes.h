// Consistent convolution problems (most of the time) for the Convolution, ConvDepthwise2d and
// ConvolutionBackward targets.
#pragma once

#include <cmath>
#include <vector>

#include "fuzz_common.h"

namespace fz {

struct ConvCase {
  int nd = 2;
  bool transposed = false;
  int64_t N = 1, Cin = 1, Cout = 1, G = 1;
  std::vector<int64_t> in, k, out, stride, dil, pad, op;  // pad: d entries, or 2d when asym
  bool asym = false;
  int8_t cmt = 0;
  aclDataType dx, dw, db, dout;
  aclFormat fmt = ACL_FORMAT_NCHW;
  Shape XShape() const {
    Shape s{N, Cin};
    s.insert(s.end(), in.begin(), in.end());
    return s;
  }
  Shape WShape() const {
    Shape s = transposed ? Shape{Cin, G > 0 ? Cout / G : Cout} : Shape{Cout, G > 0 ? Cin / G : Cin};
    s.insert(s.end(), k.begin(), k.end());
    return s;
  }
  Shape YShape() const {
    Shape s{N, Cout};
    s.insert(s.end(), out.begin(), out.end());
    return s;
  }
  double Work() const {
    double w = static_cast<double>(N) * static_cast<double>(Cin) * static_cast<double>(Cout) + 1;
    for (int i = 0; i < nd; ++i)
      w *= static_cast<double>(k[i]) * (static_cast<double>(in[i]) + static_cast<double>(out[i]) + 1);
    return w;
  }
};

inline ConvCase MakeConvCase(Fuzz& F, bool allow_transposed, bool allow_asym) {
  ConvCase c;
  c.nd = static_cast<int>(F.Range(1, 3));
  c.transposed = allow_transposed && F.OneIn(3);
  c.asym = allow_asym && c.nd <= 2 && F.OneIn(4);
  c.G = F.OneIn(3) ? F.Range(1, 3) : 1;
  if (F.OneIn(24)) c.G = F.Hostile();
  const int64_t g = c.G > 0 && c.G < 8 ? c.G : 1;
  c.N = F.Dim(0, 3);
  auto times_g = [&](int64_t v) {  // saturating: hostile dims stay hostile
    const __int128 r = static_cast<__int128>(v) * g;
    return r > INT64_MAX ? INT64_MAX : r < INT64_MIN ? INT64_MIN : static_cast<int64_t>(r);
  };
  c.Cin = times_g(F.Dim(0, 3));
  c.Cout = times_g(F.Dim(0, 3));
  for (int i = 0; i < c.nd; ++i) {
    c.k.push_back(F.Dim(1, 3));
    c.stride.push_back(F.OneIn(24) ? F.Hostile() : F.Range(1, 3));
    c.dil.push_back(F.OneIn(24) ? F.Hostile() : F.Range(1, 2));
    const int64_t pb = F.OneIn(24) ? F.Hostile() : F.Range(0, 2);
    const int64_t pa = c.asym ? F.Range(0, 2) : pb;
    c.pad.push_back(pb);
    if (c.asym) c.pad.push_back(pa);
    c.op.push_back(c.transposed ? F.Range(0, 1) : 0);
    c.in.push_back(F.Dim(0, 7));
    // Output size of the forward / transposed convolution (garbage in, garbage out: in double
    // where the operands are hostile, exact in 128 bits otherwise).
    const double span = static_cast<double>(c.dil[i]) * (static_cast<double>(c.k[i]) - 1);
    double o;
    if (!c.transposed) {
      const double num = static_cast<double>(c.in[i]) + static_cast<double>(pb) + static_cast<double>(pa) - span - 1;
      o = c.stride[i] != 0 ? std::trunc(num / static_cast<double>(c.stride[i])) + 1 : 0;
    } else {
      o = (static_cast<double>(c.in[i]) - 1) * static_cast<double>(c.stride[i]) - static_cast<double>(pb) -
          static_cast<double>(pa) + span + static_cast<double>(c.op[i]) + 1;
    }
    bool small = true;
    for (int64_t v : {c.in[i], c.k[i], c.stride[i], c.dil[i], pb, pa}) small = small && v > -(int64_t{1} << 40) && v < (int64_t{1} << 40);
    if (small) {  // exact: the usual cases
      const __int128 sp = static_cast<__int128>(c.dil[i]) * (static_cast<__int128>(c.k[i]) - 1);
      if (!c.transposed) {
        const __int128 num = static_cast<__int128>(c.in[i]) + pb + pa - sp - 1;
        o = c.stride[i] != 0 ? static_cast<double>(num / c.stride[i] + 1) : 0;
      } else {
        o = static_cast<double>((static_cast<__int128>(c.in[i]) - 1) * c.stride[i] - pb - pa + sp + c.op[i] + 1);
      }
    }
    if (F.OneIn(16)) o += F.Range(-1, 1);
    c.out.push_back(o >= 9.2e18 ? INT64_MAX : o <= -9.2e18 ? INT64_MIN : static_cast<int64_t>(o));
  }
  c.cmt = F.OneIn(10) ? static_cast<int8_t>(F.Range(-128, 127)) : static_cast<int8_t>(F.Range(0, 4));
  c.dx = F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16});
  c.dw = F.OneIn(4) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) : c.dx;
  c.db = F.OneIn(4) ? F.Pick({ACL_FLOAT, ACL_FLOAT16, ACL_BF16}) : c.dx;
  c.dout = F.Dtype(c.dx);
  c.fmt = c.nd == 1 ? ACL_FORMAT_NCL : c.nd == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW;
  return c;
}

}  // namespace fz
