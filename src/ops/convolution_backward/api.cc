// aclnnConvolutionBackward: validation in the device's order (spec convolution_backward.md §7,
// the empty path of §9 and the CPU additions of §7's notes), then the engine of backward.h.
#include <string>
#include <vector>

#include "aclnnop/aclnn_convolution_backward.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/tensor.h"
#include "exec/executor.h"
#include "ops/convolution_backward/backward.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution_backward {
namespace {

constexpr const char* kApi = "aclnnConvolutionBackward";

std::string Str(int64_t v) { return std::to_string(v); }
std::string Arr(const aclIntArray* a) {
  std::string s = "[";
  for (size_t i = 0; i < a->v.size(); ++i) s += (i ? "," : "") + Str(a->v[i]);
  return s + "]";
}

const auto kTypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// §7 step 4a: the label by the tensor's own rank.
void FormatByRank(Validator& v, const char* name, const aclTensor* t) {
  const size_t r = t->view.size();
  v.Check(r >= 3 && r <= 5, [&] {
    return std::string(name) + " has rank " + Str(static_cast<int64_t>(r)) + ": dim should be 3 or 4 or 5";
  });
  if (!v.ok()) return;
  if (r == 3) v.FormatIn(name, t, {ACL_FORMAT_ND, ACL_FORMAT_NCL});
  else if (r == 4) v.FormatIn(name, t, {ACL_FORMAT_NCHW});
  else v.FormatIn(name, t, {ACL_FORMAT_NCDHW});
}

bool LengthOk(const aclIntArray* a, int r, bool four_ok) {
  const size_t n = a->v.size();
  return n == static_cast<size_t>(r - 2) || (four_ok && r == 4 && n == 4);
}

// lo / hi padding of spatial dim i (S values: symmetric; 4 values for 2-D: [top, bottom, left, right]).
void Pads(const aclIntArray* padding, int nd, int i, int64_t* lo, int64_t* hi) {
  if (padding->v.size() == static_cast<size_t>(nd)) {
    *lo = *hi = padding->v[static_cast<size_t>(i)];
  } else {
    *lo = padding->v[static_cast<size_t>(2 * i)];
    *hi = padding->v[static_cast<size_t>(2 * i + 1)];
  }
}

aclnnStatus Check(const aclTensor* gradOutput, const aclTensor* input, const aclTensor* weight,
                  const aclIntArray* biasSizes, const aclIntArray* stride, const aclIntArray* padding,
                  const aclIntArray* dilation, bool transposed, const aclIntArray* outputPadding, int groups,
                  const aclBoolArray* outputMask, int8_t cmt, const aclTensor* gradInput, const aclTensor* gradWeight,
                  const aclTensor* gradBias, BwdProblem* p) {
  Validator v(kApi);
  // 1. nulls, the mask, requested outputs
  v.NotNull("gradOutput", gradOutput).NotNull("input", input).NotNull("weight", weight).NotNull("stride", stride)
      .NotNull("padding", padding).NotNull("dilation", dilation).NotNull("outputPadding", outputPadding)
      .NotNull("outputMask", outputMask);
  if (!v.ok()) return v.status();
  v.Check(outputMask->v.size() == 3, [&] {
    return "outputMask dim should be 3, got " + Str(static_cast<int64_t>(outputMask->v.size()));
  }, ACLNN_ERR_PARAM_NULLPTR);
  if (!v.ok()) return v.status();
  const bool m0 = outputMask->v[0], m1 = outputMask->v[1], m2 = outputMask->v[2];
  if (m0) v.NotNull("gradInput", gradInput);
  if (m1) v.NotNull("gradWeight", gradWeight);
  if (m2) v.NotNull("gradBias", gradBias);
  if (!v.ok()) return v.status();
  // 2. dtypes
  v.DtypeIn("gradOutput", gradOutput, kTypes).DtypeIn("input", input, kTypes).DtypeIn("weight", weight, kTypes);
  if (gradInput) v.DtypeIn("gradInput", gradInput, kTypes);
  if (gradWeight) v.DtypeIn("gradWeight", gradWeight, kTypes);
  if (gradBias) v.DtypeIn("gradBias", gradBias, kTypes);
  if (!v.ok()) return v.status();
  // 4. formats
  FormatByRank(v, "gradOutput", gradOutput);
  FormatByRank(v, "input", input);
  FormatByRank(v, "weight", weight);
  if (gradInput) FormatByRank(v, "gradInput", gradInput);
  if (gradWeight) FormatByRank(v, "gradWeight", gradWeight);
  if (!transposed && gradBias) v.FormatIn("gradBias", gradBias, {ACL_FORMAT_ND});
  if (!v.ok()) return v.status();
  // 5. values
  for (int64_t s : stride->v) v.Check(s >= 1, [&] { return "stride " + Arr(stride) + " must be greater than or equal to 1"; });
  for (int64_t s : padding->v) v.Check(s >= 0, [&] { return "padding " + Arr(padding) + " must be greater than or equal to 0"; });
  for (int64_t s : dilation->v)
    v.Check(s >= 1, [&] { return "dilation " + Arr(dilation) + " must be greater than or equal to 1"; });
  if (!v.ok()) return v.status();
  const int r = static_cast<int>(input->view.size());
  if (transposed) {
    for (int64_t s : outputPadding->v)
      v.Check(s >= 0, [&] { return "outputPadding " + Arr(outputPadding) + " must be greater than or equal to 0"; });
    if (r == 5) {
      v.Check(outputPadding->v.size() <= stride->v.size(), [&] {
        return "outputPadding " + Arr(outputPadding) + " has more elements than stride " + Arr(stride);
      });
      for (size_t i = 0; v.ok() && i < outputPadding->v.size(); ++i)
        v.Check(outputPadding->v[i] < stride->v[i], [&] {
          return "outputPadding " + Arr(outputPadding) + " must be less than stride " + Arr(stride);
        });
    }
  } else {
    for (int64_t s : outputPadding->v)
      v.Check(s == 0, [&] { return "when transposed=false, outputPadding " + Arr(outputPadding) + " must be 0"; });
  }
  v.Check(groups >= 1, [&] { return "groups = " + Str(groups) + " must be greater than or equal to 1"; });
  // 6. cubeMathType
  v.Check(cmt >= 0 && cmt <= 3, [&] { return "cubeMathType only support {0,1,2,3}, got " + Str(cmt); });
  if (!v.ok()) return v.status();
  p->transposed = transposed;
  p->mask[0] = m0;
  p->mask[1] = m1;
  p->mask[2] = m2;
  p->G = groups;
  p->cmt = cmt;
  p->dt_g = gradOutput->dtype;
  p->dt_x = input->dtype;
  p->dt_w = weight->dtype;
  if (gradWeight) p->dt_gw = gradWeight->dtype;
  const Shape& gs = gradOutput->view;
  const Shape& xs = input->view;
  const Shape& ws = weight->view;
  // x-tensor / dy-tensor: the normal convolution's input and output.
  const Shape& xt = transposed ? gs : xs;
  const Shape& dy = transposed ? xs : gs;
  auto views = [&] {
    v.ViewInStorage("gradOutput", gradOutput).ViewInStorage("input", input).ViewInStorage("weight", weight);
    if (gradInput) v.ViewInStorage("gradInput", gradInput);
    if (gradWeight) v.ViewInStorage("gradWeight", gradWeight);
    if (gradBias) v.ViewInStorage("gradBias", gradBias);
  };
  if (Numel(*input) == 0 || Numel(*weight) == 0) {
    // §9: the empty path and its own checks.
    if (m2) {
      v.Check(biasSizes != nullptr, [&] { return std::string("biasSizes must not be a null pointer when outputMask[2] is set"); });
      if (!v.ok()) return v.status();
      v.Check(biasSizes->v.size() == 1, [&] { return "biasSizes " + Arr(biasSizes) + " must have 1 element"; });
      if (!v.ok()) return v.status();
      // (128-bit: weight.shape[1] * groups may leave int64 for hostile shapes.)
      const __int128 want = transposed ? static_cast<__int128>(ws[1]) * groups : gs[1];
      v.Check(biasSizes->v[0] == want, [&] {
        return "biasSizes " + Arr(biasSizes) + " must be [" + Str(static_cast<int64_t>(want)) + "]";
      });
    }
    if (m0)
      v.Check(r > 2 && (xs[0] == 0 || xs[1] == 0), [&] {
        return "gradInput of an empty input needs input.shape[0] or input.shape[1] to be 0, got " + ShapeString(xs);
      });
    v.Check(LengthOk(stride, r, false) && LengthOk(dilation, r, false) && LengthOk(padding, r, true) &&
                LengthOk(outputPadding, r, true),
            [&] { return "stride, dilation, padding and outputPadding must have " + Str(r - 2) + " elements"; });
    if (!v.ok()) return v.status();
    v.Check(ws[0] % groups == 0, [&] { return "weight.shape[0] " + Str(ws[0]) + " must be divisible by groups"; });
    if (!(transposed && xs[0] == 0) && (xt[1] != 0 || ws[1] != 0))
      v.Check(ws[1] != 0 && xt[1] % ws[1] == 0 && xt[1] / ws[1] == groups, [&] {
        return "the input channels " + Str(xt[1]) + " must equal weight.shape[1] " + Str(ws[1]) + " times groups " +
               Str(groups);
      });
    if (!v.ok()) return v.status();
    if (transposed) {
      v.Check(ws[0] > 0 && ws[0] == xs[1], [&] {
        return "weight.shape[0] " + Str(ws[0]) + " must be > 0 and equal input.shape[1] " + Str(xs[1]);
      });
    } else {
      for (int i = 0; i < r - 2 && static_cast<size_t>(i + 2) < ws.size(); ++i) {
        int64_t lo, hi;
        Pads(padding, r - 2, i, &lo, &hi);
        const __int128 lhs = static_cast<__int128>(xs[static_cast<size_t>(i + 2)]) + lo + hi;
        const __int128 rhs = (static_cast<__int128>(ws[static_cast<size_t>(i + 2)]) - 1) * dilation->v[static_cast<size_t>(i)] + 1;
        v.Check(lhs >= rhs, [&] { return "(in_dim + pad_dim * 2) should be greater than or equal to the dilated kernel"; });
      }
    }
    if (gradInput) v.ShapeIs("gradInput", gradInput, xs);
    if (gradWeight) v.ShapeIs("gradWeight", gradWeight, ws);
    if (m2) v.ShapeIs("gradBias", gradBias, {biasSizes->v[0]});
    views();
    if (!v.ok()) return v.status();
    p->empty = true;
    for (const auto* shape : {&xs, &ws, &gs})
      if (!shape->empty()) p->row_max = std::max(p->row_max, shape->back());
    if (m2) p->row_max = std::max(p->row_max, biasSizes->v[0]);
    return ACLNN_SUCCESS;
  }
  // 8. ranks, emptiness, output shapes, array lengths
  v.Check(gs.size() == xs.size() && xs.size() == ws.size(), [&] {
    return "shape dim of gradOutput " + ShapeString(gs) + ", input " + ShapeString(xs) + " and weight " +
           ShapeString(ws) + " must be the same";
  });
  if (!v.ok()) return v.status();
  v.Check(Numel(*gradOutput) != 0 && Numel(*weight) != 0, [&] {
    return "gradOutput " + ShapeString(gs) + " and weight " + ShapeString(ws) + ": do not support empty tensors";
  });
  if (gradInput) v.ShapeIs("gradInput", gradInput, xs, "the shape of input");
  if (gradWeight) v.ShapeIs("gradWeight", gradWeight, ws, "the shape of weight");
  if (gradBias)
    v.Check(gradBias->view.size() == 1 && gradBias->view[0] == gs[1], [&] {
      return "gradBias shape " + ShapeString(gradBias->view) + " should be equal [" + Str(gs[1]) + "]";
    });
  v.Check(LengthOk(stride, r, false), [&] { return "shape dim of stride " + Arr(stride) + " must be 2 less than input's"; })
      .Check(LengthOk(dilation, r, false), [&] { return "shape dim of dilation " + Arr(dilation) + " must be 2 less than input's"; })
      .Check(LengthOk(padding, r, true), [&] { return "shape dim of padding " + Arr(padding) + " must be 2 less than input's"; })
      .Check(LengthOk(outputPadding, r, true),
             [&] { return "shape dim of outputPadding " + Arr(outputPadding) + " must be 2 less than input's"; });
  if (!v.ok()) return v.status();
  // 9. channels and groups
  v.Check(dy[1] == ws[0], [&] { return "[gradOutShape[1], weight[0]] = [" + Str(dy[1]) + ", " + Str(ws[0]) + "] must be the same"; })
      .Check(ws[1] != 0 && xt[1] % ws[1] == 0,
             [&] { return "inputShape[1] " + Str(xt[1]) + " must be divisable by weight[1] " + Str(ws[1]); })
      .Check(ws[1] != 0 && xt[1] / ws[1] == groups, [&] {
        return "inputShape[1] " + Str(xt[1]) + " must equal weight[1] " + Str(ws[1]) + " times groups " + Str(groups);
      });
  if (xt[1] == groups)
    v.Check(dy[1] >= groups && dy[1] % groups == 0, [&] {
      return "depthwise: the output channels " + Str(dy[1]) + " must be a multiple of groups " + Str(groups);
    });
  if (!v.ok()) return v.status();
  // 10 (all ranks on the CPU): spatial consistency of the x-tensor and the dy-tensor.
  const int nd = r - 2;
  for (int i = 0; i < nd; ++i) {
    int64_t lo, hi;
    Pads(padding, nd, i, &lo, &hi);
    const size_t j = static_cast<size_t>(i + 2);
    const __int128 num = static_cast<__int128>(xt[j]) + lo + hi -
                         static_cast<__int128>(dilation->v[static_cast<size_t>(i)]) * (static_cast<__int128>(ws[j]) - 1) - 1;
    v.Check(num >= 0, [&] {
      return "(in_dim + pads) = " + Str(static_cast<int64_t>(static_cast<__int128>(xt[j]) + lo + hi)) +
             " should be greater than or equal to the dilated kernel of dim " + Str(i);
    });
    if (!v.ok()) return v.status();
    const __int128 want = num / stride->v[static_cast<size_t>(i)] + 1;
    v.Check(dy[j] == want, [&] {
      return std::string("shape of ") + (transposed ? "input" : "gradOutput") + " " + ShapeString(dy) +
             " should equal " + Str(static_cast<int64_t>(want)) + " in dim " + Str(static_cast<int64_t>(j));
    });
    p->Is[i] = xt[j];
    p->Od[i] = dy[j];
    p->k[i] = ws[j];
    p->stride[i] = stride->v[static_cast<size_t>(i)];
    p->dil[i] = dilation->v[static_cast<size_t>(i)];
    p->lo[i] = lo;
  }
  // CPU additions: the batch of gradOutput and input agree (not checked by the device); (b), (c)
  v.Check(gs[0] == xs[0], [&] {
    return "gradOutput " + ShapeString(gs) + " and input " + ShapeString(xs) + " must have the same batch size";
  });
  v.Check(ws[0] % groups == 0, [&] { return "weight.shape[0] " + Str(ws[0]) + " must be divisible by groups " + Str(groups); });
  if (transposed && r != 5)
    for (int i = 0; i < nd; ++i)
      v.Check(outputPadding->v[static_cast<size_t>(i)] < stride->v[static_cast<size_t>(i)], [&] {
        return "outputPadding " + Arr(outputPadding) + " must be less than stride " + Arr(stride);
      });
  if (!v.ok()) return v.status();
  // 13: 3-D, gradWeight FP32 with groups > 1
  if (r == 5 && m1 && groups > 1 && gradWeight->dtype == ACL_FLOAT) {
    const aclDataType P = PromoteTypes(PromoteTypes(gradOutput->dtype, input->dtype), weight->dtype);
    v.Check(cmt != 2, [&] { return std::string("cubeMathType must be 0/1/3 when gradWeight is FLOAT and group > 1"); })
        .Check(P == ACL_FLOAT, [&] { return std::string("fp16/bf16 input with fp32 output and group > 1 not supported"); });
  }
  views();
  if (!v.ok()) return v.status();
  p->nd = nd;
  p->N = xs[0];
  p->Cs = xt[1];
  p->Cd = dy[1];
  return ACLNN_SUCCESS;
}

}  // namespace
}  // namespace convolution_backward
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;

extern "C" aclnnStatus aclnnConvolutionBackwardGetWorkspaceSize(
    const aclTensor* gradOutput, const aclTensor* input, const aclTensor* weight, const aclIntArray* biasSizes,
    const aclIntArray* stride, const aclIntArray* padding, const aclIntArray* dilation, bool transposed,
    const aclIntArray* outputPadding, int groups, const aclBoolArray* outputMask, int8_t cubeMathType,
    aclTensor* gradInput, aclTensor* gradWeight, aclTensor* gradBias, uint64_t* workspaceSize,
    aclOpExecutor** executor) try {
  using namespace convolution_backward;
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  BwdProblem p;
  if (aclnnStatus st = Check(gradOutput, input, weight, biasSizes, stride, padding, dilation, transposed, outputPadding,
                             groups, outputMask, cubeMathType, gradInput, gradWeight, gradBias, &p))
    return st;
  if (gradInput) p.overlaps[0] = !NonOverlapping(*gradInput);
  if (gradWeight) p.overlaps[1] = !NonOverlapping(*gradWeight);
  if (gradBias) p.overlaps[2] = !NonOverlapping(*gradBias);
  ExecutorBuilder b(kApi);
  // The empty path reads no input data.
  auto in = [&](const aclTensor* t) { return p.empty ? b.InputShapeOnly(t) : b.Input(t); };
  const NdDesc g = convolution::CaptureNd(gradOutput, in(gradOutput));
  const NdDesc x = convolution::CaptureNd(input, in(input));
  const NdDesc w = convolution::CaptureNd(weight, in(weight));
  // Outputs whose mask bit is off are never written (nor bound).
  NdDesc gi, gw, gb;
  if (p.mask[0] && Numel(*gradInput) > 0) gi = convolution::CaptureNd(gradInput, b.Output(gradInput));
  if (p.mask[1] && Numel(*gradWeight) > 0) gw = convolution::CaptureNd(gradWeight, b.Output(gradWeight));
  if (p.mask[2] && Numel(*gradBias) > 0) gb = convolution::CaptureNd(gradBias, b.Output(gradBias));
  if (gi.index >= 0 || gw.index >= 0 || gb.index >= 0) {
    auto plan = std::make_shared<const BwdPlan>(MakeBwdPlan(p, g, x, w));
    b.SetWorkspace(plan->workspace);
    b.SetRun([=](const RunContext& ctx) { return RunBackward(*plan, g, x, w, gi, gw, gb, ctx); });
  }
  return b.Finish(workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(convolution_backward::kApi);
}

extern "C" aclnnStatus aclnnConvolutionBackward(void* workspace, uint64_t workspaceSize, aclOpExecutor* executor,
                                                const aclrtStream stream) try {
  return RunPhase2(convolution_backward::kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(convolution_backward::kApi);
}
