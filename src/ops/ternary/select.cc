// SWhere: out = condition ? self : other over the three-way broadcast.
//
// The plan is the core engine's (PlanElementwise: dims collapsed and ordered, strides per
// operand), the run is a selection of elements of out's size. A branch whose dtype is the promoted
// dtype P and out's is read as raw bits (NaN payloads, signed zeros and complex parts kept);
// any other branch is cast to P and then to out's dtype (core/value_cast.h) block by block first.
// The common case (one dtype, contiguous operands of one shape) is one vectorised loop per
// thread. An output that overlaps an input with another layout is selected into a dense
// temporary (workspace) first, then copied.
#include <algorithm>
#include <cstring>
#include <memory>
#include <string>

#include "core/dtype.h"
#include "core/elementwise.h"
#include "core/ew_iterate.h"
#include "core/error.h"
#include "core/ew_checks.h"
#include "core/parallel.h"
#include "core/size_math.h"
#include "exec/executor.h"
#include "ops/ternary/ternary.h"

namespace aclnn_cpu {
namespace ops {
namespace ternary {
namespace {

// Element bits of each size, read through any storage type.
typedef uint8_t __attribute__((may_alias)) B1;
typedef uint16_t __attribute__((may_alias)) B2;
typedef uint32_t __attribute__((may_alias)) B4;
typedef uint64_t __attribute__((may_alias)) B8;
struct B16 {
  B8 lo, hi;
};

constexpr size_t kBlock = 256;

// Branch-free selection of one element's bits by a condition byte (random conditions would
// mispredict every other branch).
template <class T>
inline T Pick(uint8_t c, T a, T b) {
  const T m = static_cast<T>(0) - static_cast<T>(c != 0);
  return static_cast<T>((a & m) | (b & static_cast<T>(~m)));
}
inline B16 Pick(uint8_t c, const B16& a, const B16& b) { return {Pick<uint64_t>(c, a.lo, b.lo), Pick<uint64_t>(c, a.hi, b.hi)}; }

// o[i * so] = c[i * sc] != 0 ? a[i * sa] : b[i * sb] (strides in elements; condition bytes).
template <class T>
void SelectT(const uint8_t* c, int64_t sc, const T* a, int64_t sa, const T* b, int64_t sb, T* o, int64_t so, size_t n) {
  if (sc == 1 && sa == 1 && sb == 1 && so == 1) {
#pragma omp simd
    for (size_t i = 0; i < n; ++i) o[i] = Pick(c[i], a[i], b[i]);
    return;
  }
  for (size_t i = 0; i < n; ++i) {
    const int64_t k = static_cast<int64_t>(i);
    o[k * so] = Pick(c[k * sc], a[k * sa], b[k * sb]);
  }
}

void Select(size_t es, const uint8_t* c, int64_t sc, const char* a, int64_t sa, const char* b, int64_t sb, char* o,
            int64_t so, size_t n) {
  switch (es) {
    case 1: return SelectT(c, sc, reinterpret_cast<const B1*>(a), sa, reinterpret_cast<const B1*>(b), sb, reinterpret_cast<B1*>(o), so, n);
    case 2: return SelectT(c, sc, reinterpret_cast<const B2*>(a), sa, reinterpret_cast<const B2*>(b), sb, reinterpret_cast<B2*>(o), so, n);
    case 4: return SelectT(c, sc, reinterpret_cast<const B4*>(a), sa, reinterpret_cast<const B4*>(b), sb, reinterpret_cast<B4*>(o), so, n);
    case 8: return SelectT(c, sc, reinterpret_cast<const B8*>(a), sa, reinterpret_cast<const B8*>(b), sb, reinterpret_cast<B8*>(o), so, n);
    default: return SelectT(c, sc, reinterpret_cast<const B16*>(a), sa, reinterpret_cast<const B16*>(b), sb, reinterpret_cast<B16*>(o), so, n);
  }
}

// n elements of dtype `from` (stride s) cast to P, then to `to`, written densely to dst.
template <class V>
void CastBlock(const char* src, aclDataType from, int64_t s, aclDataType p, aclDataType to, char* dst, size_t n) {
  V buf[kBlock];
  LoadAs<V>(src, from, s, buf, n);
  if (from != p) RoundTo<V>(buf, n, p);
  StoreAs<V>(buf, dst, to, 1, n);
}
void CastBlock(const char* src, aclDataType from, int64_t s, aclDataType p, aclDataType to, char* dst, size_t n) {
  if (p == ACL_UINT64 && (IsFloatingType(to) || IsComplexType(to))) {
    // Both branches UINT64 (nothing else promotes with it): the unsigned value, not the int64
    // domain's two's-complement reading of it, goes to a floating out.
    double buf[kBlock];
    for (size_t i = 0; i < n; ++i) {
      uint64_t u;
      std::memcpy(&u, src + static_cast<int64_t>(i) * s * 8, 8);
      buf[i] = static_cast<double>(u);
    }
    return StoreAs<double>(buf, dst, to, 1, n);
  }
  switch (EwDomainOf(p)) {
    case EwDomain::kI64: return CastBlock<int64_t>(src, from, s, p, to, dst, n);
    case EwDomain::kBool: return CastBlock<uint8_t>(src, from, s, p, to, dst, n);
    case EwDomain::kC128: return CastBlock<c128>(src, from, s, p, to, dst, n);
    default: return CastBlock<double>(src, from, s, p, to, dst, n);  // FLOAT, FLOAT16, BF16, DOUBLE
  }
}

struct SelectPlan {
  ElementwisePlan p;  // in[0] condition, in[1] self, in[2] other
  aclDataType promoted = ACL_FLOAT;
  bool raw[2] = {false, false};  // branch k read as out's bits
};

// bases: out, condition, self, other.
void RunSelect(const SelectPlan& sp, char* const* bases) {
  const ElementwisePlan& p = sp.p;
  const size_t es = ElementSize(p.out.dtype);
  ForEachRange(p, [&](int64_t e0, int64_t e1) {
    alignas(64) char cast[2][kBlock * 16];
    ForEachRun(p, e0, e1, [&](const int64_t* off, int64_t run) {
      const int r = p.rank - 1;
      const uint8_t* c = reinterpret_cast<const uint8_t*>(bases[1]) + off[1];
      const int64_t sc = p.in[0].strides[r];
      char* o = bases[0] + off[0] * static_cast<int64_t>(es);
      const int64_t so = p.out.strides[r];
      if (sp.raw[0] && sp.raw[1]) {  // straight from the operands: one call per run
        Select(es, c, sc, bases[2] + off[2] * static_cast<int64_t>(es), p.in[1].strides[r],
               bases[3] + off[3] * static_cast<int64_t>(es), p.in[2].strides[r], o, so, static_cast<size_t>(run));
        return;
      }
      for (int64_t j = 0; j < run;) {
        const size_t n = static_cast<size_t>(std::min<int64_t>(run - j, static_cast<int64_t>(kBlock)));
        const char* src[2];
        int64_t ss[2];
        for (int k = 0; k < 2; ++k) {
          const EwOperand& op = p.in[1 + k];
          const int64_t s = op.strides[r];
          const char* at = bases[2 + k] + (off[2 + k] + j * s) * static_cast<int64_t>(ElementSize(op.dtype));
          if (sp.raw[k]) {
            src[k] = at;
            ss[k] = s;
          } else {
            CastBlock(at, op.dtype, s, sp.promoted, p.out.dtype, cast[k], n);
            src[k] = cast[k];
            ss[k] = 1;
          }
        }
        Select(es, c + j * sc, sc, src[0], ss[0], src[1], ss[1], o + j * so * static_cast<int64_t>(es), so, n);
        j += static_cast<int64_t>(n);
      }
    });
  });
}

struct ByteRange {
  uintptr_t lo, hi;
};
ByteRange RangeOf(const ElementwisePlan& p, const EwOperand& o, const void* base) {
  const int64_t es = static_cast<int64_t>(ElementSize(o.dtype));
  int64_t lo = o.offset, hi = o.offset;
  for (int k = 0; k < p.rank; ++k) {
    const int64_t span = o.strides[k] * (p.shape[k] - 1);
    if (span > 0) hi += span;
    else lo += span;
  }
  const auto b = reinterpret_cast<uintptr_t>(base);
  return {b + static_cast<uintptr_t>(lo * es), b + static_cast<uintptr_t>((hi + 1) * es)};
}
bool SameLayout(const ElementwisePlan& p, const EwOperand& a, const void* pa, const EwOperand& b, const void* pb) {
  if (a.dtype != b.dtype || pa != pb || a.offset != b.offset) return false;
  for (int k = 0; k < p.rank; ++k)
    if (a.strides[k] != b.strides[k]) return false;
  return true;
}
// Whether out shares bytes with an input laid out otherwise (bases: out, then the inputs).
bool Overlaps(const ElementwisePlan& p, char* const* bases) {
  if (bases[0] == nullptr) return false;
  const ByteRange ro = RangeOf(p, p.out, bases[0]);
  for (int o = 0; o < p.n_in; ++o) {
    if (bases[1 + o] == nullptr) continue;
    const ByteRange ri = RangeOf(p, p.in[o], bases[1 + o]);
    if (ri.lo < ro.hi && ro.lo < ri.hi && !SameLayout(p, p.out, bases[0], p.in[o], bases[1 + o])) return true;
  }
  return false;
}

void Run(const SelectPlan& sp, const RunContext& ctx) {
  const ElementwisePlan& p = sp.p;
  if (p.numel == 0) return;
  char* bases[1 + kEwMaxInputs];
  bases[0] = ctx.ptr<char>(p.out.index);
  for (int o = 0; o < p.n_in; ++o) bases[1 + o] = ctx.ptr<char>(p.in[o].index);
  if (!Overlaps(p, bases)) {
    RunSelect(sp, bases);
    return;
  }
  // Select into a dense temporary, then copy it to out (a selection that always takes "self").
  const size_t es = ElementSize(p.out.dtype);
  std::unique_ptr<char[]> own;
  char* temp = reinterpret_cast<char*>(p.temp.Get(ctx));
  if (temp == nullptr) {
    own.reset(new char[static_cast<size_t>(p.numel) * es]);
    temp = own.get();
  }
  SelectPlan first = sp;
  first.p.out.offset = 0;
  first.p.out_self_overlap = false;
  int64_t acc = 1;
  for (int k = p.rank - 1; k >= 0; --k) {
    first.p.out.strides[k] = acc;
    acc *= p.shape[k];
  }
  char* b1[1 + kEwMaxInputs];
  std::copy(bases, bases + 1 + p.n_in, b1);
  b1[0] = temp;
  RunSelect(first, b1);

  static const uint8_t kTrue = 1;
  SelectPlan second = sp;
  second.raw[0] = second.raw[1] = true;
  second.p.in[0].offset = 0;
  second.p.in[0].strides.fill(0);
  second.p.in[1] = first.p.out;
  second.p.in[2] = first.p.out;
  char* b2[4] = {bases[0], const_cast<char*>(reinterpret_cast<const char*>(&kTrue)), temp, temp};
  RunSelect(second, b2);
}

}  // namespace

aclnnStatus SelectPhase1(const Call& c, uint64_t* workspace_size, aclOpExecutor** executor) {
  // Bound in the API's argument order: condition, self, other; out.
  ExecutorBuilder b(c.api);
  const int ic = b.Input(c.c);
  const int is = b.Input(c.self);
  const int ib = b.Input(c.a);
  const int io = b.Output(c.out);
  if (IsEmpty(*c.c) || IsEmpty(*c.self) || IsEmpty(*c.a) || IsEmpty(*c.out)) return b.Finish(workspace_size, executor);
  // Library row (elementwise math spec doubt 5): self and other without a promotion (an unsigned
  // dtype of 16 bits or more with another dtype), where the device's cast fails.
  SelectPlan sp;
  sp.promoted = PromoteTypes(c.self->dtype, c.a->dtype);
  if (sp.promoted == ACL_DT_UNDEFINED) {
    Validator v(c.api);
    v.Fail(ACLNN_ERR_PARAM_INVALID, "Self dtype " + DtName(c.self->dtype) + " and other dtype " + DtName(c.a->dtype) +
                                        " can not promote dtype.");
    return v.status();
  }
  sp.p = PlanElementwise(*c.out, io, {{c.c, ic}, {c.self, is}, {c.a, ib}}, sp.promoted);
  sp.raw[0] = c.self->dtype == sp.promoted && c.out->dtype == sp.promoted;
  sp.raw[1] = c.a->dtype == sp.promoted && c.out->dtype == sp.promoted;
  WorkspaceBooking ws;
  BookElementwise(&sp.p, *c.out, {c.c, c.self, c.a}, &ws);
  b.SetWorkspace(ws);
  b.SetRun([sp](const RunContext& ctx) {
    Run(sp, ctx);
    return ACLNN_SUCCESS;
  });
  return b.Finish(workspace_size, executor);
}

}  // namespace ternary
}  // namespace ops
}  // namespace aclnn_cpu
