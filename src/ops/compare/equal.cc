// The whole-tensor answers written to one BOOL element, reading the elements row by row (the
// innermost dim through its stride) cast to the compute dtype's domain, stopping once decided:
//   Equal (torch.equal): true when self and other have the same view shape and every element pair
//   is equal in the compute dtype (bf16 compared as FLOAT; NaN is unequal to everything); two empty
//   tensors of one shape are equal.
//   IsInScalarTensor: whether the scalar occurs among the test elements, XOR invert (a NaN scalar
//   or no test elements: invert).
#include <algorithm>
#include <array>
#include <cmath>

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

// Walks the views a (and b, of a's shape, when pb is not null) row by row, in chunks of at most
// 256 elements cast to the compute dtype's value in domain V, and calls f(va, vb, n) until it
// returns false; returns whether every call returned true.
template <class V, class F>
bool ScanRows(const StridedView& a, aclDataType da, const unsigned char* pa, const StridedView& b, aclDataType db,
              const unsigned char* pb, aclDataType compute, F f) {
  const int rank = a.rank;
  const int64_t inner = rank > 0 ? a.shape[static_cast<size_t>(rank - 1)] : 1;
  const int64_t sa = rank > 0 ? a.strides[static_cast<size_t>(rank - 1)] : 1;
  const int64_t sb = pb && rank > 0 ? b.strides[static_cast<size_t>(rank - 1)] : 1;
  constexpr int64_t kChunk = 256;
  V va[kChunk], vb[kChunk];  // the run allocates nothing
  std::array<int64_t, kViewMaxDims> idx{};
  const int64_t rows = inner > 0 ? a.numel() / inner : 0;
  for (int64_t row = 0; row < rows; ++row) {
    const int64_t oa = a.OffsetOf(idx.data()), ob = pb ? b.OffsetOf(idx.data()) : 0;
    for (int64_t j = 0; j < inner; j += kChunk) {
      const size_t n = static_cast<size_t>(std::min(kChunk, inner - j));
      LoadAs<V>(pa + (oa + j * sa) * static_cast<int64_t>(a.esize), da, sa, va, n);
      RoundTo<V>(va, n, compute);
      if (pb) {
        LoadAs<V>(pb + (ob + j * sb) * static_cast<int64_t>(b.esize), db, sb, vb, n);
        RoundTo<V>(vb, n, compute);
      }
      if (!f(va, vb, n)) return false;
    }
    for (int d = rank - 2; d >= 0; --d) {  // next row
      if (++idx[static_cast<size_t>(d)] < a.shape[static_cast<size_t>(d)]) break;
      idx[static_cast<size_t>(d)] = 0;
    }
  }
  return true;
}

template <class V>
bool RowsEqual(const EqualPlan& p, const unsigned char* pa, const unsigned char* pb) {
  return ScanRows<V>(p.a, p.da, pa, p.b, p.db, pb, p.compute, [](const V* x, const V* y, size_t n) {
    for (size_t i = 0; i < n; ++i)
      if (!(x[i] == y[i])) return false;
    return true;
  });
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

// IsInScalarTensor: whether the scalar (in the compute dtype) occurs among the test elements.
struct IsInPlan {
  StridedView t;
  aclDataType dt = ACL_FLOAT, compute = ACL_FLOAT;
  double s_f64 = 0;
  int64_t s_i64 = 0;
  bool nan = false, invert = false;
  int64_t out_offset = 0;
};

template <class V>
bool Contains(const IsInPlan& p, const unsigned char* pt, V s) {
  return !ScanRows<V>(p.t, p.dt, pt, p.t, p.dt, nullptr, p.compute, [s](const V* x, const V*, size_t n) {
    for (size_t i = 0; i < n; ++i)
      if (x[i] == s) return false;  // found: stop
    return true;
  });
}

bool IsIn(const IsInPlan& p, const void* t) {
  if (p.nan || p.t.numel() == 0) return false;
  const auto* pt = static_cast<const unsigned char*>(t);
  if (EwDomainOf(p.compute) == EwDomain::kI64) return Contains<int64_t>(p, pt, p.s_i64);
  return Contains<double>(p, pt, p.s_f64);  // FLOAT, FLOAT16, BFLOAT16, DOUBLE (exact in double)
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

aclnnStatus IsInScalarTensorPhase1(const Call& c, const Resolved& r, uint64_t* workspace_size, aclOpExecutor** executor) {
  ExecutorBuilder b(c.api);
  const int it = b.Input(c.other);
  const int io = b.Output(c.out);
  IsInPlan p;
  p.t = StridedView::Of(*c.other);
  p.dt = c.other->dtype;
  p.compute = r.compute;
  p.s_f64 = ScalarAs<double>(*c.other_scalar, r.compute);
  p.s_i64 = ScalarAs<int64_t>(*c.other_scalar, r.compute);
  p.nan = IsFloatingType(c.other_scalar->dtype) && std::isnan(ScalarAs<double>(*c.other_scalar));
  p.invert = c.invert;
  p.out_offset = c.out->offset;
  b.SetRun([p, it, io](const RunContext& ctx) {
    const uint8_t result = IsIn(p, ctx.ptr(it)) != p.invert ? 1 : 0;
    StoreAs<uint8_t>(&result, ctx.ptr<unsigned char>(io) + p.out_offset, ACL_BOOL, 1, 1);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace compare
}  // namespace ops
}  // namespace aclnn_cpu
