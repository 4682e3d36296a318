// Float64 reference for OpTemplate, from the spec's mathematics. Used by tests and tools; not part
// of the library.
#pragma once

namespace aclnn_cpu {
namespace ref {

// |x| * scale: NaN stays NaN, +-Inf gives Inf (or NaN for scale 0).
double OpTemplate(double x, double scale);

}  // namespace ref
}  // namespace aclnn_cpu
