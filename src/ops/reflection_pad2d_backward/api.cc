// aclnnReflectionPad2dBackward: gradInput[b,c,ih,iw] = sum of the gradOutput elements whose
// reflection (spec §3.3) is (ih, iw). Validation in the order of spec §5.
#include <algorithm>
#include <cstring>
#include <memory>
#include <sstream>

#include "aclnnop/aclnn_pad2d_backward.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "exec/executor.h"
#include "ops/reflection_pad2d/pad_common.h"
#include "ops/reflection_pad2d_backward/kernel.h"

namespace aclnn_cpu {
namespace ops {
namespace reflection_pad2d_backward {
namespace {
// Largest H or W accepted (the plan keeps O(H + W) tables; 2^24 rows or columns is far beyond any
// image the device tiles).
constexpr int64_t kMaxPlaneDim = int64_t(1) << 24;
constexpr const char* kApi = "aclnnReflectionPad2dBackward";
constexpr std::initializer_list<aclDataType> kDtypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16,
                                                        ACL_DOUBLE, ACL_COMPLEX64, ACL_COMPLEX128};
using reflection_pad::PaddingString;

std::string Str(int64_t v) { return std::to_string(v); }

aclnnStatus Check(const aclTensor* go, const aclTensor* self, const aclIntArray* padding, const aclTensor* gi) {
  Validator v(kApi);
  // #3-#6
  v.NotNull("gradOutput", go).NotNull("self", self).NotNull("padding", padding).NotNull("gradInput", gi);
  if (!v.ok()) return v.status();
  // #7-#13
  v.DtypeIn("gradOutput", go, kDtypes)
      .DtypeIn("self", self, kDtypes)
      .DtypeIn("gradInput", gi, kDtypes)
      .SameDtype("gradOutput", go, "self", self)
      .SameDtype("gradInput", gi, "self", self);
  for (auto [name, t] : {std::pair<const char*, const aclTensor*>{"gradOutput", go}, {"self", self}, {"gradInput", gi}})
    v.Check(!IsPrivateFormat(t->format), [&] {
      return std::string(name) + " has the private format " + FormatName(t->format) +
             ", which this operator does not accept";
    });
  v.Check(go->format == self->format && gi->format == self->format, [&] {
     return std::string("gradOutput, self and gradInput must have the same format, got ") + FormatName(go->format) +
            ", " + FormatName(self->format) + " and " + FormatName(gi->format);
   })
      // #14-#18
      .ShapeIs("gradInput", gi, self->view, "the shape of self")
      .Rank("self", self, 3, 4)
      .Check(go->view.size() == self->view.size() && gi->view.size() == self->view.size(), [&] {
        return "gradOutput has rank " + Str(static_cast<int64_t>(go->view.size())) + " (shape " +
               ShapeString(go->view) + "), expected the rank of self, " + Str(static_cast<int64_t>(self->view.size()));
      })
      .Check(padding->v.size() == 4, [&] {
        return "padding must have 4 values [left, right, top, bottom], got " + Str(static_cast<int64_t>(padding->v.size())) +
               " values " + PaddingString(*padding);
      });
  if (!v.ok()) return v.status();
  const size_t r = self->view.size();
  const int64_t h = self->view[r - 2], w = self->view[r - 1];
  const int64_t pl = padding->v[0], pr = padding->v[1], pt = padding->v[2], pb = padding->v[3];
  // #19-#21
  v.Check(pl < w && pr < w && pt < h && pb < h, [&] {
     return "padding " + PaddingString(*padding) + " must satisfy left, right < W = " + Str(w) +
            " and top, bottom < H = " + Str(h) + " of self " + ShapeString(self->view);
   })
      .Check(self->dtype != ACL_BF16 ||
                 (pl >= 0 && pr >= 0 && pt >= 0 && pb >= 0 &&
                  ((pt == 0 && pb == 0) || (pl <= 7 && pr <= 7 && pt <= 7 && pb <= 7))),
             [&] {
               return "BFLOAT16 padding " + PaddingString(*padding) +
                      " must be non-negative, and every value must be at most 7 unless top and bottom are 0";
             });
  if (!v.ok()) return v.status();
  const __int128 want_h = static_cast<__int128>(h) + pt + pb, want_w = static_cast<__int128>(w) + pl + pr;
  v.Check(go->view[r - 2] == want_h && go->view[r - 1] == want_w, [&] {
     std::ostringstream os;
     os << "gradOutput has shape " << ShapeString(go->view) << ", but its last two dims must be H + top + bottom = "
        << static_cast<int64_t>(want_h) << " and W + left + right = " << static_cast<int64_t>(want_w)
        << " (self " << ShapeString(self->view) << ", padding " << PaddingString(*padding) << ")";
     return os.str();
   })
      // Library policy (spec §8.6): the leading dims of gradOutput must be those of self.
      .Check(std::equal(go->view.begin(), go->view.end() - 2, self->view.begin()), [&] {
        return "gradOutput has shape " + ShapeString(go->view) + ", its leading dims must equal those of self " +
               ShapeString(self->view);
      });
  if (!v.ok()) return v.status();
  // Library check: no negative dims anywhere.
  for (auto [name, t] : {std::pair<const char*, const aclTensor*>{"gradOutput", go}, {"self", self}, {"gradInput", gi}})
    for (int64_t d : t->view)
      v.Check(d >= 0, [&] { return std::string(name) + " has a negative dim: shape " + ShapeString(t->view); });
  // #22
  const bool any_empty = IsEmpty(*go) || IsEmpty(*self) || IsEmpty(*gi);
  const bool bad_zero = r == 3 ? (h == 0 || w == 0) : (self->view[1] == 0 || h == 0 || w == 0);
  v.Check(!(any_empty && bad_zero), [&] {
     return "self " + ShapeString(self->view) + " is empty with a zero in a dim other than the batch dim " +
            "(only N of a 4-D or C of a 3-D tensor may be 0)";
   })
      // Library checks (never reached by valid CANN programs): every view inside its storage, and
      // planes small enough for the per-row/per-column plan tables built in phase 1.
      .ViewInStorage("gradOutput", go)
      .ViewInStorage("self", self)
      .ViewInStorage("gradInput", gi)
      .Check(h <= kMaxPlaneDim && w <= kMaxPlaneDim && go->view[r - 2] <= kMaxPlaneDim &&
                 go->view[r - 1] <= kMaxPlaneDim,
             [&] {
               return "gradOutput " + ShapeString(go->view) + " / self " + ShapeString(self->view) +
                      ": H and W above " + std::to_string(kMaxPlaneDim) + " are not supported";
             });
  return v.status();
}
}  // namespace
}  // namespace reflection_pad2d_backward
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;
using namespace aclnn_cpu::ops::reflection_pad2d_backward;

extern "C" aclnnStatus aclnnReflectionPad2dBackwardGetWorkspaceSize(const aclTensor* gradOutput, const aclTensor* self,
                                                                   const aclIntArray* padding, aclTensor* gradInput,
                                                                   uint64_t* workspaceSize, aclOpExecutor** executor) try {
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  if (aclnnStatus st = Check(gradOutput, self, padding, gradInput)) return st;

  ExecutorBuilder b(kApi);
  const int i_go = b.Input(gradOutput);
  b.InputShapeOnly(self);  // bound for aclSetInputTensorAddr indices; its data are never read
  const int i_gi = b.Output(gradInput);
  // #23: an empty gradInput leaves nothing to do. An empty gradOutput with a non-empty gradInput
  // (negative padding) gives zeros: the true gradient (library policy, spec §8.1).
  if (!IsEmpty(*gradInput)) {
    Plan made = MakePlan(self->dtype, reflection_pad::MakePlanes(*gradOutput), reflection_pad::MakePlanes(*gradInput),
                         padding->v[0], padding->v[2]);
    const bool go_empty = IsEmpty(*gradOutput);
    const size_t esize = ElementSize(made.dtype);
    const int64_t gi_numel = made.gi.count() * made.gi.h * made.gi.w;
    // Workspace: the kernels' per-thread rows; a zero row when gradOutput is empty; a dense
    // gradInput when it shares memory with gradOutput at phase 1's addresses.
    WorkspaceBooking ws;
    WsRegion<unsigned char> zeros, temp;
    if (go_empty) {
      zeros = ws.Book<unsigned char>(made.gi.w * static_cast<int64_t>(esize));
    } else {
      BookRows(&made, &ws);
      if (reflection_pad::MayOverlap(gradOutput->data, made.go, gradInput->data, made.gi, esize))
        temp = ws.Book<unsigned char>(gi_numel * static_cast<int64_t>(esize));
    }
    b.SetWorkspace(ws);
    auto plan = std::make_shared<const Plan>(std::move(made));
    b.SetRun([plan, i_go, i_gi, go_empty, zeros, temp, gi_numel](const RunContext& ctx) {
      const void* go = ctx.ptr(i_go);
      void* gi = ctx.ptr(i_gi);
      const size_t esize = ElementSize(plan->dtype);
      if (go_empty) {  // nothing reflects into gradInput: its gradient is zero (go may have no address)
        unsigned char* row = zeros.Get(ctx);
        std::memset(row, 0, static_cast<size_t>(plan->gi.w) * esize);
        reflection_pad::Planes z = reflection_pad::ContiguousPlanes(plan->gi);  // every row reads `row`
        z.sn = z.sc = z.sh = 0;
        reflection_pad::CopyPlanes(row, z, gi, plan->gi, esize);
        return ACLNN_SUCCESS;
      }
      if (!reflection_pad::MayOverlap(go, plan->go, gi, plan->gi, esize)) {
        Run(*plan, go, gi, ctx);
        return ACLNN_SUCCESS;
      }
      // gradInput shares memory with gradOutput: compute into a temporary, then copy (spec §8.3).
      // Booked when phase 1 saw the overlap; an overlap that only rebound addresses make is
      // allocated here.
      Plan tmp_plan = *plan;
      tmp_plan.gi = reflection_pad::ContiguousPlanes(plan->gi);
      std::unique_ptr<unsigned char[]> own;
      unsigned char* tmp = temp.Get(ctx);
      if (tmp == nullptr) {
        own.reset(new unsigned char[static_cast<size_t>(gi_numel) * esize]);
        tmp = own.get();
      }
      Run(tmp_plan, go, tmp, ctx);
      reflection_pad::CopyPlanes(tmp, tmp_plan.gi, gi, plan->gi, esize);
      return ACLNN_SUCCESS;
    });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(kApi);
}

extern "C" aclnnStatus aclnnReflectionPad2dBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                                    const aclrtStream stream) try {
  return RunPhase2(kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(kApi);
}
