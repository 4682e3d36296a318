#include "ops/pad/validate.h"

#include <algorithm>
#include <sstream>
#include <string>

#include "core/dtype.h"
#include "core/error.h"
#include "core/tensor.h"
#include "ops/reflection_pad2d/pad_common.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

std::string IntsString(const aclIntArray& a) {
  std::string s = "[";
  for (size_t i = 0; i < a.v.size(); ++i) s += (i ? ", " : "") + std::to_string(a.v[i]);
  return s + "]";
}

using reflection_pad::FormatName;
using reflection_pad::IsPrivateFormat;

namespace {

std::string Str(int64_t v) { return std::to_string(v); }
const char* kPadNames[] = {"left", "right", "top", "bottom", "front", "back"};

// The padded shape self + pads on the last k axes (int128: the sums may leave int64).
bool PaddedDimsMatch(const aclTensor& self, const aclIntArray& padding, int k, const aclTensor& padded) {
  const size_t r = self.view.size();
  for (int j = 0; j < k; ++j) {
    const size_t d = r - 1 - static_cast<size_t>(j);
    const __int128 want = static_cast<__int128>(self.view[d]) + padding.v[2 * static_cast<size_t>(j)] +
                          padding.v[2 * static_cast<size_t>(j) + 1];
    if (padded.view[d] != want) return false;
  }
  return true;
}

std::string PaddedDimsText(const aclTensor& self, const aclIntArray& padding, int k) {
  std::ostringstream os;
  const size_t r = self.view.size();
  os << "[";
  for (size_t d = 0; d < r; ++d) {
    os << (d ? ", " : "");
    if (d + static_cast<size_t>(k) >= r) {
      const size_t j = r - 1 - d;
      os << static_cast<int64_t>(static_cast<__int128>(self.view[d]) + padding.v[2 * j] + padding.v[2 * j + 1]);
    } else {
      os << self.view[d];
    }
  }
  return os.str() + "]";
}

bool PadsBelowDims(const aclTensor& self, const aclIntArray& padding, int k) {
  const size_t r = self.view.size();
  for (int j = 0; j < k; ++j) {
    const int64_t n = self.view[r - 1 - static_cast<size_t>(j)];
    if (padding.v[2 * static_cast<size_t>(j)] >= n || padding.v[2 * static_cast<size_t>(j) + 1] >= n) return false;
  }
  return true;
}

std::string PadLimitText(const aclTensor& self, const aclIntArray& padding, int k) {
  std::ostringstream os;
  os << "padding " << IntsString(padding) << " must be less than the corresponding dims of self "
     << ShapeString(self.view) << " (";
  const size_t r = self.view.size();
  for (int j = 0; j < k; ++j)
    os << (j ? ", " : "") << kPadNames[2 * j] << " and " << kPadNames[2 * j + 1] << " < "
       << self.view[r - 1 - static_cast<size_t>(j)];
  return os.str() + ")";
}

// Library checks shared by both directions: no negative dims, axis tables of a bounded length.
void LibraryShapeChecks(Validator& v, int k, std::initializer_list<std::pair<const char*, const aclTensor*>> ts) {
  // Plain variables, not structured bindings: lambdas may not capture those before C++20.
  for (const auto& nt : ts) {
    const char* name = nt.first;
    const aclTensor* t = nt.second;
    for (int64_t d : t->view)
      v.Check(d >= 0, [&] { return std::string(name) + " has a negative dim: shape " + ShapeString(t->view); });
  }
  for (const auto& nt : ts) {
    const char* name = nt.first;
    const aclTensor* t = nt.second;
    const size_t r = t->view.size();
    for (int j = 0; j < k && static_cast<size_t>(j) < r; ++j)
      v.Check(t->view[r - 1 - static_cast<size_t>(j)] <= kMaxAxisLength, [&] {
        return std::string(name) + " " + ShapeString(t->view) + ": padded axes longer than " +
               Str(kMaxAxisLength) + " are not supported";
      });
  }
}

// 4.4: whether the empty tensors of this call are accepted (status 0, nothing to do).
bool EmptyAccepted(const OpRow& row, const aclTensor& self) {
  const size_t r = self.view.size();
  const bool batched = r == static_cast<size_t>(row.k) + 2;
  // Batched: dims 1 .. k+1 of self must be non-zero; unbatched: rejected, except for the rows
  // that only reject a zero padded dim.
  if (batched) {
    for (size_t d = 1; d < r; ++d)
      if (self.view[d] == 0) return false;
    return true;
  }
  if (!row.unbatched_empty_ok) return false;
  for (size_t d = 1; d < r; ++d)
    if (self.view[d] == 0) return false;
  return true;
}

}  // namespace

aclnnStatus ValidateForward(const OpRow& row, const aclTensor* self, const aclIntArray* padding, const aclTensor* out,
                            bool* nothing_to_do) {
  Validator v(row.api);
  *nothing_to_do = false;
  const int k = row.k;
  // F3
  v.NotNull("self", self).NotNull("padding", padding).NotNull("out", out);
  if (!v.ok()) return v.status();
  auto formats_equal = [&] {
    v.Check(self->format == out->format, [&] {
      return std::string("self and out must have the same format, got ") + FormatName(self->format) + " and " +
             FormatName(out->format);
    });
  };
  if (row.format_first) formats_equal();  // F4
  // F5-F7
  v.DtypeIn("self", self, row.dtypes).DtypeIn("out", out, row.dtypes).SameDtype("out", out, "self", self);
  if (!row.format_first) formats_equal();  // F8
  // Library policy: private storage formats are refused.
  for (auto [name, t] : {std::pair<const char*, const aclTensor*>{"self", self}, {"out", out}})
    v.Check(!IsPrivateFormat(t->format), [&] {
      return std::string(name) + " has the private format " + FormatName(t->format) + ", which this operator does not accept";
    });
  // F9-F12
  v.Rank("self", self, k + 1, k + 2)
      .Check(out->view.size() == self->view.size(), [&] {
        return "out has rank " + Str(static_cast<int64_t>(out->view.size())) + " (shape " + ShapeString(out->view) +
               "), expected the rank of self, " + Str(static_cast<int64_t>(self->view.size()));
      })
      .Check(padding->v.size() == static_cast<size_t>(2 * k), [&] {
        return "padding must have " + Str(2 * k) + " values, got " + Str(static_cast<int64_t>(padding->v.size())) +
               " values " + IntsString(*padding);
      });
  if (!v.ok()) return v.status();
  // F13-F14'
  if (row.mode == Mode::kReflect) {
    v.Check(PadsBelowDims(*self, *padding, k), [&] { return PadLimitText(*self, *padding, k); })
        .Check(PaddedDimsMatch(*self, *padding, k, *out), [&] {
          return "out has shape " + ShapeString(out->view) + ", but its padded dims must be those of " +
                 PaddedDimsText(*self, *padding, k) + " (self " + ShapeString(self->view) + ", padding " +
                 IntsString(*padding) + ")";
        });
  }
  if (row.full_shape_check)
    v.Check(PaddedDimsMatch(*self, *padding, k, *out) &&
                std::equal(out->view.begin(), out->view.end() - k, self->view.begin()),
            [&] {
              return "out has shape " + ShapeString(out->view) + ", expected " + PaddedDimsText(*self, *padding, k) +
                     " (self " + ShapeString(self->view) + " padded by " + IntsString(*padding) + ")";
            });
  if (!v.ok()) return v.status();
  LibraryShapeChecks(v, k, {{"self", self}, {"out", out}});
  if (!v.ok()) return v.status();
  // F15
  if (IsEmpty(*self) || IsEmpty(*out)) {
    const bool batched = self->view.size() == static_cast<size_t>(k) + 2;
    bool ok = batched;
    for (size_t d = 1; ok && d < self->view.size(); ++d) ok = self->view[d] != 0;
    // The leading dims are compared after this short cut (F16): an accepted empty call writes
    // nothing, whatever out's leading dims.
    v.Check(ok, [&] {
       return std::string(row.empty_message) + " (self " + ShapeString(self->view) + ", out " +
              ShapeString(out->view) + ")";
     })
        .ViewInStorage("self", self)
        .ViewInStorage("out", out);
    *nothing_to_do = v.ok();
    return v.status();
  }
  // F16
  v.Check(std::equal(out->view.begin(), out->view.end() - k, self->view.begin()), [&] {
     return "out has shape " + ShapeString(out->view) + ", its leading dims must equal those of self " +
            ShapeString(self->view);
   })
      .ViewInStorage("self", self)
      .ViewInStorage("out", out);
  return v.status();
}

aclnnStatus ValidateBackward(const OpRow& row, const aclTensor* go, const aclTensor* self, const aclIntArray* padding,
                             const aclTensor* gi, bool* nothing_to_do) {
  Validator v(row.api);
  *nothing_to_do = false;
  const int k = row.k;
  // B3
  v.NotNull("gradOutput", go).NotNull("self", self).NotNull("padding", padding).NotNull("gradInput", gi);
  if (!v.ok()) return v.status();
  // B4-B5
  v.DtypeIn("gradOutput", go, row.dtypes)
      .DtypeIn("self", self, row.dtypes)
      .DtypeIn("gradInput", gi, row.dtypes)
      .SameDtype("gradOutput", go, "self", self)
      .SameDtype("gradInput", gi, "self", self);
  // B6-B7
  for (auto [name, t] : {std::pair<const char*, const aclTensor*>{"gradOutput", go}, {"self", self}, {"gradInput", gi}})
    v.Check(!IsPrivateFormat(t->format), [&] {
      return std::string(name) + " has the private format " + FormatName(t->format) +
             ", which this operator does not accept";
    });
  v.Check(go->format == self->format && gi->format == self->format, [&] {
     return std::string("gradOutput, self and gradInput must have the same format, got ") + FormatName(go->format) +
            ", " + FormatName(self->format) + " and " + FormatName(gi->format);
   })
      // B8-B12
      .ShapeIs("gradInput", gi, self->view, "the shape of self")
      .Rank("self", self, k + 1, k + 2)
      .Check(go->view.size() == self->view.size() && gi->view.size() == self->view.size(), [&] {
        return "gradOutput has rank " + Str(static_cast<int64_t>(go->view.size())) + " (shape " +
               ShapeString(go->view) + "), expected the rank of self, " + Str(static_cast<int64_t>(self->view.size()));
      })
      .Check(padding->v.size() == static_cast<size_t>(2 * k), [&] {
        return "padding must have " + Str(2 * k) + " values, got " + Str(static_cast<int64_t>(padding->v.size())) +
               " values " + IntsString(*padding);
      });
  if (!v.ok()) return v.status();
  // B13-B14
  if (row.limit_before_shape) v.Check(PadsBelowDims(*self, *padding, k), [&] { return PadLimitText(*self, *padding, k); });
  if (row.bf16_rule) {
    const auto& p = padding->v;
    const bool non_negative = std::all_of(p.begin(), p.end(), [](int64_t x) { return x >= 0; });
    const bool small = std::all_of(p.begin(), p.end(), [](int64_t x) { return x <= 7; });
    v.Check(self->dtype != ACL_BF16 || (non_negative && ((p[2] == 0 && p[3] == 0) || small)), [&] {
      return "BFLOAT16 padding " + IntsString(*padding) +
             " must be non-negative, and every value must be at most 7 unless top and bottom are 0";
    });
  }
  // B15-B16
  v.Check(PaddedDimsMatch(*self, *padding, k, *go), [&] {
    return "gradOutput has shape " + ShapeString(go->view) + ", but its padded dims must be those of " +
           PaddedDimsText(*self, *padding, k) + " (self " + ShapeString(self->view) + ", padding " +
           IntsString(*padding) + ")";
  });
  if (row.limit_after_shape) v.Check(PadsBelowDims(*self, *padding, k), [&] { return PadLimitText(*self, *padding, k); });
  // Library policy (spec 8.6): the leading dims of gradOutput must be those of self.
  v.Check(std::equal(go->view.begin(), go->view.end() - k, self->view.begin()), [&] {
    return "gradOutput has shape " + ShapeString(go->view) + ", its leading dims must equal those of self " +
           ShapeString(self->view);
  });
  if (!v.ok()) return v.status();
  LibraryShapeChecks(v, k, {{"gradOutput", go}, {"self", self}, {"gradInput", gi}});
  if (!v.ok()) return v.status();
  // B17
  const bool any_empty = IsEmpty(*go) || IsEmpty(*self) || IsEmpty(*gi);
  if (any_empty)
    v.Check(EmptyAccepted(row, *self), [&] {
      return std::string(row.empty_message) + " (self " + ShapeString(self->view) + ", gradOutput " +
             ShapeString(go->view) + ")";
    });
  v.ViewInStorage("gradOutput", go).ViewInStorage("self", self).ViewInStorage("gradInput", gi);
  // An empty gradInput has nothing to write; an empty gradOutput with a non-empty gradInput gives
  // zeros (spec 8.4), which the fold writes.
  *nothing_to_do = v.ok() && IsEmpty(*gi);
  return v.status();
}

}  // namespace pad
}  // namespace ops
}  // namespace aclnn_cpu
