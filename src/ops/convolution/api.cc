// aclnnConvolution and aclnnConvDepthwise2d: validation in the device's order (spec convolution.md
// §6, §7), then the shared engine (ops/convolution/conv.h).
#include <string>
#include <vector>

#include "aclnnop/aclnn_convolution.h"
#include "core/boundary.h"
#include "core/dtype.h"
#include "core/error.h"
#include "core/tensor.h"
#include "exec/executor.h"
#include "ops/convolution/conv.h"

namespace aclnn_cpu {
namespace ops {
namespace convolution {
namespace {

constexpr const char* kApi = "aclnnConvolution";
constexpr const char* kApiDw = "aclnnConvDepthwise2d";

std::string Str(int64_t v) { return std::to_string(v); }
std::string Str(__int128 v) { return std::to_string(static_cast<long long>(v)); }

const char* Label(aclFormat f) {
  switch (f) {
    case ACL_FORMAT_NCL: return "NCL";
    case ACL_FORMAT_NCHW: return "NCHW";
    case ACL_FORMAT_NCDHW: return "NCDHW";
    case ACL_FORMAT_NDHWC: return "NDHWC";
    case ACL_FORMAT_NHWC: return "NHWC";
    case ACL_FORMAT_ND: return "ND";
    default: return "a private format";
  }
}

// Axes of N and C as the tensor's label places them (a label ending in C is channel-last).
size_t AxisC(const aclTensor* t) {
  if (t->format == ACL_FORMAT_NDHWC || t->format == ACL_FORMAT_NHWC) return t->view.size() - 1;
  return 1;
}

std::string ArrayString(const aclIntArray* a) {
  std::string s = "[";
  for (size_t i = 0; i < a->v.size(); ++i) s += (i ? "," : "") + Str(a->v[i]);
  return s + "]";
}

const auto kTypes = {ACL_FLOAT, ACL_FLOAT16, ACL_BF16};

// Checks §6 steps 5.1-5.3 shared by both entry points; `pads` may be negative (CPU extension).
void CheckValues(Validator& v, const aclTensor* input, const aclTensor* weight, const aclIntArray* stride,
                 const aclIntArray* padding, const aclIntArray* dilation, int d) {
  const Shape& xs = input->view;
  const Shape& ws = weight->view;
  v.Check(xs[0] >= 0 && xs[1] >= 0, [&] { return "shape[0] and shape[1] of x " + ShapeString(xs) + " must be >= 0"; })
      .Check(ws[0] >= 0 && ws[1] >= 0,
             [&] { return "shape[0] and shape[1] of filter " + ShapeString(ws) + " must be >= 0"; });
  for (int i = 0; i < d; ++i)
    v.Check(xs[static_cast<size_t>(i + 2)] >= 0,
            [&] { return "shape[" + Str(int64_t{i + 2}) + "] of x " + ShapeString(xs) + " must be >= 0"; })
        .Check(ws[static_cast<size_t>(i + 2)] > 0, [&] {
          return "shape[" + Str(int64_t{i + 2}) + "] of filter " + ShapeString(ws) + " must be greater than 0";
        });
  for (int64_t s : stride->v)
    v.Check(s > 0, [&] { return "every value of strides " + ArrayString(stride) + " must be greater than 0"; });
  for (int64_t s : dilation->v)
    v.Check(s > 0, [&] { return "every value of dilations " + ArrayString(dilation) + " must be greater than 0"; });
  for (int64_t s : padding->v)
    v.Check(s >= 0, [&] { return "every value of pads " + ArrayString(padding) + " must be >= 0"; });
}

// Forward output size of §4.2 (C++ truncating division, as the device), in 128 bits.
__int128 ForwardSize(int64_t in, int64_t pb, int64_t pa, int64_t dl, int64_t k, int64_t st) {
  const __int128 num = static_cast<__int128>(in) + pb + pa - static_cast<__int128>(dl) * (k - 1) - 1;
  return num / st + 1;
}

struct Decoded {
  ConvProblem p;
  std::vector<int64_t> out_shape;
  bool any_empty = false;
};

aclnnStatus CheckConvolution(const aclTensor* input, const aclTensor* weight, const aclTensor* bias,
                             const aclIntArray* stride, const aclIntArray* padding, const aclIntArray* dilation,
                             bool transposed, const aclIntArray* outputPadding, int64_t groups,
                             const aclTensor* output, int8_t cmt, Decoded* dec) {
  Validator v(kApi);
  // 1. nulls
  v.NotNull("x", input).NotNull("filter", weight).NotNull("strides", stride).NotNull("pads", padding)
      .NotNull("dilations", dilation).NotNull("y", output);
  if (transposed) v.NotNull("outputPadding", outputPadding);
  if (!v.ok()) return v.status();
  // 2. dtypes
  if (bias) v.DtypeIn("bias", bias, kTypes);
  v.DtypeIn("x", input, kTypes).DtypeIn("filter", weight, kTypes).DtypeIn("y", output, kTypes);
  if (!v.ok()) return v.status();
  // 3. ranks and array lengths
  v.Rank("x", input, 3, 5).Rank("filter", weight, 3, 5).Rank("y", output, 3, 5);
  if (!v.ok()) return v.status();
  const size_t rank = input->view.size();
  const int d = static_cast<int>(rank) - 2;
  v.Check(weight->view.size() == rank && output->view.size() == rank, [&] {
    return "the shape dims of x " + ShapeString(input->view) + ", filter " + ShapeString(weight->view) + " and y " +
           ShapeString(output->view) + " must be the same";
  });
  if (!v.ok()) return v.status();
  if (bias) {
    const Shape& ws = weight->view;
    v.Rank("bias", bias, 1, 1);
    if (!v.ok()) return v.status();
    const __int128 want = transposed ? static_cast<__int128>(ws[AxisC(weight)]) * groups : ws[0];
    v.Check(bias->view[0] == want, [&] {
      return "bias shape " + ShapeString(bias->view) + " must equal the output channels of filter " + ShapeString(ws) +
             " (" + Str(want) + ")";
    });
    if (!v.ok()) return v.status();
  }
  const size_t np = padding->v.size();
  bool pad_ok = np == static_cast<size_t>(d);
  if ((d == 1 && !transposed) || d == 2) pad_ok = np == static_cast<size_t>(d) || np == static_cast<size_t>(2 * d);
  v.Check(stride->v.size() == static_cast<size_t>(d),
          [&] { return "strides " + ArrayString(stride) + " must have " + Str(int64_t{d}) + " elements"; })
      .Check(dilation->v.size() == static_cast<size_t>(d),
             [&] { return "dilations " + ArrayString(dilation) + " must have " + Str(int64_t{d}) + " elements"; })
      .Check(pad_ok, [&] {
        return "pads " + ArrayString(padding) + " has " + Str(static_cast<int64_t>(np)) + " elements, expected " +
               Str(int64_t{d}) + (((d == 1 && !transposed) || d == 2) ? " or " + Str(int64_t{2 * d}) : std::string());
      });
  if (transposed)
    v.Check(outputPadding->v.size() == static_cast<size_t>(d), [&] {
      return "outputPadding " + ArrayString(outputPadding) + " must have " + Str(int64_t{d}) + " elements";
    });
  if (!v.ok()) return v.status();
  // 4. formats
  v.Check(input->format == output->format, [&] {
    return std::string("the formats of x (") + Label(input->format) + ") and y (" + Label(output->format) +
           ") must be the same";
  });
  if (bias)
    v.FormatIn("bias", bias, {ACL_FORMAT_NCL, ACL_FORMAT_NCHW, ACL_FORMAT_NCDHW, ACL_FORMAT_ND});
  if (!v.ok()) return v.status();
  const aclFormat want_fmt = d == 1 ? ACL_FORMAT_NCL : d == 2 ? ACL_FORMAT_NCHW : ACL_FORMAT_NCDHW;
  auto fmt = [&](const char* name, const aclTensor* t) {
    v.Check(t->format == want_fmt || (d == 3 && t->format == ACL_FORMAT_NDHWC), [&] {
      return std::string(name) + " has format " + Label(t->format) + ", expected " + Label(want_fmt) +
             (d == 3 ? " or NDHWC" : "") + " for a " + Str(int64_t{d}) + "-D convolution";
    });
  };
  if (d == 2 && !transposed) {
    fmt("filter", weight); fmt("x", input); fmt("y", output);
  } else {
    fmt("x", input); fmt("filter", weight); fmt("y", output);
  }
  if (!v.ok()) return v.status();
  // From here on every tensor is read channel-first, whatever its label.
  const aclTensor x_cf = ChannelFirst(*input), w_cf = ChannelFirst(*weight), y_cf = ChannelFirst(*output);
  input = &x_cf;
  weight = &w_cf;
  output = &y_cf;
  const Shape& ws = weight->view;
  // 5. values
  CheckValues(v, input, weight, stride, padding, dilation, d);
  if (!v.ok()) return v.status();
  const Shape& xs = input->view;
  ConvProblem& p = dec->p;
  p.nd = d;
  p.transposed = transposed;
  for (int i = 0; i < d; ++i) {
    p.in[i] = xs[static_cast<size_t>(i + 2)];
    p.k[i] = ws[static_cast<size_t>(i + 2)];
    p.stride[i] = stride->v[static_cast<size_t>(i)];
    p.dil[i] = dilation->v[static_cast<size_t>(i)];
    if (np == static_cast<size_t>(d)) {
      p.pb[i] = p.pa[i] = padding->v[static_cast<size_t>(i)];
    } else {
      p.pb[i] = padding->v[static_cast<size_t>(2 * i)];
      p.pa[i] = padding->v[static_cast<size_t>(2 * i + 1)];
    }
    if (transposed) p.op[i] = outputPadding->v[static_cast<size_t>(i)];
  }
  const bool input_empty = Numel(*input) == 0;
  if (!transposed && !input_empty)
    for (int i = 0; i < d; ++i) {
      const __int128 num = static_cast<__int128>(p.in[i]) + p.pb[i] + p.pa[i] -
                           static_cast<__int128>(p.dil[i]) * (static_cast<__int128>(p.k[i]) - 1) - 1;
      v.Check(num >= 0, [&] {
        return "These parameters must meet the following condition: x[" + Str(int64_t{i + 2}) + "] + pads - dilations[" +
               Str(int64_t{i}) + "] * (filter[" + Str(int64_t{i + 2}) + "] - 1) - 1 >= 0, got " + Str(num);
      });
    }
  v.Check(groups > 0, [&] { return "groups = " + Str(groups) + ", the value should be greater than 0"; });
  if (!v.ok()) return v.status();
  if (transposed) {
    v.Check(ws[0] == xs[1], [&] {
      return "shape[0] of filter " + ShapeString(ws) + " must equal shape[1] of x " + ShapeString(xs) +
             " when transposed is true";
    });
    for (int i = 0; i < d; ++i) {
      v.Check(!(p.op[i] >= p.stride[i] && p.op[i] >= p.dil[i]), [&] {
        return "outputPadding[" + Str(int64_t{i}) + "] = " + Str(p.op[i]) +
               " must be less than stride[" + Str(int64_t{i}) + "] or dilation[" + Str(int64_t{i}) + "]";
      }).Check(p.op[i] >= 0, [&] { return "outputPadding " + ArrayString(outputPadding) + " must be >= 0"; });
    }
  } else {
    v.Check(static_cast<__int128>(ws[1]) * groups == xs[1], [&] {
      return "shape[1] of filter " + ShapeString(ws) + " times groups (" + Str(groups) + ") must equal shape[1] of x " +
             ShapeString(xs);
    });
  }
  v.Check(ws[0] % groups == 0, [&] {
    return "shape[0] of filter " + ShapeString(ws) + " must be exactly divided by attribute groups(" + Str(groups) + ")";
  });
  if (!v.ok()) return v.status();
  const __int128 cout128 = transposed ? static_cast<__int128>(ws[1]) * groups : ws[0];
  const int64_t cout = cout128 > INT64_MAX ? -1 : static_cast<int64_t>(cout128);  // -1 never matches a dim
  if (bias) v.Check(bias->view[0] == cout, [&] { return "bias " + ShapeString(bias->view) + " must be (" + Str(cout) + ")"; });
  v.Check(!(transposed && xs[1] == 0),
          [&] { return "When transposed is true, shape[1] of x " + ShapeString(xs) + " must be greater than 0"; });
  if (!v.ok()) return v.status();
  dec->any_empty = input_empty || Numel(*weight) == 0 || Numel(*output) == 0;
  if (transposed && !dec->any_empty) {
    for (int i = 0; i < d; ++i) {
      if (d == 3 && i == 0) continue;  // no condition on D
      // 2-D with 4 pads: index i of the pads array (so the W condition reads the bottom pad).
      const int64_t pad = padding->v[static_cast<size_t>(i)];
      const __int128 val = (static_cast<__int128>(p.k[i]) - 1) * p.dil[i] - pad;
      const bool lo_ok = d != 3 || val >= 0;
      v.Check(lo_ok && val <= 255, [&] {
        return "(filter[" + Str(int64_t{i + 2}) + "] - 1) * dilations[" + Str(int64_t{i}) + "] - pads[" +
               Str(int64_t{i}) + "] = " + Str(val) + (d == 3 ? " must be in [0, 255]" : " must be <= 255");
      });
    }
    if (!v.ok()) return v.status();
  }
  // 6. output shape
  Shape inferred{xs[0], cout};
  bool inferred_ok = true;
  for (int i = 0; i < d; ++i) {
    __int128 o;
    if (!transposed) o = ForwardSize(p.in[i], p.pb[i], p.pa[i], p.dil[i], p.k[i], p.stride[i]);
    else
      o = static_cast<__int128>(p.in[i] - 1) * p.stride[i] - (static_cast<__int128>(p.pb[i]) + p.pa[i]) +
          static_cast<__int128>(p.dil[i]) * (static_cast<__int128>(p.k[i]) - 1) + p.op[i] + 1;
    if (o < 0 || o > INT64_MAX) inferred_ok = false;
    inferred.push_back(static_cast<int64_t>(o));
  }
  v.Check(!((input_empty || Numel(*weight) == 0) && Numel(*output) != 0) && inferred_ok, [&] {
    return "if x or filter is an empty tensor, output must be an empty tensor, and every inferred output dim must be "
           ">= 0: y " + ShapeString(output->view) + ", inferred " + ShapeString(inferred);
  });
  v.ShapeIs("y", output, inferred, "the shape inferred from x, filter and the attributes");
  // 7. cubeMathType
  v.Check(cmt >= 0 && cmt <= 4, [&] {
    return "The value of cubeMathType only support {0: KEEP_DTYPE, 1: ALLOW_FP32_DOWN_PRECISION, 2: USE_FP16, 3: "
           "USE_HF32, 4: USE_FP32_ADD}, but got " + Str(int64_t{cmt});
  });
  if (!v.ok()) return v.status();
  // 10. transposed kernel lookup
  const aclDataType P = ComputeDtype(input->dtype, weight->dtype, cmt);
  v.Check(!(transposed && !dec->any_empty && output->dtype == ACL_FLOAT && P != ACL_FLOAT && cmt != 2), [&] {
    return std::string("Not support the given data type and format combination: transposed convolution of ") +
           DtypeName(input->dtype) + " x and " + DtypeName(weight->dtype) + " filter (computed in " + DtypeName(P) +
           ") into a FLOAT y";
  }, ACLNN_ERR_RUNTIME_ERROR);
  v.ViewInStorage("x", input).ViewInStorage("filter", weight).ViewInStorage("y", output);
  if (bias) v.ViewInStorage("bias", bias);
  if (!v.ok()) return v.status();
  p.N = xs[0];
  p.Cin = xs[1];
  p.Cout = cout;
  p.G = groups;
  p.dt_in = input->dtype;
  p.dt_w = weight->dtype;
  p.dt_out = output->dtype;
  p.has_bias = bias != nullptr;
  if (bias) p.dt_bias = bias->dtype;
  p.cmt = cmt == 4 ? 0 : cmt;
  for (int i = 0; i < d; ++i) p.out[i] = inferred[static_cast<size_t>(i + 2)];
  return ACLNN_SUCCESS;
}

aclnnStatus CheckDepthwise(const aclTensor* self, const aclTensor* weight, const aclIntArray* kernelSize,
                           const aclTensor* bias, const aclIntArray* stride, const aclIntArray* padding,
                           const aclIntArray* dilation, const aclTensor* out, int8_t cmt, Decoded* dec) {
  Validator v(kApiDw);
  v.NotNull("self", self).NotNull("weight", weight).NotNull("stride", stride).NotNull("padding", padding)
      .NotNull("dilation", dilation).NotNull("out", out);
  if (!v.ok()) return v.status();
  if (bias) v.DtypeIn("bias", bias, kTypes).SameDtype("bias", bias, "self", self);
  v.DtypeIn("self", self, kTypes).DtypeIn("weight", weight, kTypes).DtypeIn("out", out, kTypes)
      .SameDtype("self", self, "weight", weight).SameDtype("weight", weight, "out", out);
  if (!v.ok()) return v.status();
  v.Rank("self", self, 4, 4).Rank("weight", weight, 4, 4).Rank("out", out, 4, 4);
  if (bias) v.Rank("bias", bias, 1, 1);
  v.Check(stride->v.size() == 2, [&] { return "stride " + ArrayString(stride) + " must have 2 elements"; })
      .Check(dilation->v.size() == 2, [&] { return "dilation " + ArrayString(dilation) + " must have 2 elements"; })
      .Check(padding->v.size() == 2, [&] { return "padding " + ArrayString(padding) + " must have 2 elements"; });
  if (!v.ok()) return v.status();
  v.FormatIn("self", self, {ACL_FORMAT_NCHW}).FormatIn("weight", weight, {ACL_FORMAT_NCHW})
      .FormatIn("out", out, {ACL_FORMAT_NCHW});
  if (!v.ok()) return v.status();
  CheckValues(v, self, weight, stride, padding, dilation, 2);
  if (!v.ok()) return v.status();
  const Shape& xs = self->view;
  const Shape& ws = weight->view;
  ConvProblem& p = dec->p;
  p.nd = 2;
  for (int i = 0; i < 2; ++i) {
    p.in[i] = xs[static_cast<size_t>(i + 2)];
    p.k[i] = ws[static_cast<size_t>(i + 2)];
    p.stride[i] = stride->v[static_cast<size_t>(i)];
    p.dil[i] = dilation->v[static_cast<size_t>(i)];
    p.pb[i] = p.pa[i] = padding->v[static_cast<size_t>(i)];
  }
  const bool self_empty = Numel(*self) == 0;
  if (!self_empty)
    for (int i = 0; i < 2; ++i) {
      const __int128 num = static_cast<__int128>(p.in[i]) + 2 * static_cast<__int128>(p.pb[i]) -
                           static_cast<__int128>(p.dil[i]) * (static_cast<__int128>(p.k[i]) - 1) - 1;
      v.Check(num >= 0, [&] {
        return "self[" + Str(int64_t{i + 2}) + "] + 2 * padding - dilation * (weight[" + Str(int64_t{i + 2}) +
               "] - 1) - 1 = " + Str(num) + " must be >= 0";
      });
    }
  v.Check(ws[1] == 0 || ws[1] == 1, [&] { return "shape[1] of weight " + ShapeString(ws) + " must be 0 or 1"; })
      .Check(xs[1] == 0 || ws[0] % xs[1] == 0, [&] {
        return "shape[0] of weight " + ShapeString(ws) + " must be a multiple of the input channels " + Str(xs[1]);
      });
  if (bias) v.Check(bias->view[0] == ws[0], [&] { return "bias " + ShapeString(bias->view) + " must be (" + Str(ws[0]) + ")"; });
  if (!v.ok()) return v.status();
  Shape inferred{xs[0], ws[0]};
  bool inferred_ok = true;
  for (int i = 0; i < 2; ++i) {
    const __int128 o = ForwardSize(p.in[i], p.pb[i], p.pa[i], p.dil[i], p.k[i], p.stride[i]);
    if (o < 0 || o > INT64_MAX) inferred_ok = false;
    inferred.push_back(static_cast<int64_t>(o));
  }
  v.ShapeIs("out", out, inferred, "the shape inferred from self, weight and the attributes")
      .Check(!((self_empty || Numel(*weight) == 0) && Numel(*out) != 0) && inferred_ok, [&] {
        return "if self or weight is an empty tensor, out must be an empty tensor: out " + ShapeString(out->view);
      })
      .Check(cmt >= 0 && cmt <= 4, [&] {
        return "The value of cubeMathType only support {0: KEEP_DTYPE, 1: ALLOW_FP32_DOWN_PRECISION, 2: USE_FP16, "
               "3: USE_HF32, 4: USE_FP32_ADD}, but got " + Str(int64_t{cmt});
      })
      .NotNull("kernelSize", kernelSize);
  if (!v.ok()) return v.status();
  v.Check(kernelSize->v.size() >= 2, [&] { return "kernelSize " + ArrayString(kernelSize) + " must have 2 elements"; });
  if (!v.ok()) return v.status();
  v.Check(kernelSize->v[0] == ws[2] && kernelSize->v[1] == ws[3], [&] {
    return "kernelSize " + ArrayString(kernelSize) + " must equal the kernel dims of weight " + ShapeString(ws);
  });
  v.ViewInStorage("self", self).ViewInStorage("weight", weight).ViewInStorage("out", out);
  if (bias) v.ViewInStorage("bias", bias);
  if (!v.ok()) return v.status();
  dec->any_empty = self_empty || Numel(*weight) == 0 || Numel(*out) == 0;
  p.N = xs[0];
  p.Cin = xs[1];
  p.Cout = ws[0];
  p.G = xs[1] > 0 ? xs[1] : 1;
  p.dt_in = self->dtype;
  p.dt_w = weight->dtype;
  p.dt_out = out->dtype;
  p.has_bias = bias != nullptr;
  if (bias) p.dt_bias = bias->dtype;
  p.cmt = cmt == 4 ? 0 : cmt;
  p.out[0] = inferred[2];
  p.out[1] = inferred[3];
  return ACLNN_SUCCESS;
}

// Phase 1 after validation: the plan (oneDNN primitives, workspace) and the executor.
aclnnStatus Build(const char* api, const Decoded& dec, const aclTensor* input, const aclTensor* weight,
                  const aclTensor* bias, const aclTensor* output, uint64_t* workspaceSize, aclOpExecutor** executor) {
  ExecutorBuilder b(api);
  const NdDesc x = CaptureNd(input, b.Input(input));
  const NdDesc w = CaptureNd(weight, b.Input(weight));
  NdDesc bi;
  if (bias) bi = CaptureNd(bias, b.Input(bias));
  const NdDesc out = CaptureNd(output, b.Output(output));
  if (!dec.any_empty) {
    Decoded d = dec;
    d.p.out_overlaps = !NonOverlapping(*output);
    auto plan = std::make_shared<const ConvPlan>(MakePlan(d.p, w));
    b.SetWorkspace(plan->workspace);
    b.SetRun([=](const RunContext& ctx) { return RunConvolution(*plan, x, w, bi, out, ctx); });
  }
  return b.Finish(workspaceSize, executor);
}

}  // namespace
}  // namespace convolution
}  // namespace ops
}  // namespace aclnn_cpu

using namespace aclnn_cpu;
using namespace aclnn_cpu::ops;

extern "C" aclnnStatus aclnnConvolutionGetWorkspaceSize(const aclTensor* input, const aclTensor* weight,
                                                        const aclTensor* bias, const aclIntArray* stride,
                                                        const aclIntArray* padding, const aclIntArray* dilation,
                                                        bool transposed, const aclIntArray* outputPadding,
                                                        const int64_t groups, aclTensor* output, int8_t cubeMathType,
                                                        uint64_t* workspaceSize, aclOpExecutor** executor) try {
  using namespace convolution;
  if (aclnnStatus st = CheckPhase1Outputs(kApi, workspaceSize, executor)) return st;
  Decoded dec;
  if (aclnnStatus st = CheckConvolution(input, weight, bias, stride, padding, dilation, transposed, outputPadding,
                                        groups, output, cubeMathType, &dec))
    return st;
  return Build(kApi, dec, input, weight, bias, output, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(convolution::kApi);
}

extern "C" aclnnStatus aclnnConvolution(void* workspace, const uint64_t workspaceSize, aclOpExecutor* executor,
                                        aclrtStream stream) try {
  return RunPhase2(convolution::kApi, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(convolution::kApi);
}

extern "C" aclnnStatus aclnnConvDepthwise2dGetWorkspaceSize(const aclTensor* self, const aclTensor* weight,
                                                            const aclIntArray* kernelSize, const aclTensor* bias,
                                                            const aclIntArray* stride, const aclIntArray* padding,
                                                            const aclIntArray* dilation, aclTensor* out,
                                                            int8_t cubeMathType, uint64_t* workspaceSize,
                                                            aclOpExecutor** executor) try {
  using namespace convolution;
  if (aclnnStatus st = CheckPhase1Outputs(kApiDw, workspaceSize, executor)) return st;
  Decoded dec;
  if (aclnnStatus st = CheckDepthwise(self, weight, kernelSize, bias, stride, padding, dilation, out, cubeMathType, &dec))
    return st;
  return Build(kApiDw, dec, self, weight, bias, out, workspaceSize, executor);
} catch (...) {
  return aclnn_cpu::Phase1Failure(convolution::kApiDw);
}

extern "C" aclnnStatus aclnnConvDepthwise2d(void* workspace, const uint64_t workspaceSize, aclOpExecutor* executor,
                                            aclrtStream stream) try {
  return RunPhase2(convolution::kApiDw, workspace, workspaceSize, executor, stream);
} catch (...) {
  return aclnn_cpu::RunFailure(convolution::kApiDw);
}
