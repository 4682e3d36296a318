// The pad family on its engine (src/ops/pad): every mode and rank, forward and backward, against
// ATen's reflection/replication_pad{1,2,3}d(_backward), F.pad(mode="circular") and constant_pad_nd
// on the same buffers and thread count (ATen's circular and constant pads return new tensors; it has
// no circular backward of its own), on
//   audio      n16 c64 L16000, pads 512 (1d: a speech front-end's reflect padding before an STFT)
//   images     n32 c3 224x224 p3 and n8 c256 64x64 p1 (2d)
//   volumes    n2 c16 32x64x64 p2 (3d)
//   ConstantPadNd on the images with p3 and with p-3 (a crop)
// Effective bytes: one read of the input and one write of the output. Compare with
// BM_Roofline/triad of the same run.
#include "aclnnop/aclnn_circular_pad2d.h"
#include "aclnnop/aclnn_circular_pad2d_backward.h"
#include "aclnnop/aclnn_circular_pad3d.h"
#include "aclnnop/aclnn_circular_pad3d_backward.h"
#include "aclnnop/aclnn_constant_pad_nd.h"
#include "aclnnop/aclnn_pad2d_backward.h"
#include "aclnnop/aclnn_reflection_pad1d.h"
#include "aclnnop/aclnn_reflection_pad1d_backward.h"
#include "aclnnop/aclnn_reflection_pad3d.h"
#include "aclnnop/aclnn_reflection_pad3d_backward.h"
#include "aclnnop/aclnn_replication_pad1d.h"
#include "aclnnop/aclnn_replication_pad1d_backward.h"
#include "aclnnop/aclnn_replication_pad2d.h"
#include "aclnnop/aclnn_replication_pad3d.h"
#include "aclnnop/aclnn_replication_pad3d_backward.h"
#include "bench_common.h"

#include <memory>
#include <string>
#include <vector>

#ifdef ACLNN_BENCH_WITH_TORCH
#include <torch/torch.h>
#endif

namespace bench {
namespace {

using Fwd1 = aclnnStatus (*)(const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*, aclOpExecutor**);
using Bwd1 = aclnnStatus (*)(const aclTensor*, const aclTensor*, const aclIntArray*, aclTensor*, uint64_t*,
                             aclOpExecutor**);

struct Shape {
  std::vector<int64_t> self, padding;  // padding in the operators' order (last axis first)
  std::vector<int64_t> Padded() const {
    std::vector<int64_t> o = self;
    for (size_t j = 0; j < padding.size() / 2; ++j) o[self.size() - 1 - j] += padding[2 * j] + padding[2 * j + 1];
    return o;
  }
};
const Shape kAudio{{16, 64, 16000}, {512, 512}};
const Shape kRgb{{32, 3, 224, 224}, {3, 3, 3, 3}};
const Shape kDeep{{8, 256, 64, 64}, {1, 1, 1, 1}};
const Shape kVolume{{2, 16, 32, 64, 64}, {2, 2, 2, 2, 2, 2}};
const Shape kRgbCrop{{32, 3, 224, 224}, {-3, -3, -3, -3}};  // ConstantPadNd with negative pads: a crop

int64_t Count(const std::vector<int64_t>& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

struct Data {
  Data(aclDataType dt, const Shape& s)
      : dtype(dt), shape(s), in(static_cast<size_t>(Count(s.self)), dt), padded(static_cast<size_t>(Count(s.Padded())), dt) {
    in.FillUniform(-1, 1, 1);
    padded.FillUniform(-1, 1, 2);
  }
  double Bytes() const { return static_cast<double>(in.bytes() + padded.bytes()); }
  aclDataType dtype;
  Shape shape;
  Buffer in, padded;  // self / gradInput, and out / gradOutput
};

// One data set at a time, shared by ours and ATen (cases are registered grouped by data set).
Data& Get(aclDataType dt, const Shape& s) {
  static std::unique_ptr<Data> cur;
  if (!cur || cur->dtype != dt || cur->shape.self != s.self || cur->shape.padding != s.padding) {
    cur.reset();
    cur.reset(new Data(dt, s));
  }
  return *cur;
}

void Ours(benchmark::State& state, aclDataType dt, Shape s, Fwd1 fwd, Bwd1 bwd, Phase2Fn run) {
  Data& d = Get(dt, s);
  aclTensor* x = Tensor(s.self, dt, d.in.data());
  aclTensor* y = Tensor(s.Padded(), dt, d.padded.data());
  aclIntArray* p = aclCreateIntArray(s.padding.data(), s.padding.size());
  RunOp(state, [&](uint64_t* ws, aclOpExecutor** ex) {
    return fwd ? fwd(x, p, y, ws, ex) : bwd(y, x, p, x, ws, ex);
  }, run, d.Bytes(), "roof=triad");
  aclDestroyIntArray(p);
  aclDestroyTensor(x);
  aclDestroyTensor(y);
}

// ConstantPadNd in the forward shape (fill 0.5).
aclnnStatus ConstantPad(const aclTensor* x, const aclIntArray* p, aclTensor* y, uint64_t* ws, aclOpExecutor** ex) {
  static const float kValue = 0.5f;
  static aclScalar* value = aclCreateScalar(const_cast<float*>(&kValue), ACL_FLOAT);
  return aclnnConstantPadNdGetWorkspaceSize(x, p, value, y, ws, ex);
}

#ifdef ACLNN_BENCH_WITH_TORCH
using AtenFn = void (*)(at::Tensor& x, at::Tensor& y, at::IntArrayRef pad);

void Aten(benchmark::State& state, aclDataType dt, Shape s, AtenFn fn) {
  Data& d = Get(dt, s);
  at::set_num_threads(Threads());
  auto opts = at::TensorOptions().dtype(dt == ACL_FLOAT ? at::kFloat : dt == ACL_BF16 ? at::kBFloat16 : at::kHalf);
  at::Tensor x = torch::from_blob(d.in.data(), s.self, opts);
  at::Tensor y = torch::from_blob(d.padded.data(), s.Padded(), opts);
  try {
    fn(x, y, s.padding);
  } catch (const std::exception& e) {
    state.SkipWithError((std::string("n/a: ") + e.what()).substr(0, 120).c_str());
    return;
  }
  for (auto _ : state) fn(x, y, s.padding);
  state.SetBytesProcessed(static_cast<int64_t>(d.Bytes() * static_cast<double>(state.iterations())));
  state.SetLabel("threads=" + std::to_string(Threads()));
}

// x: self / gradInput, y: out / gradOutput.
void AtReflect1(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::reflection_pad1d_out(y, x, p); }
void AtReflect3(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::reflection_pad3d_out(y, x, p); }
void AtReplicate1(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad1d_out(y, x, p); }
void AtReplicate2(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad2d_out(y, x, p); }
void AtReplicate3(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad3d_out(y, x, p); }
void AtReflect1B(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::reflection_pad1d_backward_out(x, y, x, p); }
void AtReflect3B(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::reflection_pad3d_backward_out(x, y, x, p); }
void AtReplicate1B(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad1d_backward_out(x, y, x, p); }
void AtReplicate2B(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad2d_backward_out(x, y, x, p); }
void AtReplicate3B(at::Tensor& x, at::Tensor& y, at::IntArrayRef p) { at::replication_pad3d_backward_out(x, y, x, p); }
// ATen has no out= form of these: the result is a new tensor (as F.pad gives).
void AtCircular(at::Tensor& x, at::Tensor&, at::IntArrayRef p) {
  namespace F = torch::nn::functional;
  benchmark::DoNotOptimize(F::pad(x, F::PadFuncOptions(p.vec()).mode(torch::kCircular)));
}
void AtConstant(at::Tensor& x, at::Tensor&, at::IntArrayRef p) { benchmark::DoNotOptimize(at::constant_pad_nd(x, p, 0.5)); }
#define ATEN_CASE(op, name, dt, shape, fn) \
  BENCHMARK_CAPTURE(Aten, name, dt, shape, fn)->Name("BM_" op "/" #name "/impl:aten")->Unit(benchmark::kMillisecond)->UseRealTime()
#else
#define ATEN_CASE(op, name, dt, shape, fn) static_assert(true, "")
#endif

#define OURS_FWD(op, name, dt, shape, fn) \
  BENCHMARK_CAPTURE(Ours, name, dt, shape, aclnn##op##GetWorkspaceSize, nullptr, aclnn##op)->Name("BM_" #op "/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
#define OURS_BWD(op, name, dt, shape, fn) \
  BENCHMARK_CAPTURE(Ours, name, dt, shape, nullptr, aclnn##op##GetWorkspaceSize, aclnn##op)->Name("BM_" #op "/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
#define OURS_CONST(name, dt, shape) \
  BENCHMARK_CAPTURE(Ours, name, dt, shape, ConstantPad, nullptr, aclnnConstantPadNd)->Name("BM_ConstantPadNd/" #name "/impl:ours")->Unit(benchmark::kMillisecond)->UseRealTime()
#define FWD(op, name, dt, shape, fn) OURS_FWD(op, name, dt, shape, fn); ATEN_CASE(#op, name, dt, shape, fn)
#define BWD(op, name, dt, shape, fn) OURS_BWD(op, name, dt, shape, fn); ATEN_CASE(#op, name, dt, shape, fn)

// Grouped by data set so each buffer is built once.
FWD(ReflectionPad1d, fp32:n16c64L16000p512, ACL_FLOAT, kAudio, AtReflect1);
BWD(ReflectionPad1dBackward, fp32:n16c64L16000p512, ACL_FLOAT, kAudio, AtReflect1B);
FWD(ReplicationPad1d, fp32:n16c64L16000p512, ACL_FLOAT, kAudio, AtReplicate1);
BWD(ReplicationPad1dBackward, fp32:n16c64L16000p512, ACL_FLOAT, kAudio, AtReplicate1B);
FWD(ReplicationPad2d, fp32:n32c3h224w224p3, ACL_FLOAT, kRgb, AtReplicate2);
BWD(ReplicationPad2dBackward, fp32:n32c3h224w224p3, ACL_FLOAT, kRgb, AtReplicate2B);
FWD(ReplicationPad2d, fp32:n8c256h64w64p1, ACL_FLOAT, kDeep, AtReplicate2);
BWD(ReplicationPad2dBackward, fp32:n8c256h64w64p1, ACL_FLOAT, kDeep, AtReplicate2B);
FWD(ReplicationPad2d, bf16:n8c256h64w64p1, ACL_BF16, kDeep, AtReplicate2);
BWD(ReplicationPad2dBackward, bf16:n8c256h64w64p1, ACL_BF16, kDeep, AtReplicate2B);
FWD(ReflectionPad3d, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, AtReflect3);
BWD(ReflectionPad3dBackward, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, AtReflect3B);
FWD(ReplicationPad3d, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, AtReplicate3);
BWD(ReplicationPad3dBackward, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, AtReplicate3B);
FWD(CircularPad3d, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, AtCircular);
OURS_BWD(CircularPad3dBackward, fp32:n2c16d32h64w64p2, ACL_FLOAT, kVolume, none);
FWD(CircularPad2d, fp32:n32c3h224w224p3, ACL_FLOAT, kRgb, AtCircular);
OURS_BWD(CircularPad2dBackward, fp32:n32c3h224w224p3, ACL_FLOAT, kRgb, none);
OURS_CONST(fp32:n32c3h224w224p3, ACL_FLOAT, kRgb);
ATEN_CASE("ConstantPadNd", fp32:n32c3h224w224p3, ACL_FLOAT, kRgb, AtConstant);
OURS_CONST(fp32:n32c3h224w224p-3, ACL_FLOAT, kRgbCrop);
ATEN_CASE("ConstantPadNd", fp32:n32c3h224w224p-3, ACL_FLOAT, kRgbCrop, AtConstant);
FWD(CircularPad2d, bf16:n32c3h224w224p3, ACL_BF16, kRgb, AtCircular);
OURS_CONST(bf16:n32c3h224w224p3, ACL_BF16, kRgb);
ATEN_CASE("ConstantPadNd", bf16:n32c3h224w224p3, ACL_BF16, kRgb, AtConstant);

}  // namespace
}  // namespace bench
