#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "core/table16.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"

#include <cstdint>
#include <cstring>

#include "core/dtype.h"
#include "core/table16.h"

HWY_BEFORE_NAMESPACE();
namespace aclnn_cpu {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Bit pattern of each lane as dt, as int32 indices. bf16: the high half of the fp32 bits (the
// widening is a shift). fp16: narrowed again, exactly, by the hardware where it converts.
template <class DF>
HWY_INLINE hn::Vec<hn::RebindToSigned<DF>> Index16(DF df, hn::Vec<DF> x, bool bf16) {
  const hn::RebindToSigned<DF> di;
  const hn::RebindToUnsigned<DF> du;
  if (bf16) return hn::BitCast(di, hn::ShiftRight<16>(hn::BitCast(du, x)));
#if (HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2) || HWY_ARCH_ARM
  const hn::Rebind<hwy::float16_t, DF> dh;
  const hn::Rebind<uint16_t, DF> d16;
  return hn::BitCast(di, hn::PromoteTo(du, hn::BitCast(d16, hn::DemoteTo(dh, x))));
#else
  (void)df;
  HWY_ALIGN int32_t idx[hn::MaxLanes(di)];
  HWY_ALIGN float v[hn::MaxLanes(df)];
  hn::Store(x, df, v);
  for (size_t i = 0; i < hn::Lanes(df); ++i) idx[i] = F32ToF16(v[i]);
  return hn::Load(di, idx);
#endif
}

void LookupImpl(const float* table, bool bf16, const float* x, const float* dy, float* out, size_t n) {
  const hn::ScalableTag<float> df;
  const size_t N = hn::Lanes(df);
  size_t i = 0;
  for (; i + N <= n; i += N) {
    const auto g = hn::GatherIndex(df, table, Index16(df, hn::LoadU(df, x + i), bf16));
    hn::StoreU(dy ? hn::Mul(hn::LoadU(df, dy + i), g) : g, df, out + i);
  }
  for (; i < n; ++i) {
    uint32_t u;
    std::memcpy(&u, x + i, sizeof(u));
    const uint16_t bits = bf16 ? static_cast<uint16_t>(u >> 16) : F32ToF16(x[i]);
    out[i] = dy ? dy[i] * table[bits] : table[bits];
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace aclnn_cpu
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <vector>

#include "core/convert.h"

namespace aclnn_cpu {
HWY_EXPORT(LookupImpl);

const float* Table16(aclDataType dt, Table16Fill fill) {
  static std::mutex mu;
  static auto* tables = new std::map<std::tuple<int, Table16Fill, std::string>, std::unique_ptr<float[]>>;
  const auto key = std::make_tuple(static_cast<int>(dt), fill, std::string(SimdTargetName()));
  std::lock_guard<std::mutex> lk(mu);
  std::unique_ptr<float[]>& t = (*tables)[key];
  if (!t) {
    std::vector<uint16_t> bits(65536);
    for (size_t i = 0; i < bits.size(); ++i) bits[i] = static_cast<uint16_t>(i);
    std::vector<float> x(65536);
    LoadF32(bits.data(), dt, 1, x.data(), x.size());
    t.reset(new float[65536]);
    fill(x.data(), t.get(), x.size());
  }
  return t.get();
}

void LookupTable16(const float* table, aclDataType dt, const float* x, const float* dy, float* out, size_t n) {
  HWY_DYNAMIC_DISPATCH(LookupImpl)(table, dt == ACL_BF16, x, dy, out, n);
}

}  // namespace aclnn_cpu
#endif  // HWY_ONCE
