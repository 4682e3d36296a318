// oneDNN convolution / deconvolution primitives behind core/onednn_conv.h.
#include "core/onednn_conv.h"

#include "core/gemm.h"

#include <sys/mman.h>

#include <cstdint>
#include <map>
#include <mutex>
#include <new>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "aclnn/opdev/op_errno.h"
#include "core/boundary.h"
#include "core/onednn.h"

namespace aclnn_cpu {

struct ConvPrimitive::Impl {
  dnnl::primitive prim;
  dnnl::memory::desc src, wei, bias, dst, scratch;
  bool has_bias = false;
  std::string name;
};

ConvPrimitive::ConvPrimitive(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ConvPrimitive::~ConvPrimitive() = default;
// oneDNN carves its scratchpad into pieces at aligned offsets from the buffer's start; callers
// hand over a slice of the aclnn workspace at any address, so the bytes asked for include room
// to align the start to a page, and Execute*() align it (defensive: no overrun was observed).
constexpr size_t kScratchpadAlignment = 4096;
size_t ConvPrimitive::scratchpad_bytes() const {
  const size_t n = impl_->scratch.get_size();
  return n == 0 ? 0 : n + kScratchpadAlignment;
}
namespace {
void* AlignScratchpad(void* p) {
  const uintptr_t u = reinterpret_cast<uintptr_t>(p);
  return reinterpret_cast<void*>((u + kScratchpadAlignment - 1) & ~uintptr_t{kScratchpadAlignment - 1});
}
}  // namespace
const char* ConvPrimitive::impl_name() const { return impl_->name.c_str(); }

namespace {

using Key = std::vector<int64_t>;

Key KeyOf(ConvDataType type, const ConvGeometry& g) {
  Key k{static_cast<int64_t>(type), g.nd, g.n, g.ic, g.oc, g.groups, g.deconvolution, g.bias,
        static_cast<int64_t>(g.pass)};
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

std::shared_ptr<const ConvPrimitive> Create(ConvDataType type, const ConvGeometry& g) {
  using dims = dnnl::memory::dims;
  using dt = dnnl::memory::data_type;
  const dt in_t = type == ConvDataType::kF32 ? dt::f32 : dt::bf16;
  dims src{g.n, g.ic}, dst{g.n, g.oc}, wei, strides, dil, pl, pr;
  const bool grouped = g.groups > 1;
  if (grouped) wei = {g.groups, g.oc / g.groups, g.ic / g.groups};
  else wei = {g.oc, g.ic};
  for (int i = 0; i < g.nd; ++i) {
    src.push_back(g.in[i]);
    dst.push_back(g.out[i]);
    wei.push_back(g.k[i]);
    strides.push_back(g.stride[i]);
    dil.push_back(g.dilation[i] - 1);
    pl.push_back(g.pad_l[i]);
    pr.push_back(g.pad_r[i]);
  }
  auto impl = std::make_unique<ConvPrimitive::Impl>();
  impl->src = dnnl::memory::desc(src, in_t, Plain(g.nd));
  impl->wei = dnnl::memory::desc(wei, in_t, PlainWeights(g.nd, grouped));
  impl->dst = dnnl::memory::desc(dst, dt::f32, Plain(g.nd));
  impl->has_bias = g.bias;
  if (g.bias) impl->bias = dnnl::memory::desc(dims{g.oc}, dt::f32, dnnl::memory::format_tag::x);
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);  // concurrent execution is safe
  const dnnl::memory::desc none;
  try {
    if (g.pass != ConvPass::kForward) {
      // Backward passes of an fp32 convolution, with the forward descriptor as their hint.
      dnnl::convolution_forward::desc fd(dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct,
                                         impl->src, impl->wei, impl->dst, strides, dil, pl, pr);
      dnnl::convolution_forward::primitive_desc hint(fd, attr, DnnlEngine());
      if (g.pass == ConvPass::kBackwardData) {
        dnnl::convolution_backward_data::desc d(dnnl::algorithm::convolution_direct, impl->src, impl->wei, impl->dst,
                                                strides, dil, pl, pr);
        dnnl::convolution_backward_data::primitive_desc pd(d, attr, DnnlEngine(), hint);
        impl->scratch = pd.scratchpad_desc();
        impl->name = pd.impl_info_str();
        impl->prim = dnnl::convolution_backward_data(pd);
      } else {
        dnnl::convolution_backward_weights::desc d(dnnl::algorithm::convolution_direct, impl->src, impl->wei,
                                                   impl->dst, strides, dil, pl, pr);
        dnnl::convolution_backward_weights::primitive_desc pd(d, attr, DnnlEngine(), hint);
        impl->scratch = pd.scratchpad_desc();
        impl->name = pd.impl_info_str();
        impl->prim = dnnl::convolution_backward_weights(pd);
      }
    } else if (g.deconvolution) {
      dnnl::deconvolution_forward::desc d(dnnl::prop_kind::forward_inference, dnnl::algorithm::deconvolution_direct,
                                          impl->src, impl->wei, g.bias ? impl->bias : none, impl->dst, strides, dil,
                                          pl, pr);
      dnnl::deconvolution_forward::primitive_desc pd(d, attr, DnnlEngine());
      impl->scratch = pd.scratchpad_desc();
      impl->name = pd.impl_info_str();
      impl->prim = dnnl::deconvolution_forward(pd);
    } else {
      dnnl::convolution_forward::desc d(dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_direct,
                                        impl->src, impl->wei, g.bias ? impl->bias : none, impl->dst, strides, dil, pl,
                                        pr);
      dnnl::convolution_forward::primitive_desc pd(d, attr, DnnlEngine());
      impl->scratch = pd.scratchpad_desc();
      impl->name = pd.impl_info_str();
      impl->prim = dnnl::convolution_forward(pd);
    }
  } catch (const dnnl::error& e) {
    if (e.status == dnnl_unimplemented && type == ConvDataType::kBF16) return nullptr;
    if (e.status == dnnl_invalid_arguments || e.status == dnnl_unimplemented)  // past what oneDNN supports
      throw StatusError(ACLNN_ERR_INNER_TILING_ERROR,
                        "the convolution's sizes, strides, dilations or paddings are beyond what oneDNN supports");
    CheckDnnlStatus(e.status, g.deconvolution ? "deconvolution primitive creation" : "convolution primitive creation");
  }
  return std::make_shared<const ConvPrimitive>(std::move(impl));
}

// Strides and dilations that cannot change the result, made small (oneDNN refuses values near the
// int64 range): a dilation of a 1-wide kernel; the stride of a convolution with one output
// position (any stride past the padded input gives the same single position); the stride of a
// deconvolution of a single input position.
ConvGeometry Normalized(ConvGeometry g) {
  for (int i = 0; i < g.nd; ++i) {
    if (g.k[i] == 1) g.dilation[i] = 1;
    if (!g.deconvolution && g.out[i] == 1) {
      const __int128 need = static_cast<__int128>(g.in[i]) + g.pad_l[i] + g.pad_r[i] -
                            static_cast<__int128>(g.dilation[i]) * (static_cast<__int128>(g.k[i]) - 1);
      if (g.stride[i] > need) g.stride[i] = need > 1 ? static_cast<int64_t>(need) : 1;
    }
    if (g.deconvolution && g.in[i] == 1) g.stride[i] = 1;
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

void ConvPrimitive::Execute(const void* src, const void* weights, const float* bias, float* dst,
                            void* scratchpad) const {
  OneDnnOnCallingThread pin;
  const dnnl::engine& e = DnnlEngine();
  try {
    dnnl::memory ms(impl_->src, e, const_cast<void*>(src)), mw(impl_->wei, e, const_cast<void*>(weights));
    dnnl::memory md(impl_->dst, e, dst), mscr(impl_->scratch, e, AlignScratchpad(scratchpad));
    std::unordered_map<int, dnnl::memory> args{
        {DNNL_ARG_SRC, ms}, {DNNL_ARG_WEIGHTS, mw}, {DNNL_ARG_DST, md}, {DNNL_ARG_SCRATCHPAD, mscr}};
    if (impl_->has_bias) args.emplace(DNNL_ARG_BIAS, dnnl::memory(impl_->bias, e, const_cast<float*>(bias)));
    dnnl::stream& st = DnnlThreadStream();
    impl_->prim.execute(st, args);
    st.wait();
  } catch (const dnnl::error& err) {
    CheckDnnlStatus(err.status, "convolution");
  }
}

void ConvPrimitive::ExecuteBackwardData(const float* diff_dst, const float* weights, float* diff_src,
                                        void* scratchpad) const {
  OneDnnOnCallingThread pin;
  const dnnl::engine& e = DnnlEngine();
  try {
    dnnl::memory md(impl_->dst, e, const_cast<float*>(diff_dst)), mw(impl_->wei, e, const_cast<float*>(weights));
    dnnl::memory ms(impl_->src, e, diff_src), mscr(impl_->scratch, e, AlignScratchpad(scratchpad));
    dnnl::stream& st = DnnlThreadStream();
    impl_->prim.execute(st, {{DNNL_ARG_DIFF_DST, md}, {DNNL_ARG_WEIGHTS, mw}, {DNNL_ARG_DIFF_SRC, ms},
                             {DNNL_ARG_SCRATCHPAD, mscr}});
    st.wait();
  } catch (const dnnl::error& err) {
    CheckDnnlStatus(err.status, "convolution backward data");
  }
}

void ConvPrimitive::ExecuteBackwardWeights(const float* src, const float* diff_dst, float* diff_weights,
                                           void* scratchpad) const {
  OneDnnOnCallingThread pin;
  const dnnl::engine& e = DnnlEngine();
  try {
    dnnl::memory ms(impl_->src, e, const_cast<float*>(src)), md(impl_->dst, e, const_cast<float*>(diff_dst));
    dnnl::memory mw(impl_->wei, e, diff_weights), mscr(impl_->scratch, e, AlignScratchpad(scratchpad));
    dnnl::stream& st = DnnlThreadStream();
    impl_->prim.execute(st, {{DNNL_ARG_SRC, ms}, {DNNL_ARG_DIFF_DST, md}, {DNNL_ARG_DIFF_WEIGHTS, mw},
                             {DNNL_ARG_SCRATCHPAD, mscr}});
    st.wait();
  } catch (const dnnl::error& err) {
    CheckDnnlStatus(err.status, "convolution backward weights");
  }
}

}  // namespace aclnn_cpu
