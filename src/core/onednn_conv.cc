// oneDNN convolution primitives behind core/onednn_conv.h.
#include "core/onednn_conv.h"

#include "core/gemm.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <new>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "core/blocked16.h"
#include "core/boundary.h"
#include "core/onednn.h"

namespace aclnn_cpu {

struct ConvPrimitive::Impl {
  dnnl::primitive prim;
  // Per ConvArg: the plain layout callers use, the primitive's own, and the reorder between them
  // (plain -> internal for inputs, internal -> plain for outputs) when they differ.
  dnnl::memory::desc plain[3], internal[3];
  bool reordered[3] = {false, false, false};
  dnnl::reorder reorder[3];
  dnnl::memory::desc reorder_scratch[3];
  // Activations whose internal layout is the 16-channel blocked one: reordered by
  // core/blocked16.h's transposes (oneDNN's own reorders of it run at a third of their speed, the
  // bf16 ones at less), with these sizes.
  bool blocked16[3] = {false, false, false};
  int64_t b16_n = 0, b16_c[3] = {0, 0, 0}, b16_p[3] = {1, 1, 1};
  size_t b16_bytes[3] = {4, 4, 4};
  dnnl::memory::desc bias, scratch;
  size_t scratch_bytes = 0;  // the largest of the primitive's and the reorders' scratchpads
  bool has_bias = false;
  std::string name;
};

ConvPrimitive::ConvPrimitive(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ConvPrimitive::~ConvPrimitive() = default;
// oneDNN carves its scratchpad into pieces at aligned offsets from the buffer's start; callers
// hand over a slice of the aclnn workspace at any address, so the bytes asked for include room
// to align the start to a page, and every call aligns it (defensive: no overrun was observed).
constexpr size_t kScratchpadAlignment = 4096;
size_t ConvPrimitive::scratchpad_bytes() const {
  const size_t n = impl_->scratch_bytes;
  return n == 0 ? 0 : n + kScratchpadAlignment;
}
namespace {
void* AlignScratchpad(void* p) {
  const uintptr_t u = reinterpret_cast<uintptr_t>(p);
  return reinterpret_cast<void*>((u + kScratchpadAlignment - 1) & ~uintptr_t{kScratchpadAlignment - 1});
}
}  // namespace
const char* ConvPrimitive::impl_name() const { return impl_->name.c_str(); }
size_t ConvPrimitive::internal_bytes(ConvArg a) const {
  const int i = static_cast<int>(a);
  return impl_->reordered[i] ? impl_->internal[i].get_size() : 0;
}
bool ConvPrimitive::SameLayout(ConvArg a, const ConvPrimitive& other) const {
  const int i = static_cast<int>(a);
  return impl_->internal[i] == other.impl_->internal[i];
}

namespace {

using Key = std::vector<int64_t>;

Key KeyOf(ConvDataType type, const ConvGeometry& g) {
  Key k{static_cast<int64_t>(type), g.nd, g.n, g.ic, g.oc, g.groups, g.bias, static_cast<int64_t>(g.pass), g.bf16_out};
  for (int i = 0; i < g.nd; ++i)
    for (int64_t v : {g.in[i], g.k[i], g.out[i], g.stride[i], g.dilation[i], g.pad_l[i], g.pad_r[i]}) k.push_back(v);
  return k;
}

std::mutex g_mu;
std::map<Key, std::shared_ptr<const ConvPrimitive>>& Cache() {
  static auto* m = new std::map<Key, std::shared_ptr<const ConvPrimitive>>();
  return *m;
}

dnnl::memory::format_tag Plain(int nd) {
  using tag = dnnl::memory::format_tag;
  return nd == 1 ? tag::ncw : nd == 2 ? tag::nchw : tag::ncdhw;
}
dnnl::memory::format_tag PlainWeights(int nd, bool grouped) {
  using tag = dnnl::memory::format_tag;
  if (grouped) return nd == 1 ? tag::goiw : nd == 2 ? tag::goihw : tag::goidhw;
  return nd == 1 ? tag::oiw : nd == 2 ? tag::oihw : tag::oidhw;
}

// The primitive descriptor of g's pass with operand descriptors src, wei, dst (forward terms).
dnnl::primitive_desc Describe(const ConvGeometry& g, const dnnl::memory::desc& src, const dnnl::memory::desc& wei,
                              const dnnl::memory::desc& bias, const dnnl::memory::desc& dst,
                              const dnnl::memory::desc* hint, const dnnl::primitive_attr& attr) {
  using dims = dnnl::memory::dims;
  dims strides, dil, pl, pr;
  for (int i = 0; i < g.nd; ++i) {
    strides.push_back(g.stride[i]);
    dil.push_back(g.dilation[i] - 1);
    pl.push_back(g.pad_l[i]);
    pr.push_back(g.pad_r[i]);
  }
  const dnnl::memory::desc none;
  if (g.pass != ConvPass::kForward) {
    // Backward passes of a convolution, with the forward descriptor as their hint.
    dnnl::convolution_forward::desc fd(dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct, hint[0],
                                       hint[1], hint[2], strides, dil, pl, pr);
    dnnl::convolution_forward::primitive_desc fwd(fd, attr, DnnlEngine());
    if (g.pass == ConvPass::kBackwardData) {
      dnnl::convolution_backward_data::desc d(dnnl::algorithm::convolution_direct, src, wei, dst, strides, dil, pl, pr);
      return dnnl::convolution_backward_data::primitive_desc(d, attr, DnnlEngine(), fwd);
    }
    dnnl::convolution_backward_weights::desc d(dnnl::algorithm::convolution_direct, src, wei, dst, strides, dil, pl,
                                               pr);
    return dnnl::convolution_backward_weights::primitive_desc(d, attr, DnnlEngine(), fwd);
  }
  // forward_training: oneDNN 2.x then picks its blocked-layout jit kernels (nChw16c), whose
  // reorders from and to the plain layout are cheap; for forward_inference it prefers brgemm
  // kernels on nhwc, whose reorders from nchw cost as much as the convolution itself.
  dnnl::convolution_forward::desc d(dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct, src, wei,
                                    g.bias ? bias : none, dst, strides, dil, pl, pr);
  return dnnl::convolution_forward::primitive_desc(d, attr, DnnlEngine());
}

// On aarch64, oneDNN 2.6.3 (Debian 12's) picks jit_dw:sve_512 for depthwise backward data on its
// blocked layouts, and with a dilated kernel its gradients are wrong (e.g. g3 ic3 oc3 ih8 kh2 sh2
// dh2 ph1; its forward and backward-weights kernels agree with the reference). Iterating to the
// next implementation (primitive_desc::next_impl) faults in that release, so these are described
// on the plain layouts, where jit_dw does not apply.
bool PlainOnly(const ConvGeometry& g) {
#if defined(__aarch64__)
  bool dilated = false;
  for (int i = 0; i < g.nd; ++i) dilated = dilated || g.dilation[i] > 1;
  return dilated && g.pass == ConvPass::kBackwardData && g.groups > 1 && g.groups == g.ic && g.groups == g.oc;
#else
  (void)g;
  return false;
#endif
}

std::shared_ptr<const ConvPrimitive> Create(ConvDataType type, const ConvGeometry& g) {
  using dims = dnnl::memory::dims;
  using dt = dnnl::memory::data_type;
  using tag = dnnl::memory::format_tag;
  const dt in_t = type == ConvDataType::kF32 ? dt::f32 : dt::bf16;
  dims src{g.n, g.ic}, dst{g.n, g.oc}, wei;
  const bool grouped = g.groups > 1;
  if (grouped) wei = {g.groups, g.oc / g.groups, g.ic / g.groups};
  else wei = {g.oc, g.ic};
  for (int i = 0; i < g.nd; ++i) {
    src.push_back(g.in[i]);
    dst.push_back(g.out[i]);
    wei.push_back(g.k[i]);
  }
  // Data types per ConvArg: inputs in_t, outputs fp32.
  dt types[3] = {in_t, in_t, dt::f32};
  if (g.pass == ConvPass::kBackwardData) types[0] = dt::f32, types[2] = in_t;
  if (g.pass == ConvPass::kBackwardWeights) types[1] = dt::f32, types[2] = in_t;
  if (g.bf16_out && in_t == dt::bf16) {
    if (g.pass == ConvPass::kForward) types[2] = dt::bf16;
    if (g.pass == ConvPass::kBackwardData) types[0] = dt::bf16;
  }
  const dims shapes[3] = {src, wei, dst};
  const tag plain_tags[3] = {Plain(g.nd), PlainWeights(g.nd, grouped), Plain(g.nd)};
  auto impl = std::make_unique<ConvPrimitive::Impl>();
  for (int i = 0; i < 3; ++i) impl->plain[i] = dnnl::memory::desc(shapes[i], types[i], plain_tags[i]);
  impl->has_bias = g.bias;
  if (g.bias) impl->bias = dnnl::memory::desc(dims{g.oc}, dt::f32, tag::x);
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);  // concurrent execution is safe
  try {
    // The layouts oneDNN prefers (format "any"); the plain ones when it has no implementation
    // for "any" (then the reorders are identities and are skipped).
    dnnl::primitive_desc pd;
    bool described = false;
    for (int attempt = PlainOnly(g) ? 1 : 0; attempt < 2 && !described; ++attempt) {
      dnnl::memory::desc d[3];
      for (int i = 0; i < 3; ++i) d[i] = attempt == 0 ? dnnl::memory::desc(shapes[i], types[i], tag::any) : impl->plain[i];
      // The forward hint of a backward pass: every operand in the input type.
      dnnl::memory::desc hint[3];
      for (int i = 0; i < 3; ++i) hint[i] = dnnl::memory::desc(shapes[i], in_t, attempt == 0 ? tag::any : plain_tags[i]);
      try {
        pd = Describe(g, d[0], d[1], impl->bias, d[2], hint, attr);
        described = true;
      } catch (const dnnl::error& e) {
        if (e.status != dnnl_unimplemented || attempt == 1) throw;
      }
    }
    switch (g.pass) {
      case ConvPass::kForward:
        impl->internal[0] = pd.src_desc(), impl->internal[1] = pd.weights_desc(), impl->internal[2] = pd.dst_desc();
        break;
      case ConvPass::kBackwardData:
        impl->internal[0] = pd.diff_src_desc(), impl->internal[1] = pd.weights_desc(),
        impl->internal[2] = pd.diff_dst_desc();
        break;
      case ConvPass::kBackwardWeights:
        impl->internal[0] = pd.src_desc(), impl->internal[1] = pd.diff_weights_desc(),
        impl->internal[2] = pd.diff_dst_desc();
        break;
    }
    impl->scratch = pd.scratchpad_desc();
    impl->scratch_bytes = impl->scratch.get_size();
    impl->name = pd.impl_info_str();
    impl->prim = dnnl::primitive(pd);
    const tag blocked_tag = g.nd == 1 ? tag::nCw16c : g.nd == 2 ? tag::nChw16c : tag::nCdhw16c;
    impl->b16_n = g.n;
    for (int i = 0; i < 3; ++i) {
      if (impl->internal[i] == impl->plain[i]) continue;
      if (i != 1 && shapes[i][1] % 16 == 0 &&
          impl->internal[i] == dnnl::memory::desc(shapes[i], types[i], blocked_tag)) {
        impl->blocked16[i] = true;
        impl->b16_c[i] = shapes[i][1];
        for (size_t d = 2; d < shapes[i].size(); ++d) impl->b16_p[i] *= shapes[i][d];
        impl->b16_bytes[i] = types[i] == dt::f32 ? 4 : 2;
      }
      const bool output = (g.pass == ConvPass::kForward && i == 2) || (g.pass == ConvPass::kBackwardData && i == 0) ||
                          (g.pass == ConvPass::kBackwardWeights && i == 1);
      const dnnl::memory::desc& from = output ? impl->internal[i] : impl->plain[i];
      const dnnl::memory::desc& to = output ? impl->plain[i] : impl->internal[i];
      dnnl::reorder::primitive_desc rpd(DnnlEngine(), from, DnnlEngine(), to, attr);
      impl->reorder_scratch[i] = rpd.scratchpad_desc();
      impl->scratch_bytes = std::max(impl->scratch_bytes, impl->reorder_scratch[i].get_size());
      impl->reorder[i] = dnnl::reorder(rpd);
      impl->reordered[i] = true;
    }
  } catch (const dnnl::error& e) {
    if (e.status == dnnl_unimplemented && type == ConvDataType::kBF16) return nullptr;
    if (e.status == dnnl_invalid_arguments || e.status == dnnl_unimplemented)  // past what oneDNN supports
      throw StatusError(ACLNN_ERR_INNER_TILING_ERROR,
                        "the convolution's sizes, strides, dilations or paddings are beyond what oneDNN supports");
    CheckDnnlStatus(e.status, "convolution primitive creation");
  }
  return std::make_shared<const ConvPrimitive>(std::move(impl));
}

// Strides and dilations that cannot change the result, made small (oneDNN refuses values near the
// int64 range): a dilation of a 1-wide kernel; the stride of a convolution with one output
// position (any stride past the padded input gives the same single position).
ConvGeometry Normalized(ConvGeometry g) {
  for (int i = 0; i < g.nd; ++i) {
    if (g.k[i] == 1) g.dilation[i] = 1;
    if (g.out[i] == 1) {
      const __int128 need = static_cast<__int128>(g.in[i]) + g.pad_l[i] + g.pad_r[i] -
                            static_cast<__int128>(g.dilation[i]) * (static_cast<__int128>(g.k[i]) - 1);
      if (g.stride[i] > need) g.stride[i] = need > 1 ? static_cast<int64_t>(need) : 1;
    }
  }
  return g;
}

// oneDNN divides by (and multiplies into) some of these in 32 bits: beyond these limits a
// primitive is not even described (its creation can fault).
bool WithinLimits(const ConvGeometry& g) {
  constexpr int64_t kMaxDim = (int64_t{1} << 31) - 1;
  constexpr double kMaxElems = 1099511627776.0;  // 2^40 elements per operand
  double src = static_cast<double>(g.n) * static_cast<double>(g.ic), dst = static_cast<double>(g.n) * static_cast<double>(g.oc);
  double wei = static_cast<double>(g.oc) * static_cast<double>(g.groups > 0 ? g.ic / g.groups : g.ic);
  bool ok = g.n <= kMaxDim && g.ic <= kMaxDim && g.oc <= kMaxDim && g.groups <= kMaxDim;
  for (int i = 0; i < g.nd; ++i) {
    for (int64_t v : {g.in[i], g.k[i], g.out[i], g.stride[i], g.dilation[i], g.pad_l[i], g.pad_r[i]})
      ok = ok && v <= kMaxDim;
    src *= static_cast<double>(g.in[i]);
    dst *= static_cast<double>(g.out[i]);
    wei *= static_cast<double>(g.k[i]);
  }
  return ok && src <= kMaxElems && dst <= kMaxElems && wei <= kMaxElems;
}

}  // namespace

std::shared_ptr<const ConvPrimitive> ConvPrimitive::Get(ConvDataType type, const ConvGeometry& geometry) {
  const ConvGeometry g = Normalized(geometry);
  if (!WithinLimits(g))
    throw StatusError(ACLNN_ERR_INNER_TILING_ERROR,
                      "the convolution's sizes, strides, dilations or paddings are beyond what oneDNN supports");
  const Key key = KeyOf(type, g);
  {
    std::lock_guard<std::mutex> lock(g_mu);
    auto it = Cache().find(key);
    if (it != Cache().end()) return it->second;
  }
  // oneDNN does not survive an allocation that fails while it creates a primitive (its JIT code
  // and tables; see PrepareGemm in gemm.h): the address space it may need is probed first, and
  // std::bad_alloc thrown when it is short.
  constexpr size_t kCreateBytes = size_t(32) << 20;
  void* probe = mmap(nullptr, kCreateBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (probe == MAP_FAILED) throw std::bad_alloc();
  munmap(probe, kCreateBytes);
  // oneDNN's GEMM-based convolutions run its sgemm, whose one-time JIT set-up must not happen
  // under a later memory shortage either (PrepareGemm).
  PrepareGemm(GemmType::kF32);
  OneDnnOnCallingThread pin;
  std::shared_ptr<const ConvPrimitive> p = Create(type, g);
  std::lock_guard<std::mutex> lock(g_mu);
  return Cache().emplace(key, std::move(p)).first->second;
}

namespace {
using Args = std::unordered_map<int, dnnl::memory>;
dnnl::memory Mem(const dnnl::memory::desc& d, const void* p) {
  return dnnl::memory(d, DnnlEngine(), const_cast<void*>(p));
}
// Runs prim on the calling thread with the arguments make_args() returns (the memory objects are
// made inside the pin and the error handling: oneDNN allocates them) and the scratchpad.
template <typename MakeArgs>
void Run(const dnnl::primitive& prim, const MakeArgs& make_args, const dnnl::memory::desc& scratch, void* scratchpad,
         const char* what) {
  OneDnnOnCallingThread pin;
  try {
    Args args = make_args();
    if (scratch.get_size() != 0) args.emplace(DNNL_ARG_SCRATCHPAD, Mem(scratch, AlignScratchpad(scratchpad)));
    dnnl::stream& st = DnnlThreadStream();
    prim.execute(st, args);
    st.wait();
  } catch (const dnnl::error& err) {
    CheckDnnlStatus(err.status, what);
  }
}
}  // namespace

void ConvPrimitive::Import(ConvArg a, const void* plain, void* internal, void* scratchpad) const {
  const int i = static_cast<int>(a);
  if (impl_->blocked16[i])
    return PlainToBlocked16(plain, internal, impl_->b16_n, impl_->b16_c[i], impl_->b16_p[i], impl_->b16_bytes[i]);
  Run(impl_->reorder[i], [&] {
    return Args{{DNNL_ARG_FROM, Mem(impl_->plain[i], plain)}, {DNNL_ARG_TO, Mem(impl_->internal[i], internal)}};
  }, impl_->reorder_scratch[i], scratchpad, "convolution operand reorder");
}

void ConvPrimitive::Export(ConvArg a, const void* internal, void* plain, void* scratchpad) const {
  const int i = static_cast<int>(a);
  if (impl_->blocked16[i])
    return Blocked16ToPlain(internal, plain, impl_->b16_n, impl_->b16_c[i], impl_->b16_p[i], impl_->b16_bytes[i]);
  Run(impl_->reorder[i], [&] {
    return Args{{DNNL_ARG_FROM, Mem(impl_->internal[i], internal)}, {DNNL_ARG_TO, Mem(impl_->plain[i], plain)}};
  }, impl_->reorder_scratch[i], scratchpad, "convolution result reorder");
}

void ConvPrimitive::Execute(const void* src, const void* weights, const float* bias, void* dst,
                            void* scratchpad) const {
  Run(impl_->prim, [&] {
    Args args{{DNNL_ARG_SRC, Mem(impl_->internal[0], src)},
              {DNNL_ARG_WEIGHTS, Mem(impl_->internal[1], weights)},
              {DNNL_ARG_DST, Mem(impl_->internal[2], dst)}};
    if (impl_->has_bias) args.emplace(DNNL_ARG_BIAS, Mem(impl_->bias, bias));
    return args;
  }, impl_->scratch, scratchpad, "convolution");
}

void ConvPrimitive::ExecuteBackwardData(const void* diff_dst, const void* weights, void* diff_src,
                                        void* scratchpad) const {
  Run(impl_->prim, [&] {
    return Args{{DNNL_ARG_DIFF_DST, Mem(impl_->internal[2], diff_dst)},
                {DNNL_ARG_WEIGHTS, Mem(impl_->internal[1], weights)},
                {DNNL_ARG_DIFF_SRC, Mem(impl_->internal[0], diff_src)}};
  }, impl_->scratch, scratchpad, "convolution backward data");
}

void ConvPrimitive::ExecuteBackwardWeights(const void* src, const void* diff_dst, void* diff_weights,
                                           void* scratchpad) const {
  Run(impl_->prim, [&] {
    return Args{{DNNL_ARG_SRC, Mem(impl_->internal[0], src)},
                {DNNL_ARG_DIFF_DST, Mem(impl_->internal[2], diff_dst)},
                {DNNL_ARG_DIFF_WEIGHTS, Mem(impl_->internal[1], diff_weights)}};
  }, impl_->scratch, scratchpad, "convolution backward weights");
}

}  // namespace aclnn_cpu
