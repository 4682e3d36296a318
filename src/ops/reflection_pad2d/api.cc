// aclnnReflectionPad2d: out[b,c,oh,ow] = self[b,c,refl(oh-top,H),refl(ow-left,W)] (spec §3.2).
// Validation order and dtype list as the A2 L2 API (see README.md in this folder).
#include <algorithm>
#include <memory>
#include <sstream>

#include "aclnnop/aclnn_reflection_pad2d.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/reflection_pad2d/kernel.h"
#include "ops/reflection_pad2d/pad_common.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d {
namespace {
constexpr const char* kApi = "aclnnReflectionPad2d";
// Atlas A2/A3 list (no UINT16/32/64 nor 8-bit floats there).
constexpr std::initializer_list<aclDataType> kDtypes = {
    ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_FLOAT16, ACL_INT16,     ACL_DOUBLE,
    ACL_INT8,  ACL_UINT8, ACL_BOOL,  ACL_BF16,    ACL_COMPLEX64, ACL_COMPLEX128};
using reflection_pad::PaddingString;

std::string Str(int64_t v) { return std::to_string(v); }

// Returns the status; *empty_ok is set when the call succeeds with nothing to do.
aclnnStatus Check(const aclTensor* self, const aclIntArray* padding, const aclTensor* out, bool* nothing_to_do) {
  Validator v(kApi);
  *nothing_to_do = false;
  // 1. null pointers
  v.NotNull("self", self).NotNull("padding", padding).NotNull("out", out);
  if (!v.ok()) return v.status();
  // 2. dtypes, 3. formats
  v.DtypeIn("self", self, kDtypes)
      .DtypeIn("out", out, kDtypes)
      .SameDtype("out", out, "self", self)
      .Check(self->format == out->format, [&] {
        return std::string("self and out must have the same format, got ") + FormatName(self->format) + " and " +
               FormatName(out->format);
      })
      // 4. shapes
      .Rank("self", self, 3, 4)
      .Check(out->view.size() == self->view.size(), [&] {
        return "out has rank " + Str(static_cast<int64_t>(out->view.size())) + " (shape " + ShapeString(out->view) +
               "), expected the rank of self, " + Str(static_cast<int64_t>(self->view.size()));
      })
      .Check(padding->v.size() == 4, [&] {
        return "padding must have 4 values [left, right, top, bottom], got " +
               Str(static_cast<int64_t>(padding->v.size())) + " values " + PaddingString(*padding);
      });
  if (!v.ok()) return v.status();
  const size_t r = self->view.size();
  const int64_t h = self->view[r - 2], w = self->view[r - 1];
  const int64_t pl = padding->v[0], pr = padding->v[1], pt = padding->v[2], pb = padding->v[3];
  const __int128 want_h = static_cast<__int128>(h) + pt + pb, want_w = static_cast<__int128>(w) + pl + pr;
  v.Check(pl < w && pr < w && pt < h && pb < h, [&] {
     return "padding " + PaddingString(*padding) + " must satisfy left, right < W = " + Str(w) +
            " and top, bottom < H = " + Str(h) + " of self " + ShapeString(self->view);
   })
      .Check(out->view[r - 2] == want_h && out->view[r - 1] == want_w, [&] {
        std::ostringstream os;
        os << "out has shape " << ShapeString(out->view) << ", but its last two dims must be H + top + bottom = "
           << static_cast<int64_t>(want_h) << " and W + left + right = " << static_cast<int64_t>(want_w)
           << " (self " << ShapeString(self->view) << ", padding " << PaddingString(*padding) << ")";
        return os.str();
      });
  if (!v.ok()) return v.status();
  // Library check: no negative dims anywhere.
  for (auto [name, t] : {std::pair<const char*, const aclTensor*>{"self", self}, {"out", out}})
    for (int64_t d : t->view)
      v.Check(d >= 0, [&] { return std::string(name) + " has a negative dim: shape " + ShapeString(t->view); });
  if (!v.ok()) return v.status();
  // 5. empty tensors: a 3-D self may not be empty at all; a 4-D one only through N == 0.
  if (IsEmpty(*self) || IsEmpty(*out)) {
    v.Check(r == 4, [&] {
       return "self " + ShapeString(self->view) + " and out " + ShapeString(out->view) +
              ": a 3-D tensor must not be empty";
     })
        .Check(r != 4 || (self->view[1] != 0 && h != 0 && w != 0), [&] {
          return "self " + ShapeString(self->view) + " is empty with a zero in a dim other than N";
        })
        // Library checks: nothing is read or written, but a view outside its storage is still a
        // bad tensor.
        .ViewInStorage("self", self)
        .ViewInStorage("out", out);
    *nothing_to_do = v.ok();
    return v.status();
  }
  // 6. the whole out shape must be the padded shape (leading dims included)
  v.Check(std::equal(out->view.begin(), out->view.end() - 2, self->view.begin()), [&] {
     return "out has shape " + ShapeString(out->view) + ", its leading dims must equal those of self " +
            ShapeString(self->view);
   })
      // Library checks (never reached by valid CANN programs): every view inside its storage.
      .ViewInStorage("self", self)
      .ViewInStorage("out", out);
  return v.status();
}
}  // namespace
}  // namespace reflection_pad2d
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;
using namespace aclnn_cpu::ops::reflection_pad2d;

extern "C" aclnnStatus aclnnReflectionPad2dGetWorkspaceSize(const aclTensor* self, const aclIntArray* padding,
                                                           aclTensor* out, uint64_t* workspaceSize,
                                                           aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  bool nothing_to_do = false;
  if (aclnnStatus st = Check(self, padding, out, &nothing_to_do)) return st;

  ExecutorBuilder b(kApi);
  const int i_self = b.Input(self);
  const int i_out = b.Output(out);
  if (!nothing_to_do) {
    Plan plan;
    plan.esize = ElementSize(self->dtype);
    plan.self = reflection_pad::MakePlanes(*self);
    plan.out = reflection_pad::MakePlanes(*out);
    plan.pl = padding->v[0];
    plan.pt = padding->v[2];
    // Workspace: the kernel's per-thread rows, and a dense output when out shares memory with
    // self at phase 1's addresses.
    WorkspaceBooking ws;
    BookRows(&plan, &ws);
    const int64_t out_numel = plan.out.count() * plan.out.h * plan.out.w;
    WsRegion<unsigned char> temp;
    if (reflection_pad::MayOverlap(self->data, plan.self, out->data, plan.out, plan.esize))
      temp = ws.Book<unsigned char>(out_numel * static_cast<int64_t>(plan.esize));
    b.SetWorkspace(ws);
    b.SetRun([plan, i_self, i_out, temp, out_numel](const RunContext& ctx) {
      const void* in = ctx.ptr(i_self);
      void* out_data = ctx.ptr(i_out);
      if (!reflection_pad::MayOverlap(in, plan.self, out_data, plan.out, plan.esize)) {
        Run(plan, in, out_data, ctx);
        return ACLNN_SUCCESS;
      }
      // out shares memory with self: pad into a temporary, then copy. Booked when phase 1 saw the
      // overlap; an overlap that only rebound addresses make is allocated here.
      Plan tmp_plan = plan;
      tmp_plan.out = reflection_pad::ContiguousPlanes(plan.out);
      std::unique_ptr<unsigned char[]> own;
      unsigned char* tmp = temp.Get(ctx);
      if (tmp == nullptr) {
        own.reset(new unsigned char[static_cast<size_t>(out_numel) * plan.esize]);
        tmp = own.get();
      }
      Run(tmp_plan, in, tmp, ctx);
      reflection_pad::CopyPlanes(tmp, tmp_plan.out, out_data, plan.out, plan.esize);
      return ACLNN_SUCCESS;
    });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnReflectionPad2d(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                            const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
