#include "ops/pad/validate.h"

#include <algorithm>
#include <sstream>
#include <string>

#include "core/dtype.h"
#include "core/error.h"
#include "core/tensor.h"

namespace aclnn_cpu {
namespace ops {
namespace pad {

std::string IntsString(const aclIntArray& a) {
  std::string s = "[";
  for (size_t i = 0; i < a.v.size(); ++i) s += (i ? ", " : "") + std::to_string(a.v[i]);
  return s + "]";
}


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


// Circular padding's legal region (circular/constant §3.2, the device tiling's rule): per padded
// axis the cropped length n' = n - max(-b, 0) - max(-a, 0) is at least 1 and every positive pad is
// at most n'. Returns the first axis j (pair j) outside it, or -1.
int CircularIllegalPair(const aclTensor& self, const aclIntArray& padding, int k) {
  const size_t r = self.view.size();
  for (int j = 0; j < k; ++j) {
    const __int128 n = self.view[r - 1 - static_cast<size_t>(j)];
    const __int128 b = padding.v[2 * static_cast<size_t>(j)], a = padding.v[2 * static_cast<size_t>(j) + 1];
    const __int128 np = n - (b < 0 ? -b : 0) - (a < 0 ? -a : 0);
    if (np < 1 || b > np || a > np) return j;
  }
  return -1;
}

std::string CircularLimitText(const aclTensor& self, const aclIntArray& padding, int j) {
  const size_t r = self.view.size();
  const int64_t n = self.view[r - 1 - static_cast<size_t>(j)];
  const char* axis = j == 0 ? "W" : (j == 1 ? "H" : "D");
  return std::string("padding ") + IntsString(padding) + " wraps more than once: " + kPadNames[2 * j] + "/" +
         kPadNames[2 * j + 1] + " should not be greater than input" + axis + " (" + Str(n) +
         ", less any negative padding of that axis) when they are greater than 0, and that cropped length must "
         "be at least 1 (self " + ShapeString(self.view) + ")";
}

// Private storage formats (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...).
void NotPrivate(Validator& v, const char* name, const aclTensor* t) {
  v.Check(!IsPrivateFormat(t->format), [&] {
    return std::string("Format only support ND, NCHW, NHWC, HWCN, NDHWC, NCDHW, NCL: ") + name + " has format " +
           FormatName(t->format);
  });
}

aclnnStatus ValidateCircularForward(const OpRow& row, const aclTensor* self, const aclIntArray* padding,
                                    const aclTensor* out, bool* nothing_to_do) {
  Validator v(row.api);
  const int k = row.k;
  // #2-#4
  v.NotNull("self", self).NotNull("padding", padding).NotNull("out", out);
  if (!v.ok()) return v.status();
  // #6-#10
  v.DtypeIn("self", self, row.dtypes).DtypeIn("out", out, row.dtypes).SameDtype("out", out, "self", self);
  NotPrivate(v, "self", self);
  v.Check(self->format == out->format, [&] {
    return std::string("Format of input and output should be equal, self [") + FormatName(self->format) +
           "], out [" + FormatName(out->format) + "]";
  });
  // #11-#14
  v.Rank("self", self, k + 1, k + 2)
      .Check(out->view.size() == self->view.size(), [&] {
        return "self, out dim should be same: out has rank " + Str(static_cast<int64_t>(out->view.size())) +
               " (shape " + ShapeString(out->view) + "), self " + Str(static_cast<int64_t>(self->view.size()));
      })
      .Check(padding->v.size() == static_cast<size_t>(2 * k), [&] {
        return "padding length should be " + Str(2 * k) + ", but got " + Str(static_cast<int64_t>(padding->v.size())) +
               " values " + IntsString(*padding);
      });
  if (!v.ok()) return v.status();
  // #15
  v.Check(PaddedDimsMatch(*self, *padding, k, *out) &&
              std::equal(out->view.begin(), out->view.end() - k, self->view.begin()),
          [&] {
            return "Expected tensor for out to have same size as " + PaddedDimsText(*self, *padding, k) + ", but got " +
                   ShapeString(out->view) + " (self " + ShapeString(self->view) + " padded by " +
                   IntsString(*padding) + ")";
          });
  if (!v.ok()) return v.status();
  LibraryShapeChecks(v, k, {{"self", self}, {"out", out}});
  if (!v.ok()) return v.status();
  // #16: empty tensors.
  if (IsEmpty(*self) || IsEmpty(*out)) {
    v.Check(EmptyAccepted(row, *self), [&] {
       return std::string(row.empty_message) + " (self " + ShapeString(self->view) + ", out " +
              ShapeString(out->view) + ")";
     })
        .ViewInStorage("self", self)
        .ViewInStorage("out", out);
    *nothing_to_do = v.ok();
    return v.status();
  }
  // #17: the tiling's legal region, refused in phase 1 with 561103.
  const int bad = CircularIllegalPair(*self, *padding, k);
  v.Check(bad < 0, [&] { return CircularLimitText(*self, *padding, bad); }, ACLNN_ERR_INNER_NULLPTR);
  v.ViewInStorage("self", self).ViewInStorage("out", out);
  return v.status();
}

aclnnStatus ValidateCircularBackward(const OpRow& row, const aclTensor* go, const aclTensor* self,
                                     const aclIntArray* padding, const aclTensor* gi, bool* nothing_to_do) {
  Validator v(row.api);
  const int k = row.k;
  // #3-#6 (3d: 561103)
  const aclnnStatus null_status = row.null_inner ? ACLNN_ERR_INNER_NULLPTR : ACLNN_ERR_PARAM_NULLPTR;
  for (const auto& entry : {std::pair<const char*, const void*>{"gradOutput", go}, {"self", self}, {"padding", padding},
                         {"gradInput", gi}}) {  // (no structured bindings: clang 14 cannot capture them)
    const char* name = entry.first;
    const void* p = entry.second;
    v.Check(p != nullptr, [&] { return std::string("Expected a proper Tensor but got null for argument ") + name; },
            null_status);
  }
  if (!v.ok()) return v.status();
  // #7-#13
  v.DtypeIn("gradOutput", go, row.dtypes)
      .DtypeIn("self", self, row.dtypes)
      .DtypeIn("gradInput", gi, row.dtypes)
      .SameDtype("gradOutput", go, "self", self)
      .SameDtype("gradInput", gi, "self", self);
  NotPrivate(v, "gradOutput", go);
  v.Check(go->format == self->format && gi->format == self->format, [&] {
     return std::string("Format of input and output should be equal, gradOutput [") + FormatName(go->format) +
            "], self [" + FormatName(self->format) + "], gradInput [" + FormatName(gi->format) + "]";
   })
      // #14-#18
      .ShapeIs("gradInput", gi, self->view, "the shape of self")
      .Rank("self", self, k + 1, k + 2)
      .Check(go->view.size() == self->view.size() && gi->view.size() == self->view.size(), [&] {
        return "gradOutput, self, gradInput dim should be same, got shapes " + ShapeString(go->view) + ", " +
               ShapeString(self->view) + ", " + ShapeString(gi->view);
      })
      .Check(padding->v.size() == static_cast<size_t>(2 * k), [&] {
        return "padding length should be " + Str(2 * k) + ", but got " + Str(static_cast<int64_t>(padding->v.size())) +
               " values " + IntsString(*padding);
      });
  if (!v.ok()) return v.status();
  // #18a (3d)
  if (row.limit_before_shape)
    v.Check(PadsBelowDims(*self, *padding, k), [&] {
      return "padding size should be less than the corresponding self dimention: " + PadLimitText(*self, *padding, k);
    });
  // #19
  v.Check(PaddedDimsMatch(*self, *padding, k, *go), [&] {
    return "wrong gradOutput shape " + ShapeString(go->view) + ": its padded dims must be those of " +
           PaddedDimsText(*self, *padding, k) + " (self " + ShapeString(self->view) + ", padding " +
           IntsString(*padding) + ")";
  });
  // Library policy (circular/constant §5.2, §11.6): the leading dims of gradOutput must be those of self.
  v.Check(std::equal(go->view.begin(), go->view.end() - k, self->view.begin()), [&] {
    return "gradOutput has shape " + ShapeString(go->view) + ", its leading dims must equal those of self " +
           ShapeString(self->view);
  });
  if (!v.ok()) return v.status();
  LibraryShapeChecks(v, k, {{"gradOutput", go}, {"self", self}, {"gradInput", gi}});
  if (!v.ok()) return v.status();
  // #20: empty tensors. An empty gradOutput with a non-empty gradInput (cropped away) gives zeros
  // (library policy, §8.3); an empty gradInput has nothing to write.
  if (IsEmpty(*go) || IsEmpty(*self) || IsEmpty(*gi)) {
    v.Check(EmptyAccepted(row, *self), [&] {
       return std::string(row.empty_message) + " (self " + ShapeString(self->view) + ", gradOutput " +
              ShapeString(go->view) + ")";
     })
        .ViewInStorage("gradOutput", go)
        .ViewInStorage("self", self)
        .ViewInStorage("gradInput", gi);
    *nothing_to_do = v.ok() && IsEmpty(*gi);
    return v.status();
  }
  // #21: the forward's legal region (561103).
  const int bad = CircularIllegalPair(*self, *padding, k);
  v.Check(bad < 0, [&] { return CircularLimitText(*self, *padding, bad); }, ACLNN_ERR_INNER_NULLPTR);
  v.ViewInStorage("gradOutput", go).ViewInStorage("self", self).ViewInStorage("gradInput", gi);
  return v.status();
}

}  // namespace

aclnnStatus ValidateConstantPadNd(const char* api, const aclTensor* self, const aclIntArray* pad, const aclScalar* value,
                                  const aclTensor* out, bool* nothing_to_do) {
  Validator v(api);
  *nothing_to_do = false;
  // #3
  v.NotNull("self", self).NotNull("pad", pad).NotNull("value", value).NotNull("out", out);
  if (!v.ok()) return v.status();
  // #4-#6
  v.Check(self->dtype == out->dtype, [&] {
     return std::string("Expected both tensors to have same dtype, but found self ") + DtypeName(self->dtype) +
            " and out " + DtypeName(out->dtype);
   })
      .DtypeIn("self", self, kConstantPadDtypes)
      .Check(self->format == out->format || self->format == ACL_FORMAT_ND, [&] {
        return std::string("If Input tensor's format not ND, Input tensor's format[") + FormatName(self->format) +
               "] should be same with output's format[" + FormatName(out->format) + "]";
      });
  // #7-#10
  const size_t r = self->view.size();
  v.Check(r <= static_cast<size_t>(kConstantPadMaxRank), [&] {
     return "The self tensor cannot be larger than 8 dimensions, got shape " + ShapeString(self->view);
   })
      .Check(out->view.size() <= static_cast<size_t>(kConstantPadMaxRank), [&] {
        return "The out tensor cannot be larger than 8 dimensions, got shape " + ShapeString(out->view);
      })
      .Check(out->view.size() == r, [&] {
        return "Dim of self[" + Str(static_cast<int64_t>(r)) + "] and out[" + Str(static_cast<int64_t>(out->view.size())) +
               "] can't be different";
      })
      .Check(pad->v.size() % 2 == 0, [&] { return "Pad len must be divisible by 2, got pad " + IntsString(*pad); })
      .Check(pad->v.size() / 2 <= r, [&] {
        return "Expected aclnnConstantPadNd pad len [" + Str(static_cast<int64_t>(pad->v.size())) +
               "] to not be greater than twice of [" + Str(static_cast<int64_t>(r)) + "] but check failed";
      });
  if (!v.ok()) return v.status();
  // #11: per axis, the last one first (axes the pad does not cover have pads (0, 0)).
  const size_t pairs = pad->v.size() / 2;
  for (size_t j = 0; j < r && v.ok(); ++j) {
    const size_t d = r - 1 - j;
    const __int128 n = self->view[d];
    const __int128 b = j < pairs ? pad->v[2 * j] : 0, a = j < pairs ? pad->v[2 * j + 1] : 0;
    v.Check(n + std::min({b, a, b + a}) >= 0, [&] {
       return "The input size " + Str(self->view[d]) + " plus padding " + Str(static_cast<int64_t>(b)) + " and " +
              Str(static_cast<int64_t>(a)) + " resulted in a negative output size, which is invalid. Check dimension " +
              Str(static_cast<int64_t>(d)) + " of your input (self " + ShapeString(self->view) + ", pad " +
              IntsString(*pad) + ")";
     })
        .Check(out->view[d] == n + b + a, [&] {
          return "output shape at dim " + Str(static_cast<int64_t>(d)) + " check failed: expected " +
                 Str(static_cast<int64_t>(n + b + a)) + ", got out " + ShapeString(out->view) + " (self " +
                 ShapeString(self->view) + ", pad " + IntsString(*pad) + ")";
        });
  }
  if (!v.ok()) return v.status();
  // #12: a zero-length covered axis of out while some pad is positive.
  const bool any_positive = std::any_of(pad->v.begin(), pad->v.end(), [](int64_t x) { return x > 0; });
  bool zero_covered = false;
  for (size_t j = 0; j < pairs; ++j) zero_covered = zero_covered || out->view[r - 1 - j] == 0;
  v.Check(!(zero_covered && any_positive), [&] {
    return "The output size " + ShapeString(out->view) + " with zero element is invalid, please check your input (pad " +
           IntsString(*pad) + ")";
  });
  if (!v.ok()) return v.status();
  // Library checks: no negative dims, bounded padded axes, views inside their storage.
  LibraryShapeChecks(v, static_cast<int>(pairs), {{"self", self}, {"out", out}});
  v.ViewInStorage("self", self).ViewInStorage("out", out);
  // #14: an empty out has nothing to write.
  *nothing_to_do = v.ok() && IsEmpty(*out);
  return v.status();
}

aclnnStatus ValidateForward(const OpRow& row, const aclTensor* self, const aclIntArray* padding, const aclTensor* out,
                            bool* nothing_to_do) {
  *nothing_to_do = false;
  if (row.mode == Mode::kCircular) return ValidateCircularForward(row, self, padding, out, nothing_to_do);
  Validator v(row.api);
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
  for (const auto& entry : {std::pair<const char*, const aclTensor*>{"self", self}, {"out", out}}) {  // (no structured bindings: clang 14 cannot capture them)
    const char* name = entry.first;
    const aclTensor* t = entry.second;
    v.Check(!IsPrivateFormat(t->format), [&] {
      return std::string(name) + " has the private format " + FormatName(t->format) + ", which this operator does not accept";
    });
  }
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
  *nothing_to_do = false;
  if (row.mode == Mode::kCircular) return ValidateCircularBackward(row, go, self, padding, gi, nothing_to_do);
  Validator v(row.api);
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
  for (const auto& entry : {std::pair<const char*, const aclTensor*>{"gradOutput", go}, {"self", self}, {"gradInput", gi}}) {  // (no structured bindings: clang 14 cannot capture them)
    const char* name = entry.first;
    const aclTensor* t = entry.second;
    v.Check(!IsPrivateFormat(t->format), [&] {
      return std::string(name) + " has the private format " + FormatName(t->format) +
             ", which this operator does not accept";
    });
  }
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
