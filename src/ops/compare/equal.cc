// Equal (torch.equal): true when self and other have the same view shape and every element pair
// is equal in the compute dtype (bf16 compared as FLOAT; NaN is unequal to everything); two empty
// tensors of one shape are equal. The single BOOL goes to out's one element. The elements are read
// row by row (the innermost dim through its stride) cast to the compute dtype's domain; the scan
// stops at the first difference.
#include <algorithm>
#include <array>
#include <vector>

#include "core/dtype.h"
#include "core/strided_view.h"
#include "exec/executor.h"
#include "ops/compare/compare.h"

namespace aclnn_cpu {
namespace ops {
namespace compare {
namespace {

struct EqualPlan {
  bool same_shape = false;
  StridedView a, b;
  aclDataType da = ACL_FLOAT, db = ACL_FLOAT, compute = ACL_FLOAT;
  int64_t out_offset = 0;
};

// Whether the rows of a and b agree in the compute domain V.
template <class V>
bool RowsEqual(const EqualPlan& p, const unsigned char* pa, const unsigned char* pb) {
  const int rank = p.a.rank;
  const int64_t inner = rank > 0 ? p.a.shape[static_cast<size_t>(rank - 1)] : 1;
  const int64_t sa = rank > 0 ? p.a.strides[static_cast<size_t>(rank - 1)] : 1;
  const int64_t sb = rank > 0 ? p.b.strides[static_cast<size_t>(rank - 1)] : 1;
  constexpr int64_t kChunk = 256;
  std::vector<V> va(static_cast<size_t>(std::min(inner, kChunk))), vb(va.size());
  std::array<int64_t, kViewMaxDims> idx{};
  const int64_t rows = inner > 0 ? p.a.numel() / inner : 0;
  for (int64_t row = 0; row < rows; ++row) {
    const int64_t oa = p.a.OffsetOf(idx.data()), ob = p.b.OffsetOf(idx.data());
    for (int64_t j = 0; j < inner; j += kChunk) {
      const size_t n = static_cast<size_t>(std::min(kChunk, inner - j));
      LoadAs<V>(pa + (oa + j * sa) * static_cast<int64_t>(p.a.esize), p.da, sa, va.data(), n);
      LoadAs<V>(pb + (ob + j * sb) * static_cast<int64_t>(p.b.esize), p.db, sb, vb.data(), n);
      RoundTo<V>(va.data(), n, p.compute);
      RoundTo<V>(vb.data(), n, p.compute);
      for (size_t i = 0; i < n; ++i)
        if (!(va[i] == vb[i])) return false;
    }
    for (int d = rank - 2; d >= 0; --d) {  // next row
      if (++idx[static_cast<size_t>(d)] < p.a.shape[static_cast<size_t>(d)]) break;
      idx[static_cast<size_t>(d)] = 0;
    }
  }
  return true;
}

bool Equal(const EqualPlan& p, const void* a, const void* b) {
  if (!p.same_shape) return false;
  const auto* pa = static_cast<const unsigned char*>(a);
  const auto* pb = static_cast<const unsigned char*>(b);
  switch (EwDomainOf(p.compute)) {
    case EwDomain::kF64: return RowsEqual<double>(p, pa, pb);
    case EwDomain::kI64: return RowsEqual<int64_t>(p, pa, pb);
    case EwDomain::kBool: return RowsEqual<uint8_t>(p, pa, pb);
    case EwDomain::kC128: return RowsEqual<c128>(p, pa, pb);
    default: return RowsEqual<double>(p, pa, pb);  // FLOAT, FLOAT16 (exact in double)
  }
}

}  // namespace

aclnnStatus EqualPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor) {
  ExecutorBuilder b(c.api);
  const int ia = b.Input(c.self);
  const int ib = b.Input(c.other);
  const int io = b.Output(c.out);
  EqualPlan p;
  p.same_shape = c.self->view == c.other->view;
  if (p.same_shape) {
    p.a = StridedView::Of(*c.self);
    p.b = StridedView::Of(*c.other);
  }
  p.da = c.self->dtype;
  p.db = c.other->dtype;
  p.compute = r.compute;
  p.out_offset = c.out->offset;
  b.SetRun([p, ia, ib, io](const RunContext& ctx) {
    const uint8_t result = Equal(p, ctx.ptr(ia), ctx.ptr(ib)) ? 1 : 0;
    StoreAs<uint8_t>(&result, ctx.ptr<unsigned char>(io) + p.out_offset, ACL_BOOL, 1, 1);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
