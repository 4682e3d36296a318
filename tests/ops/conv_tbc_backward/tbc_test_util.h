// Shared helpers of the ConvTbc / ConvTbcBackward tests: operand transforms and rounding chains of
// the spec (§7.5, §8.3) applied to float64 reference values, and tolerances per cubeMathType.
#pragma once

#include <cmath>
#include <string>

#include "core/tensor.h"
#include "ops/conv_tbc/ref.h"
#include "test_tensor.h"

namespace tbc_test {

using aclnn_test::RoundTo;

inline aclDataType Promote(aclDataType a, aclDataType b) {
  if (a == b) return a;
  if (a == ACL_FLOAT || b == ACL_FLOAT) return ACL_FLOAT;
  return ACL_FLOAT;  // FP16 with BF16
}

// op(v) of §7.5 step 2.
inline double Operand(double v, aclDataType p, int cmt) {
  if (cmt == 2) return aclnn_cpu::ref::RoundFp16(v);
  if (p == ACL_FLOAT && (cmt == 1 || cmt == 3)) return aclnn_cpu::ref::Hf32(static_cast<float>(v));
  return RoundTo(p, v);
}

// Dtype of the forward / gradInput kernel result (§7.3).
inline aclDataType KernelOut(aclDataType p, int cmt) { return cmt == 2 ? ACL_FLOAT16 : p; }

// Unit of relative rounding (one ulp) of a dtype.
inline double Ulp(aclDataType d) {
  return d == ACL_FLOAT16 ? std::ldexp(1.0, -10) : d == ACL_BF16 ? std::ldexp(1.0, -7) : std::ldexp(1.0, -23);
}

// |got - want| <= fp32 accumulation error (relative to the sum of |terms|) + one ulp per rounding.
inline std::string Compare(double got, double want, double mag, aclDataType kernel, aclDataType out) {
  const double tol = 1e-5 * mag + (Ulp(kernel) + Ulp(out)) * std::fabs(want) + std::ldexp(1.0, -24);
  if (std::isnan(want) && std::isnan(got)) return "";
  if (std::isinf(want) && got == want) return "";
  if (std::fabs(got - want) <= tol) return "";
  return "got " + std::to_string(got) + ", want " + std::to_string(want) + " (tol " + std::to_string(tol) + ")";
}

inline void SetFormat(aclnn_test::TestTensor& t, aclFormat f) { t.get()->format = f; }

}  // namespace tbc_test
