// Phase-1 statuses of the broadcast arithmetic family (Add, Adds, AddV3, Sub, Subs, Rsub, Rsubs,
// Mul, Muls, Div, Divs, DivMod, DivMods, FloorDivide(s), Remainder*, Fmod* and the in-place forms):
//
//  * every upstream unit test of the family (CANN's op_api UTs, which assert phase 1 only), one
//    table row per call: the upstream test name (with /k for the k-th call of a test that makes
//    several), the call, and the status the A2 library must return. Tests of the Ascend950
//    platform and tests that assert nothing are left out. Two unprefixed upstream expectations
//    hold only with the Atlas-training (Ascend910) dtype lists, which lack BFLOAT16: on A2 the
//    library accepts those calls, and their rows say so;
//  * the validation order: for each entry point, calls failing two checks at once, where the
//    earlier check decides the status and the message (aclGetRecentErrMsg);
//  * empty tensors: every check runs first, then an empty input succeeds with a workspace of 0
//    and nothing written;
//  * the in-place shape and dtype rules;
//  * the prologue: a NULL workspaceSize or executor is refused before any other check.
//
// Every call that phase 1 accepts also runs phase 2 on guarded, poisoned memory: it must succeed,
// write nothing outside the written tensor's view and nothing at all into the inputs. Values are
// only compared for sums of small integers in INT32 or FLOAT (exact); the value tests live
// elsewhere.
//
// The entry points are looked up in the loaded library at run time (typed by the headers'
// declarations), so this program links before the family is implemented; until then every test
// skips. Once any entry point is exported, all of them must be.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "aclnnop/aclnn_add.h"
#include "aclnnop/aclnn_add_v3.h"
#include "aclnnop/aclnn_div.h"
#include "aclnnop/aclnn_floor_divide.h"
#include "aclnnop/aclnn_fmod_scalar.h"
#include "aclnnop/aclnn_fmod_tensor.h"
#include "aclnnop/aclnn_mul.h"
#include "aclnnop/aclnn_remainder.h"
#include "aclnnop/aclnn_rsub.h"
#include "aclnnop/aclnn_sub.h"
#include "test_tensor.h"

using namespace aclnn_test;

namespace {

constexpr aclnnStatus kOk = ACLNN_SUCCESS;
constexpr aclnnStatus kNull = ACLNN_ERR_PARAM_NULLPTR;       // 161001
constexpr aclnnStatus kInvalid = ACLNN_ERR_PARAM_INVALID;    // 161002
constexpr aclnnStatus kInnerNull = ACLNN_ERR_INNER_NULLPTR;  // 561103 (RemainderScalarTensor's NULLs)

// ---- the entry points ----------------------------------------------------------------------------

// Every phase-1/phase-2 pair of the family: aclnn<n>GetWorkspaceSize and aclnn<n>.
#define ARITH_ENTRY_POINTS(X)                                                                           \
  X(Add) X(Adds) X(InplaceAdd) X(InplaceAdds) X(AddV3) X(InplaceAddV3) X(Sub) X(Subs) X(InplaceSub)     \
  X(InplaceSubs) X(Rsub) X(Rsubs) X(Mul) X(Muls) X(InplaceMul) X(InplaceMuls) X(Div) X(Divs) X(DivMod) \
  X(DivMods) X(InplaceDiv) X(InplaceDivs) X(InplaceDivMod) X(InplaceDivMods) X(FloorDivide)           \
  X(FloorDivides) X(InplaceFloorDivide) X(InplaceFloorDivides) X(RemainderTensorTensor)               \
  X(RemainderTensorScalar) X(RemainderScalarTensor) X(InplaceRemainderTensorTensor)                   \
  X(InplaceRemainderTensorScalar) X(FmodTensor) X(FmodScalar) X(InplaceFmodTensor) X(InplaceFmodScalar)

#define ARITH_ENUM(n) n,
enum class Api { ARITH_ENTRY_POINTS(ARITH_ENUM) };
#undef ARITH_ENUM

#define ARITH_NAME(n) "aclnn" #n,
const char* const kApiNames[] = {ARITH_ENTRY_POINTS(ARITH_NAME)};
#undef ARITH_NAME
constexpr size_t kApiCount = sizeof(kApiNames) / sizeof(kApiNames[0]);
static_assert(kApiCount == 37, "37 phase-1 and 37 phase-2 functions");

std::string ApiName(Api a) { return kApiNames[static_cast<size_t>(a)]; }

// The function `name` of the loaded library as a pointer of the header's type (decltype(fn) checks
// that the header declares it); NULL while the library does not export it.
template <class F>
F* Resolve(const char* name) {
  return reinterpret_cast<F*>(dlsym(RTLD_DEFAULT, name));
}
#define ARITH_FN(fn)                                                \
  ([] {                                                             \
    static decltype(fn)* const p = Resolve<decltype(fn)>(#fn);      \
    return p;                                                       \
  }())

// The names of the 74 functions the library does not export.
std::vector<std::string> MissingEntryPoints() {
  std::vector<std::string> missing;
#define ARITH_CHECK(n)                                                                       \
  if (!ARITH_FN(aclnn##n##GetWorkspaceSize)) missing.push_back("aclnn" #n "GetWorkspaceSize"); \
  if (!ARITH_FN(aclnn##n)) missing.push_back("aclnn" #n);
  ARITH_ENTRY_POINTS(ARITH_CHECK)
#undef ARITH_CHECK
  return missing;
}

#define REQUIRE_ARITH_FAMILY()                                                                        \
  do {                                                                                                \
    const std::vector<std::string> missing_ = MissingEntryPoints();                                  \
    ASSERT_TRUE(missing_.empty()) << "not exported: " << ::testing::PrintToString(missing_);          \
  } while (0)

// ---- call descriptions ---------------------------------------------------------------------------

constexpr aclDataType F32 = ACL_FLOAT, F16 = ACL_FLOAT16, BF16 = ACL_BF16, F64 = ACL_DOUBLE, S8 = ACL_INT8,
                      S16 = ACL_INT16, S32 = ACL_INT32, S64 = ACL_INT64, U8 = ACL_UINT8, BOOL = ACL_BOOL,
                      C64 = ACL_COMPLEX64, C128 = ACL_COMPLEX128, U16 = ACL_UINT16, U32 = ACL_UINT32,
                      UNDEF = ACL_DT_UNDEFINED;
constexpr aclFormat ND = ACL_FORMAT_ND, NCHW = ACL_FORMAT_NCHW, NHWC = ACL_FORMAT_NHWC, HWCN = ACL_FORMAT_HWCN,
                    NDHWC = ACL_FORMAT_NDHWC, NCDHW = ACL_FORMAT_NCDHW, NZ = ACL_FORMAT_FRACTAL_NZ;
// The formats Div accepts (every other non-private format reads as ND too).
const aclFormat kDivFormats[] = {ND, NCHW, NHWC, HWCN, NDHWC, NCDHW};
std::string FormatName(aclFormat f) {
  switch (f) {
    case ND: return "ND";
    case NCHW: return "NCHW";
    case NHWC: return "NHWC";
    case HWCN: return "HWCN";
    case NDHWC: return "NDHWC";
    case NCDHW: return "NCDHW";
    default: return "format" + std::to_string(static_cast<int>(f));
  }
}

// A tensor argument: view shape, dtype, format and, for a strided view, its strides, offset and
// storage shape. null: the argument is a NULL pointer.
struct TD {
  bool null = true;
  Shape shape;
  aclDataType dtype = F32;
  aclFormat format = ND;
  Shape strides;  // empty: contiguous
  int64_t offset = 0;
  Shape storage;  // empty: one dim holding everything the view reaches
};
TD T(Shape s, aclDataType dt = F32, aclFormat f = ND) {
  TD t;
  t.null = false;
  t.shape = std::move(s);
  t.dtype = dt;
  t.format = f;
  return t;
}
TD Strided(Shape s, aclDataType dt, Shape strides, int64_t offset, Shape storage) {
  TD t = T(std::move(s), dt);
  t.strides = std::move(strides);
  t.offset = offset;
  t.storage = std::move(storage);
  return t;
}
const TD kNoT;  // NULL tensor

// A scalar argument (aclCreateScalar of `value` stored as `dtype`). null: a NULL pointer.
struct SD {
  bool null = true;
  aclDataType dtype = F32;
  double value = 0;
};
SD Sc(double v, aclDataType dt) {
  SD s;
  s.null = false;
  s.dtype = dt;
  s.value = v;
  return s;
}
SD Sf(double v) { return Sc(v, F32); }       // a float literal (1.2f)
SD Sd(double v) { return Sc(v, F64); }       // a double literal (2.0)
SD Si(double v) { return Sc(v, S32); }       // an int literal, int32_t
SD Sl(double v) { return Sc(v, S64); }       // int64_t
SD Sh(double v) { return Sc(v, F16); }       // a FLOAT16 scalar
SD Su8(double v) { return Sc(v, U8); }       // uint8_t
SD Ss8(double v) { return Sc(v, S8); }       // int8_t
SD Ss16(double v) { return Sc(v, S16); }     // int16_t
SD Sb(bool v) { return Sc(v ? 1 : 0, BOOL); }
const SD kNoS;  // NULL scalar

// One call of an entry point: a = self/selfRef tensor, b = other tensor, sa = scalar self (AddV3,
// RemainderScalarTensor), sb = scalar other, alpha, out, mode.
struct Call {
  Api api = Api::Add;
  TD a, b, out;
  SD sa, sb, alpha;
  int mode = 0;
};

Call Mk(Api api) {
  Call c;
  c.api = api;
  return c;
}
// Tensor op tensor (+ alpha) -> out.
Call TTAO(Api api, TD s, TD o, SD al, TD y) {
  Call c = Mk(api);
  c.a = std::move(s), c.b = std::move(o), c.alpha = al, c.out = std::move(y);
  return c;
}
// Tensor op scalar (+ alpha) -> out.
Call TSAO(Api api, TD s, SD o, SD al, TD y) {
  Call c = Mk(api);
  c.a = std::move(s), c.sb = o, c.alpha = al, c.out = std::move(y);
  return c;
}
Call TTO(Api api, TD s, TD o, TD y) { return TTAO(api, std::move(s), std::move(o), kNoS, std::move(y)); }
Call TSO(Api api, TD s, SD o, TD y) { return TSAO(api, std::move(s), o, kNoS, std::move(y)); }
Call STO(Api api, SD s, TD o, TD y) {
  Call c = Mk(api);
  c.sa = s, c.b = std::move(o), c.out = std::move(y);
  return c;
}

Call Add(TD s, TD o, SD al, TD y) { return TTAO(Api::Add, s, o, al, y); }
Call Adds(TD s, SD o, SD al, TD y) { return TSAO(Api::Adds, s, o, al, y); }
Call InplaceAdd(TD s, TD o, SD al) { return TTAO(Api::InplaceAdd, s, o, al, kNoT); }
Call InplaceAdds(TD s, SD o, SD al) { return TSAO(Api::InplaceAdds, s, o, al, kNoT); }
Call AddV3(SD s, TD o, SD al, TD y) {
  Call c = STO(Api::AddV3, s, o, y);
  c.alpha = al;
  return c;
}
Call InplaceAddV3(SD s, TD o, SD al) {
  Call c = AddV3(s, std::move(o), al, kNoT);
  c.api = Api::InplaceAddV3;
  return c;
}
Call Sub(TD s, TD o, SD al, TD y) { return TTAO(Api::Sub, s, o, al, y); }
Call Subs(TD s, SD o, SD al, TD y) { return TSAO(Api::Subs, s, o, al, y); }
Call InplaceSub(TD s, TD o, SD al) { return TTAO(Api::InplaceSub, s, o, al, kNoT); }
Call InplaceSubs(TD s, SD o, SD al) { return TSAO(Api::InplaceSubs, s, o, al, kNoT); }
Call Rsub(TD s, TD o, SD al, TD y) { return TTAO(Api::Rsub, s, o, al, y); }
Call Rsubs(TD s, SD o, SD al, TD y) { return TSAO(Api::Rsubs, s, o, al, y); }
Call Mul(TD s, TD o, TD y) { return TTO(Api::Mul, s, o, y); }
Call Muls(TD s, SD o, TD y) { return TSO(Api::Muls, s, o, y); }
Call InplaceMul(TD s, TD o) { return TTO(Api::InplaceMul, s, o, kNoT); }
Call InplaceMuls(TD s, SD o) { return TSO(Api::InplaceMuls, s, o, kNoT); }
Call Div(TD s, TD o, TD y) { return TTO(Api::Div, s, o, y); }
Call Divs(TD s, SD o, TD y) { return TSO(Api::Divs, s, o, y); }
Call DivMod(TD s, TD o, int mode, TD y) {
  Call c = TTO(Api::DivMod, s, o, y);
  c.mode = mode;
  return c;
}
Call DivMods(TD s, SD o, int mode, TD y) {
  Call c = TSO(Api::DivMods, s, o, y);
  c.mode = mode;
  return c;
}
Call InplaceDiv(TD s, TD o) { return TTO(Api::InplaceDiv, s, o, kNoT); }
Call InplaceDivs(TD s, SD o) { return TSO(Api::InplaceDivs, s, o, kNoT); }
Call InplaceDivMod(TD s, TD o, int mode) {
  Call c = TTO(Api::InplaceDivMod, s, o, kNoT);
  c.mode = mode;
  return c;
}
Call InplaceDivMods(TD s, SD o, int mode) {
  Call c = TSO(Api::InplaceDivMods, s, o, kNoT);
  c.mode = mode;
  return c;
}
Call FloorDivide(TD s, TD o, TD y) { return TTO(Api::FloorDivide, s, o, y); }
Call FloorDivides(TD s, SD o, TD y) { return TSO(Api::FloorDivides, s, o, y); }
Call InplaceFloorDivide(TD s, TD o) { return TTO(Api::InplaceFloorDivide, s, o, kNoT); }
Call InplaceFloorDivides(TD s, SD o) { return TSO(Api::InplaceFloorDivides, s, o, kNoT); }
Call RemTT(TD s, TD o, TD y) { return TTO(Api::RemainderTensorTensor, s, o, y); }
Call RemTS(TD s, SD o, TD y) { return TSO(Api::RemainderTensorScalar, s, o, y); }
Call RemST(SD s, TD o, TD y) { return STO(Api::RemainderScalarTensor, s, o, y); }
Call InplaceRemTT(TD s, TD o) { return TTO(Api::InplaceRemainderTensorTensor, s, o, kNoT); }
Call InplaceRemTS(TD s, SD o) { return TSO(Api::InplaceRemainderTensorScalar, s, o, kNoT); }
Call FmodTensor(TD s, TD o, TD y) { return TTO(Api::FmodTensor, s, o, y); }
Call FmodScalar(TD s, SD o, TD y) { return TSO(Api::FmodScalar, s, o, y); }
Call InplaceFmodTensor(TD s, TD o) { return TTO(Api::InplaceFmodTensor, s, o, kNoT); }
Call InplaceFmodScalar(TD s, SD o) { return TSO(Api::InplaceFmodScalar, s, o, kNoT); }

bool IsInplace(Api a) { return ApiName(a).rfind("aclnnInplace", 0) == 0; }

// ---- running a call --------------------------------------------------------------------------------

// A tensor argument in guarded, poisoned memory (TestTensor); a format other than ND or an explicit
// storage shape gets its own descriptor over the same memory.
class Arg {
 public:
  explicit Arg(const TD& d) : tt_(d.shape, d.dtype, Layout{d.strides, d.offset, 0, {}}) {
    if (d.format == ND && d.storage.empty()) return;
    int64_t* st = nullptr;
    uint64_t n = 0;
    aclGetViewStrides(tt_.get(), &st, &n);
    std::vector<int64_t> strides(st, st + n);
    delete[] st;
    Shape storage = d.storage.empty() ? Shape{tt_.storage_elems()} : d.storage;
    int64_t elems = 1;
    for (int64_t s : storage) elems *= s;
    EXPECT_LE(elems, tt_.storage_elems()) << "storage shape " << ShapeStr(storage) << " larger than the memory";
    own_ = aclCreateTensor(d.shape.data(), d.shape.size(), d.dtype, strides.data(), d.offset, d.format,
                           storage.data(), storage.size(), tt_.data());
  }
  ~Arg() {
    if (own_) aclDestroyTensor(own_);
  }
  Arg(const Arg&) = delete;
  Arg& operator=(const Arg&) = delete;
  aclTensor* get() const { return own_ ? own_ : tt_.get(); }
  TestTensor& tt() { return tt_; }
  std::vector<unsigned char> Bytes() const {
    const auto* p = static_cast<const unsigned char*>(tt_.data());
    return std::vector<unsigned char>(p, p + tt_.storage_elems() * static_cast<int64_t>(ElemSize(tt_.dtype())));
  }

 private:
  TestTensor tt_;
  aclTensor* own_ = nullptr;
};

class Scalar {
 public:
  explicit Scalar(const SD& d) {
    StoreElement(buf_, d.dtype, d.value);
    s_ = aclCreateScalar(buf_, d.dtype);
  }
  ~Scalar() {
    if (s_) aclDestroyScalar(s_);
  }
  Scalar(const Scalar&) = delete;
  Scalar& operator=(const Scalar&) = delete;
  aclScalar* get() const { return s_; }

 private:
  alignas(16) unsigned char buf_[16] = {};
  aclScalar* s_ = nullptr;
};

// The arguments of one call, created from its description.
struct Objects {
  std::unique_ptr<Arg> a, b, out;
  std::unique_ptr<Scalar> sa, sb, alpha;
  explicit Objects(const Call& c) {
    if (!c.a.null) a.reset(new Arg(c.a));
    if (!c.b.null) b.reset(new Arg(c.b));
    if (!c.out.null) out.reset(new Arg(c.out));
    if (!c.sa.null) sa.reset(new Scalar(c.sa));
    if (!c.sb.null) sb.reset(new Scalar(c.sb));
    if (!c.alpha.null) alpha.reset(new Scalar(c.alpha));
  }
  aclTensor* A() const { return a ? a->get() : nullptr; }
  aclTensor* B() const { return b ? b->get() : nullptr; }
  aclTensor* O() const { return out ? out->get() : nullptr; }
  aclScalar* SA() const { return sa ? sa->get() : nullptr; }
  aclScalar* SB() const { return sb ? sb->get() : nullptr; }
  aclScalar* Al() const { return alpha ? alpha->get() : nullptr; }
  // The tensor phase 2 writes: out, selfRef, or other for InplaceAddV3.
  Arg* Written(Api api) const {
    if (api == Api::InplaceAddV3) return b.get();
    return IsInplace(api) ? a.get() : out.get();
  }
};

aclnnStatus Phase1(const Call& c, const Objects& x, uint64_t* ws, aclOpExecutor** ex) {
  switch (c.api) {
    case Api::Add: return ARITH_FN(aclnnAddGetWorkspaceSize)(x.A(), x.B(), x.Al(), x.O(), ws, ex);
    case Api::Adds: return ARITH_FN(aclnnAddsGetWorkspaceSize)(x.A(), x.SB(), x.Al(), x.O(), ws, ex);
    case Api::InplaceAdd: return ARITH_FN(aclnnInplaceAddGetWorkspaceSize)(x.A(), x.B(), x.Al(), ws, ex);
    case Api::InplaceAdds: return ARITH_FN(aclnnInplaceAddsGetWorkspaceSize)(x.A(), x.SB(), x.Al(), ws, ex);
    case Api::AddV3: return ARITH_FN(aclnnAddV3GetWorkspaceSize)(x.SA(), x.B(), x.Al(), x.O(), ws, ex);
    case Api::InplaceAddV3: return ARITH_FN(aclnnInplaceAddV3GetWorkspaceSize)(x.SA(), x.B(), x.Al(), ws, ex);
    case Api::Sub: return ARITH_FN(aclnnSubGetWorkspaceSize)(x.A(), x.B(), x.Al(), x.O(), ws, ex);
    case Api::Subs: return ARITH_FN(aclnnSubsGetWorkspaceSize)(x.A(), x.SB(), x.Al(), x.O(), ws, ex);
    case Api::InplaceSub: return ARITH_FN(aclnnInplaceSubGetWorkspaceSize)(x.A(), x.B(), x.Al(), ws, ex);
    case Api::InplaceSubs: return ARITH_FN(aclnnInplaceSubsGetWorkspaceSize)(x.A(), x.SB(), x.Al(), ws, ex);
    case Api::Rsub: return ARITH_FN(aclnnRsubGetWorkspaceSize)(x.A(), x.B(), x.Al(), x.O(), ws, ex);
    case Api::Rsubs: return ARITH_FN(aclnnRsubsGetWorkspaceSize)(x.A(), x.SB(), x.Al(), x.O(), ws, ex);
    case Api::Mul: return ARITH_FN(aclnnMulGetWorkspaceSize)(x.A(), x.B(), x.O(), ws, ex);
    case Api::Muls: return ARITH_FN(aclnnMulsGetWorkspaceSize)(x.A(), x.SB(), x.O(), ws, ex);
    case Api::InplaceMul: return ARITH_FN(aclnnInplaceMulGetWorkspaceSize)(x.A(), x.B(), ws, ex);
    case Api::InplaceMuls: return ARITH_FN(aclnnInplaceMulsGetWorkspaceSize)(x.A(), x.SB(), ws, ex);
    case Api::Div: return ARITH_FN(aclnnDivGetWorkspaceSize)(x.A(), x.B(), x.O(), ws, ex);
    case Api::Divs: return ARITH_FN(aclnnDivsGetWorkspaceSize)(x.A(), x.SB(), x.O(), ws, ex);
    case Api::DivMod: return ARITH_FN(aclnnDivModGetWorkspaceSize)(x.A(), x.B(), c.mode, x.O(), ws, ex);
    case Api::DivMods: return ARITH_FN(aclnnDivModsGetWorkspaceSize)(x.A(), x.SB(), c.mode, x.O(), ws, ex);
    case Api::InplaceDiv: return ARITH_FN(aclnnInplaceDivGetWorkspaceSize)(x.A(), x.B(), ws, ex);
    case Api::InplaceDivs: return ARITH_FN(aclnnInplaceDivsGetWorkspaceSize)(x.A(), x.SB(), ws, ex);
    case Api::InplaceDivMod: return ARITH_FN(aclnnInplaceDivModGetWorkspaceSize)(x.A(), x.B(), c.mode, ws, ex);
    case Api::InplaceDivMods: return ARITH_FN(aclnnInplaceDivModsGetWorkspaceSize)(x.A(), x.SB(), c.mode, ws, ex);
    case Api::FloorDivide: return ARITH_FN(aclnnFloorDivideGetWorkspaceSize)(x.A(), x.B(), x.O(), ws, ex);
    case Api::FloorDivides: return ARITH_FN(aclnnFloorDividesGetWorkspaceSize)(x.A(), x.SB(), x.O(), ws, ex);
    case Api::InplaceFloorDivide: return ARITH_FN(aclnnInplaceFloorDivideGetWorkspaceSize)(x.A(), x.B(), ws, ex);
    case Api::InplaceFloorDivides:
      return ARITH_FN(aclnnInplaceFloorDividesGetWorkspaceSize)(x.A(), x.SB(), ws, ex);
    case Api::RemainderTensorTensor:
      return ARITH_FN(aclnnRemainderTensorTensorGetWorkspaceSize)(x.A(), x.B(), x.O(), ws, ex);
    case Api::RemainderTensorScalar:
      return ARITH_FN(aclnnRemainderTensorScalarGetWorkspaceSize)(x.A(), x.SB(), x.O(), ws, ex);
    case Api::RemainderScalarTensor:
      return ARITH_FN(aclnnRemainderScalarTensorGetWorkspaceSize)(x.SA(), x.B(), x.O(), ws, ex);
    case Api::InplaceRemainderTensorTensor:
      return ARITH_FN(aclnnInplaceRemainderTensorTensorGetWorkspaceSize)(x.A(), x.B(), ws, ex);
    case Api::InplaceRemainderTensorScalar:
      return ARITH_FN(aclnnInplaceRemainderTensorScalarGetWorkspaceSize)(x.A(), x.SB(), ws, ex);
    case Api::FmodTensor: return ARITH_FN(aclnnFmodTensorGetWorkspaceSize)(x.A(), x.B(), x.O(), ws, ex);
    case Api::FmodScalar: return ARITH_FN(aclnnFmodScalarGetWorkspaceSize)(x.A(), x.SB(), x.O(), ws, ex);
    case Api::InplaceFmodTensor: return ARITH_FN(aclnnInplaceFmodTensorGetWorkspaceSize)(x.A(), x.B(), ws, ex);
    case Api::InplaceFmodScalar: return ARITH_FN(aclnnInplaceFmodScalarGetWorkspaceSize)(x.A(), x.SB(), ws, ex);
  }
  return -1;
}

aclnnStatus Phase2(Api api, void* w, uint64_t size, aclOpExecutor* ex, aclrtStream stream) {
  switch (api) {
#define ARITH_RUN(n) \
  case Api::n: return ARITH_FN(aclnn##n)(w, size, ex, stream);
    ARITH_ENTRY_POINTS(ARITH_RUN)
#undef ARITH_RUN
  }
  return -1;
}

int64_t Numel(const Shape& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

// Small nonzero integers (1..4; 1 for BOOL): every divisor is nonzero, every sum exact.
void FillSmall(TestTensor& t, int salt) {
  for (int64_t i = 0; i < t.numel(); ++i)
    t.Set(i, t.dtype() == BOOL ? 1.0 : 1.0 + static_cast<double>((i * 7 + salt) % 4));
}

// Element i of `out_shape` read from a broadcast operand of shape `s` (right-aligned).
int64_t BroadcastIndex(const Shape& out_shape, const Shape& s, int64_t i) {
  int64_t idx = 0, stride = 1;
  for (size_t k = 0; k < out_shape.size(); ++k) {
    const size_t ko = out_shape.size() - 1 - k;
    const int64_t coord = i % out_shape[ko];
    i /= out_shape[ko];
    if (k < s.size()) {
      const size_t ks = s.size() - 1 - k;
      idx += (s[ks] == 1 ? 0 : coord) * stride;
      stride *= s[ks];
    }
  }
  return idx;
}

// Add and InplaceAdd of INT32 or FLOAT operands (one dtype throughout) with a small integral
// alpha: the result is exact, so it is compared.
bool ExactAdd(const Call& c) {
  if (c.api != Api::Add && c.api != Api::InplaceAdd) return false;
  const aclDataType dt = c.a.dtype;
  if ((dt != S32 && dt != F32) || c.b.dtype != dt || (c.api == Api::Add && c.out.dtype != dt)) return false;
  if (c.alpha.dtype == BOOL || c.alpha.value != std::floor(c.alpha.value) || std::fabs(c.alpha.value) > 8) return false;
  return c.alpha.dtype == S32 || c.alpha.dtype == S64 || c.alpha.dtype == F32 || c.alpha.dtype == F64;
}

struct Outcome {
  aclnnStatus status = -1;
  std::string msg;  // aclGetRecentErrMsg() after a failure
  uint64_t ws = 0;  // *workspaceSize after a success
};

// Phase 1 of `c`; when it succeeds, phase 2 and the checks described at the top of the file.
Outcome RunCall(const Call& c) {
  Objects x(c);
  Arg* written = x.Written(c.api);
  std::vector<Arg*> inputs;
  for (Arg* t : {x.a.get(), x.b.get()})
    if (t && t != written) inputs.push_back(t);
  if (written && written != x.out.get()) FillSmall(written->tt(), 0);  // selfRef: an input too
  int salt = 1;
  for (Arg* t : inputs) FillSmall(t->tt(), salt++);
  const std::vector<double> a_vals = x.a ? x.a->tt().Values() : std::vector<double>();
  const std::vector<double> b_vals = x.b ? x.b->tt().Values() : std::vector<double>();

  uint64_t ws = 12345;
  aclOpExecutor* ex = nullptr;
  Outcome o;
  o.status = Phase1(c, x, &ws, &ex);
  if (o.status != kOk) {
    o.msg = aclGetRecentErrMsg();
    EXPECT_EQ(o.msg.rfind(ApiName(c.api) + ":", 0), 0u) << "status " << o.status << ": '" << o.msg << "'";
    return o;
  }
  o.ws = ws;
  EXPECT_NE(ex, nullptr) << ApiName(c.api);
  if (!written) return o;
  bool empty = false;
  for (Arg* t : {x.a.get(), x.b.get()})
    if (t && t->tt().numel() == 0) empty = true;
  if (empty) {
    EXPECT_EQ(ws, 0u) << ApiName(c.api) << ": an empty input needs no workspace";
  }

  std::vector<std::vector<unsigned char>> before;
  for (Arg* t : inputs) before.push_back(t->Bytes());
  const std::vector<unsigned char> written_before = written->Bytes();
  void* w = nullptr;
  if (ws > 0) {
    EXPECT_EQ(aclrtMalloc(&w, ws, ACL_MEM_MALLOC_HUGE_FIRST), 0);
  }
  EXPECT_EQ(Phase2(c.api, w, ws, ex, nullptr), kOk) << ApiName(c.api) << ": " << aclGetRecentErrMsg();
  EXPECT_EQ(aclrtSynchronizeStream(nullptr), 0);
  if (w) aclrtFree(w);

  std::string why;
  EXPECT_TRUE(written->tt().UntouchedOutside(&why)) << ApiName(c.api) << ": " << why;
  for (size_t i = 0; i < inputs.size(); ++i) {
    EXPECT_TRUE(inputs[i]->tt().UntouchedOutside(&why)) << ApiName(c.api) << " input: " << why;
    EXPECT_TRUE(inputs[i]->Bytes() == before[i]) << ApiName(c.api) << " wrote into an input";
  }
  if (empty) {
    EXPECT_TRUE(written->Bytes() == written_before) << ApiName(c.api) << ": an empty call wrote";
  }
  if (!empty && ExactAdd(c)) {
    const Shape& ys = written->tt().shape();
    const std::vector<double> got = written->tt().Values();
    for (int64_t i = 0; i < Numel(ys); ++i) {
      const double want = a_vals[static_cast<size_t>(BroadcastIndex(ys, c.a.shape, i))] +
                          c.alpha.value * b_vals[static_cast<size_t>(BroadcastIndex(ys, c.b.shape, i))];
      EXPECT_EQ(got[static_cast<size_t>(i)], want) << ApiName(c.api) << " element " << i;
    }
  }
  return o;
}

// ---- table rows --------------------------------------------------------------------------------------

struct Row {
  std::string test;  // upstream test name; /k: its k-th call
  Call call;
  aclnnStatus expect;
};

void RunRows(const std::vector<Row>& rows) {
  for (const Row& r : rows) {
    SCOPED_TRACE(r.test);
    const Outcome o = RunCall(r.call);
    EXPECT_EQ(o.status, r.expect) << r.test << " (" << ApiName(r.call.api) << "): '" << o.msg << "'";
  }
}

// Message checks: key phrases of CANN's log sentences (the library words its messages after them),
// compared case-insensitively. A Phrases holds alternatives, one of which must occur.
using Phrases = std::vector<std::string>;
const Phrases kMsgNull = {"null"};  // "...but instead found nullptr." / "... must not be a null pointer"
const Phrases kMsgDtype = {"not implemented for"};
const Phrases kMsgPromote = {"promot"};
const Phrases kMsgCast = {"can't be cast", "cannot be cast"};
const Phrases kMsgAlpha = {"alpha"};
const Phrases kMsgRank = {"cannot be larger than"};
const Phrases kMsgBroadcast = {"must match the size"};
const Phrases kMsgOutShape = {"same size as", "shape of out should be"};
const Phrases kMsgFormat = {"format"};
const Phrases kMsgMode = {"mode should be between 0 and 2"};
const Phrases kMsgComplex = {"complex"};

std::string Lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}
bool Mentions(const std::string& msg, const Phrases& p) {
  const std::string m = Lower(msg);
  for (const std::string& q : p)
    if (m.find(Lower(q)) != std::string::npos) return true;
  return false;
}

// A call failing two or more checks at once: the earlier check decides.
struct OrderRow {
  std::string what;
  Call call;
  aclnnStatus expect;
  std::vector<Phrases> must;  // each must be mentioned
  std::vector<Phrases> not_;  // none may be mentioned
};

void RunOrderRows(const std::vector<OrderRow>& rows) {
  for (const OrderRow& r : rows) {
    SCOPED_TRACE(r.what);
    const Outcome o = RunCall(r.call);
    EXPECT_EQ(o.status, r.expect) << r.what << " (" << ApiName(r.call.api) << "): '" << o.msg << "'";
    if (o.status == kOk) continue;
    for (const Phrases& p : r.must)
      EXPECT_TRUE(Mentions(o.msg, p)) << r.what << ": '" << o.msg << "' lacks " << ::testing::PrintToString(p);
    for (const Phrases& p : r.not_)
      EXPECT_FALSE(Mentions(o.msg, p)) << r.what << ": '" << o.msg << "' mentions " << ::testing::PrintToString(p);
  }
}

const Shape kRank9{7, 9, 11, 3, 4, 6, 9, 2, 2};
const Shape kDim9{1, 2, 3, 4, 5, 6, 7, 8, 9};
const Shape kSmall9{1, 2, 1, 2, 1, 1, 1, 2, 1};  // 9 dims, 8 elements: rank failures without big buffers

}  // namespace

// ---- the upstream unit tests -------------------------------------------------------------------------
// One table per upstream file (hicann/ops-math math/<op>/tests/ut/op_api/...). Descriptor values
// the upstream tests set (ValueRange, Value) are not reproduced: phase 1 does not read them.

TEST(ArithStatus, AddUpstreamUnitTests) {  // test_aclnn_add.cpp
  REQUIRE_ARITH_FAMILY();
  const TD t1 = T({1, 16, 1, 1}, F32, NCHW), t105 = T({10, 5}), f16n = T({2, 3, 4, 5}, F16, NHWC);
  const TD s32n = T({2, 3, 4, 5}, S32, NCHW), s8 = T({5, 2, 5, 6, 3}, S8, NDHWC), u8 = T({5, 2, 5, 6, 3}, U8, NCDHW);
  const TD b123 = T({1, 2, 3}, BOOL), s6 = T({7, 9, 11, 3, 4, 6}, S32), nine = T(kRank9);
  const TD nc = Strided({5, 4}, F32, {1, 5}, 0, {4, 5});
  const SD a59 = Sf(5.9f);
  RunRows({
      {"case_1", Add(t1, t1, Sf(1), t1), kOk},
      {"case_nullptr", Add(kNoT, kNoT, kNoS, t1), kNull},
      {"case_001", Add(T({2, 3}), T({2, 3}), Sf(1), T({2, 3})), kOk},
      {"Ascend910B2_case_002", Add(f16n, f16n, Sf(1.2f), f16n), kOk},
      {"case_003", Add(s32n, s32n, Si(2), s32n), kOk},
      {"case_004", Add(T({2, 3, 4, 5}, S64, NCHW), T({4, 5}, S64), Si(5), T({2, 3, 4, 5}, S64, NCHW)), kOk},
      {"case_006", Add(s8, s8, Si(2), s8), kOk},
      {"case_007", Add(u8, u8, Si(2), u8), kOk},
      {"case_008", Add(b123, b123, Si(2), b123), kOk},
      {"case_011", Add(T({6, 3}, C64), T({2, 5, 6, 3}, C64, HWCN), Sf(1.2f), T({2, 5, 6, 3}, C64, HWCN)), kOk},
      {"case_012", Adds(T({6, 3}, C128), Sf(1.2f), Sf(1.2f), T({2, 5, 6, 3}, C128, HWCN)), kInvalid},
      {"case_fp32_complex64", Adds(T({6, 3}), Sc(1, C64), Sf(1.2f), T({2, 5, 6, 3}, C64, HWCN)), kInvalid},
      {"case_013", Add(f16n, f16n, Si(2), T({2, 3, 4, 5}, F32, NHWC)), kOk},
      {"case_014", Add(s6, s6, Si(2), T({7, 9, 11, 3, 4, 6}, S64)), kOk},
      {"case_015", Add(T({7, 9, 11, 3, 4, 6, 9}), T({7, 9, 11, 3, 4, 6, 1}, S32), Sf(2.5f), T({7, 9, 11, 3, 4, 6, 9})),
       kOk},
      {"case_16", Add(T({7, 0, 6}, S32, NHWC), T({7, 1, 6}, S32), Si(5), T({7, 0, 6}, S32, NHWC)), kOk},
      {"case_017", Add(nc, nc, Sf(1), T({5, 4})), kOk},
      {"case_019", Add(nine, nine, Sf(1.2f), nine), kInvalid},
      {"case_020/1", Add(t105, t105, kNoS, t105), kNull},
      {"case_020/2", Add(kNoT, t105, a59, t105), kNull},
      {"case_020/3", Add(t105, kNoT, a59, t105), kNull},
      {"case_020/4", Add(t105, t105, a59, kNoT), kNull},
      {"case_021", Add(T({10, 5}, U32), T({10, 5}, U32), Si(5), T({10, 5}, U32)), kInvalid},
      {"case_022/1", Add(T({10, 5, 2, 10}, F32, NHWC), T({10, 5, 5, 10}, F32, NHWC), a59, T({10, 5, 2, 10}, F32, NHWC)),
       kInvalid},
      {"case_022/2", Add(T({10, 5, 2, 10}, F32, NHWC), T({10, 5, 5, 10}, F32, NHWC), a59, T({10, 5, 2, 10}, F32, NHWC)),
       kInvalid},
      {"case_026/1", Add(T({10, 5}, S32), T({10, 5}, S32), a59, T({10, 5}, S32)), kInvalid},
      {"case_026/2", Add(T({10, 5}, S32), T({10, 5}, S32), a59, T({10, 5}, S32)), kInvalid},
      {"case_027", Adds(T({10, 5}, S32), Si(5), Si(5), T({10, 1}, S32)), kInvalid},
      {"case_029", Adds(T({1, 2, 3}), Si(2), Si(2), T({1, 2, 3})), kOk},
      {"case_030/1", Adds(t105, a59, kNoS, t105), kNull},
      {"case_030/2", Adds(kNoT, a59, a59, t105), kNull},
      {"case_030/3", Adds(t105, kNoS, a59, t105), kNull},
      {"case_030/4", Adds(t105, a59, a59, kNoT), kNull},
      {"case_031", Adds(nine, Sf(1.2f), Sf(1.2f), nine), kInvalid},
      {"case_032", Adds(b123, Sb(false), Si(2), b123), kOk},
      {"case_033", Adds(T({1, 2, 0, 5}, S32), Si(2), Si(2), T({1, 2, 0, 5}, S32)), kOk},
      {"case_034", Adds(T({1, 2, 4, 5}, S32), Si(2), Si(2), T({1, 2, 4, 5}, S32)), kOk},
      {"Ascend910B2_case_034", Adds(T({1, 2, 4, 5}, S64), Sd(2), Sd(2), T({1, 2, 4, 5}, F32)), kOk},
      {"Ascend910B2_case_fp16_fp32_mix_dtype", Add(T({2, 3}, F16), T({2, 3}), Sf(1), T({2, 3}, F16)), kOk},
      {"Ascend910B2_case_fp32_fp16_mix_dtype", Add(T({2, 3}), T({2, 3}, F16), Sf(1), T({2, 3})), kOk},
      {"Ascend910B2_case_bf16_fp32_mix_dtype", Add(T({2, 3}, BF16), T({2, 3}), Sf(1), T({2, 3}, BF16)), kOk},
      {"Ascend910B2_case_fp32_bf16_mix_dtype", Add(T({2, 3}), T({2, 3}, BF16), Sf(1), T({2, 3})), kOk},
      {"Ascend910_93_case_027", Adds(T({10, 5}, S32), Si(5), Si(5), T({10, 1}, S32)), kInvalid},
      {"Ascend910B2_case_bool_bool", Adds(T({10, 5}, BOOL), Si(1), Si(1), T({10, 5}, F16)), kOk},
      // Not here: Ascend950PR_89_case_005, Ascend950PR_89_case_007 (Ascend950 platform).
  });
}

TEST(ArithStatus, AddV3UpstreamUnitTests) {  // test_aclnn_add_v3.cpp
  REQUIRE_ARITH_FAMILY();
  const TD t1 = T({1, 16, 1, 1}, F32, NCHW), f16n = T({2, 3, 4, 5}, F16, NHWC);
  RunRows({
      {"case_1", AddV3(Sf(1), t1, Sf(1), t1), kOk},
      {"case_nullptr", AddV3(kNoS, kNoT, kNoS, t1), kNull},
      {"case_001", AddV3(Sf(1), T({2, 3}), Sf(1), T({2, 3})), kOk},
      {"Ascend910B2_case_002", AddV3(Sf(1.2f), f16n, Sf(1.2f), f16n), kOk},
  });
}

TEST(ArithStatus, InplaceAddUpstreamUnitTests) {  // test_aclnn_inplace_add.cpp
  REQUIRE_ARITH_FAMILY();
  const TD t1 = T({1, 16, 1, 1}, F32, NCHW), t105 = T({10, 5}), f16n = T({2, 3, 4, 5}, F16, NHWC);
  const TD s8 = T({5, 2, 5, 6, 3}, S8, NDHWC), u8 = T({5, 2, 5, 6, 3}, U8, NCDHW), b123 = T({1, 2, 3}, BOOL);
  const TD s6 = T({7, 9, 11, 3, 4, 6}, S32), nine = T(kRank9), nc = Strided({5, 4}, F32, {1, 5}, 0, {4, 5});
  const SD a59 = Sf(5.9f);
  RunRows({
      {"case_1", InplaceAdd(t1, t1, Sf(1)), kOk},
      {"case_nullptr", InplaceAdd(kNoT, kNoT, kNoS), kNull},
      {"case_001", InplaceAdd(T({2, 3}), T({2, 3}), Sf(1)), kOk},
      {"case_002", InplaceAdd(f16n, f16n, Sf(1.2f)), kOk},
      {"case_003", InplaceAdd(T({2, 3, 4, 5}, S32, NCHW), T({2, 3, 4, 5}, S32, NCHW), Si(2)), kOk},
      {"case_004", InplaceAdd(T({2, 3, 4, 5}, S64, NCHW), T({4, 5}, S64), Si(5)), kOk},
      {"case_006", InplaceAdd(s8, s8, Si(2)), kOk},
      {"case_007", InplaceAdd(u8, u8, Si(2)), kOk},
      {"case_008", InplaceAdd(b123, b123, Si(2)), kOk},
      {"case_0010", InplaceAdd(T({6, 3}, F64), T({2, 5, 6, 3}, F64, HWCN), Sf(2.4f)), kInvalid},
      {"case_011", InplaceAdd(T({6, 3}, C64), T({2, 5, 6, 3}, C64, HWCN), Sf(1.2f)), kInvalid},
      {"case_013", InplaceAdd(f16n, f16n, Si(2)), kOk},
      {"case_014", InplaceAdd(s6, s6, Si(2)), kOk},
      {"case_015", InplaceAdd(T({7, 9, 11, 3, 4, 6, 9}), T({7, 9, 11, 3, 4, 6, 1}, S32), Sf(2.5f)), kOk},
      {"case_16", InplaceAdd(T({7, 0, 6}, S32, NHWC), T({7, 1, 6}, S32), Si(5)), kOk},
      {"case_017", InplaceAdd(nc, nc, Sf(1)), kOk},
      {"case_019", InplaceAdd(nine, nine, Sf(1.2f)), kInvalid},
      {"case_020/1", InplaceAdd(t105, t105, kNoS), kNull},
      {"case_020/2", InplaceAdd(kNoT, t105, a59), kNull},
      {"case_020/3", InplaceAdd(t105, kNoT, a59), kNull},
      {"case_021", InplaceAdd(T({10, 5}, U32), T({10, 5}, U32), Si(5)), kInvalid},
      {"case_022", InplaceAdd(T({10, 5, 2, 10}, F32, NHWC), T({10, 5, 5, 10}, F32, NHWC), a59), kInvalid},
      {"case_029", InplaceAdds(T({1, 2, 3}), Si(2), Si(2)), kOk},
      {"case_030/1", InplaceAdds(t105, a59, kNoS), kNull},
      {"case_030/2", InplaceAdds(kNoT, a59, a59), kNull},
      {"case_030/3", InplaceAdds(t105, kNoS, a59), kNull},
      {"case_031", InplaceAdds(nine, Sf(1.2f), Sf(1.2f)), kInvalid},
      {"case_032", InplaceAdds(b123, Sb(false), Si(2)), kOk},
      {"case_033", InplaceAdds(T({1, 2, 0, 5}, S32), Si(2), Si(2)), kOk},
      {"case_034", InplaceAdds(T({1, 2, 4, 5}, S32), Si(2), Si(2)), kOk},
  });
}

TEST(ArithStatus, SubUpstreamUnitTests) {  // test_aclnn_sub.cpp
  REQUIRE_ARITH_FAMILY();
  const TD f2 = T({2}), s6 = T({7, 9, 11, 3, 4, 6}, S32), nine = T(kRank9), b23 = T({2, 3}, BOOL);
  const TD s8 = T({2, 3, 4, 5}, S8, NDHWC), bf = T({2, 3, 4, 5}, BF16);
  RunRows({
      {"normal_dtype_float32_format_nd", Sub(f2, f2, Sf(1.2f), f2), kOk},
      {"normal_dtype_float16_format_nhwc", Sub(T({2}, F16, NHWC), T({2}, F16, NHWC), Sf(1.2f), T({2}, F16, NHWC)), kOk},
      {"normal_dtype_uint8_format_ncdhw",
       Sub(T({6, 3}, U8, NCDHW), T({2, 5, 6, 3}, U8, NCDHW), Si(2), T({2, 5, 6, 3}, U8, NCDHW)), kOk},
      {"normal_dtype_int8_format_ndhwc", Sub(s8, s8, Si(2), s8), kOk},
      {"normal_dtype_int32", Sub(s6, s6, Si(2), s6), kOk},
      {"normal_dtype_bool", Sub(b23, b23, Si(2), b23), kOk},  // BOOL Sub: accepted (PyTorch refuses)
      {"normal_dtype_int64",
       Sub(T({7, 9, 11, 3, 4, 6, 9}, S64), T({7, 9, 11, 3, 4, 6, 1}, S64), Si(2), T({7, 9, 11, 3, 4, 6, 9}, S64)), kOk},
      {"normal_alpha_1", Sub(f2, f2, Sf(1), f2), kOk},
      {"normal_broadcast", Sub(T({4}), T({1}), Sf(1.2f), T({4})), kOk},
      {"normal_empty_tensor", Sub(T({0}), T({0}), Sf(1), T({0})), kOk},
      {"normal_other_scalar", Subs(T({10, 5}), Sf(1), Sf(1.2f), T({10, 5})), kOk},
      {"Ascend910B2_normal_other_scalar_bf16", Subs(T({10, 5}, BF16), Sf(1), Sf(1.2f), T({10, 5}, BF16)), kOk},
      {"Ascend910B2_case", Sub(bf, bf, Sf(1.2f), bf), kOk},
      {"abnormal_self_nullptr", Sub(kNoT, f2, Sf(1), f2), kNull},
      {"abnormal_other_nullptr", Sub(f2, kNoT, Sf(1), f2), kNull},
      {"abnormal_out_nullptr", Sub(f2, f2, Sf(1), kNoT), kNull},
      {"abnormal_dtype_alpha_int64", Sub(T({2}, U32), T({2}, U32), Sl(5), T({2}, U32)), kInvalid},
      {"abnormal_dtype_other_float", Subs(T({10, 5}, S32), Sf(1), Si(5), T({10, 5}, S32)), kInvalid},
      {"abnormal_dtype_promote", Sub(f2, f2, Sf(1.2f), T({2}, S32)), kInvalid},
      {"abnormal_shape_self_other_not_broadcast", Sub(T({5, 2}), T({5, 3}), Sf(1.2f), T({5, 2})), kInvalid},
      {"abnormal_shape_dim_greater_than_threshold", Sub(nine, nine, Sf(1.2f), nine), kInvalid},
      // Not here: Ascend950PR_89_case_001/_axpy/_002/_axpy_v2/_003/_004/_005 (Ascend950 platform).
  });
}

TEST(ArithStatus, RsubUpstreamUnitTests) {  // test_aclnn_rsub.cpp
  REQUIRE_ARITH_FAMILY();
  const TD f2 = T({2}), s2 = T({2}, S32), f16 = T({2, 2}, F16), u8 = T({2, 3, 3, 2}, U8, NCHW);
  const TD s8 = T({2, 3, 4, 5}, S8, NHWC), s32 = T({2, 3, 4, 5, 6}, S32, NDHWC), s64 = T({2, 3, 4, 6, 1}, S64, NCDHW);
  const TD c64 = T({2, 3, 4, 6, 1, 5}, C64), r8 = T({2, 3, 4, 6, 1, 5, 1, 2}), r9 = T({2, 3, 4, 6, 1, 5, 1, 2, 1});
  RunRows({
      {"case_nullptr/1", Rsub(kNoT, f2, Sf(1), f2), kNull},
      {"case_nullptr/2", Rsub(f2, kNoT, Sf(1), f2), kNull},
      {"case_nullptr/3", Rsub(f2, f2, kNoS, f2), kNull},
      {"case_nullptr/4", Rsub(f2, f2, Sf(1), kNoT), kNull},
      {"case_self_null_tensor", Rsub(T({2, 1, 0}), T({2, 1, 1}), Sf(1), T({2, 1, 0})), kOk},
      {"case_other_null_tensor", Rsub(T({2, 1, 1}), T({2, 1, 0}), Sf(1), T({2, 1, 0})), kOk},
      {"case_dim1_float_nd", Rsub(f2, f2, Sf(0.5f), f2), kOk},
      {"case_dim2_float16_nd", Rsub(f16, f16, Sh(-1.2), f16), kOk},
      {"case_dim4_uint8_nchw", Rsub(u8, u8, Su8(2), u8), kOk},
      {"case_dim4_int8_nhwc", Rsub(s8, s8, Ss8(2), s8), kOk},
      {"case_dim5_int32_ndhwc", Rsub(s32, s32, Si(2), s32), kOk},
      {"case_dim5_int64_ncdhw", Rsub(s64, s64, Sl(2), s64), kOk},
      {"case_dim6_complex64_nd", Rsub(c64, c64, Sf(2), c64), kOk},
      {"case_dim8_float_nd", Rsub(r8, r8, Sf(2.1f), r8), kOk},
      {"case_error_self_shape", Rsub(r9, r8, Sf(2.1f), r9), kInvalid},
      {"case_error_other_shape", Rsub(r8, r9, Sf(2.1f), r9), kInvalid},
      {"case_error_out_shape", Rsub(T({2, 3, 4}), T({2, 3, 4}), Sf(2.1f), T({2, 3, 4, 6})), kInvalid},
      {"case_error_self_dtype", Rsub(T({2, 3, 4}, U32), T({2, 3, 4}, S32), Si(2), T({2, 3, 4}, U32)), kInvalid},
      {"case_error_other_dtype", Rsub(T({2, 3, 4}, S32), T({2, 3, 4}, U32), Si(2), T({2, 3, 4}, S32)), kInvalid},
      {"case_can_not_promote_type", Rsub(T({2}, UNDEF), f2, Sf(1), f2), kInvalid},
      {"case_alpha_can_not_cast", Rsub(s2, s2, Sf(1), s2), kInvalid},
      {"case_can_not_cast_out", Rsub(f2, f2, Sf(1), s2), kInvalid},
      {"case_alpha_is_1", Rsub(f2, f2, Sf(1), f2), kOk},
      // Not here: Ascend950PR_89_case_001/_002/_003 (Ascend950 platform).
  });
}

TEST(ArithStatus, MulUpstreamUnitTests) {  // test_aclnn_mul.cpp
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows = {{"case_nullptr", Mul(kNoT, kNoT, T({1, 16, 1, 1}, F32, NCHW)), kNull}};
  const char* names[] = {"case_001", "case_002", "case_003", "case_004", "case_005", "case_006", "case_007", "case_008"};
  const aclDataType dts[] = {F32, F16, BF16, S8, C64, BOOL, S32, S64};
  for (size_t i = 0; i < 8; ++i) {
    const TD t = T({2, 3}, dts[i]);
    rows.push_back({names[i], Mul(t, t, t), kOk});
  }
  // Not here: case_wb_miss_no_broadcast, _small_payload, _contiguous_run, _zero_stride_broadcast
  // (upstream asserts nothing).
  RunRows(rows);
}

TEST(ArithStatus, MulsUpstreamUnitTests) {  // test_aclnn_muls.cpp
  REQUIRE_ARITH_FAMILY();
  RunRows({
      {"case_nullptr", Muls(kNoT, kNoS, T({1, 16, 1, 1}, F32, NCHW)), kNull},
      {"case_001", Muls(T({10, 5}, S32), Si(5), T({10, 5}, S32)), kOk},
      {"case_002", Muls(T({10, 5, 1}, S64), Si(5), T({10, 5, 1}, S64)), kOk},
      {"case_005", Muls(T({10, 5}, C64), Si(5), T({10, 5}, C64)), kOk},
      {"case_006", Muls(T({10, 5}, F16), Si(5), T({10, 5}, F16)), kOk},
      {"case_007", Muls(T({10, 5}), Si(5), T({10, 5})), kOk},
      {"case_008", Muls(T({10, 5}, F32, NCHW), Si(5), T({10, 5}, F32, NCHW)), kOk},
  });
}

namespace {

// test_aclnn_div.cpp; op_host: its copy under tests/ut/op_host/op_api, which lacks the two
// one-sided NonContiguous tests.
std::vector<Row> DivRows(bool op_host) {
  const TD f23 = T({2, 3}), f35 = T({3, 5}), f45 = T({4, 5}), nine = T(kDim9), nine_nchw = T(kDim9, F32, NCHW);
  const TD nc = Strided({5, 4}, F32, {1, 5}, 0, {4, 5}), f54 = T({5, 4}), u32 = T({10, 5}, U32);
  std::vector<Row> rows = {
      {"case_dtype_aicore_support", Div(f23, T({2, 3}, F16), f23), kOk},
      {"case_int8_aicpu_support", Div(T({2, 3}, S16), T({2, 3}, S8), f23), kOk},
      {"case_int32_dtype_support", Div(T({4, 5}, S64), T({4, 5}, S32), f45), kOk},
      {"case_uint8_dtype_support", Div(T({4, 5}, U8), T({4, 5}, U8), f45), kOk},
      {"case_bool_dtype_support", Div(T({4, 5}, BOOL), T({4, 5}, BOOL), f45), kOk},
  };
  // The upstream test loops over formats; these are the six the Div checks name as accepted.
  for (aclFormat f : kDivFormats) {
    const TD t = T({3, 5}, F32, f);
    rows.push_back({"case_dtype_all_format/" + FormatName(f), Div(t, t, t), kOk});
  }
  const std::vector<Row> more = {
      {"case_dtype_wrong_self_format", Div(T({3, 5}, F32, NZ), f35, f35), kInvalid},
      {"case_dtype_wrong_other_format", Div(f35, T({3, 5}, F32, NZ), f35), kInvalid},
      {"case_dtype_wrong_out_format", Div(f35, f35, T({3, 5}, F32, NZ)), kInvalid},
      {"case_dtype_wrong_self_format_scalar", Divs(T(kDim9, F32, NZ), Sf(2), nine), kInvalid},
      {"case_dtype_wrong_out_format_scalar", Divs(nine, Sf(2), T(kDim9, F32, NZ)), kInvalid},
      {"case_NonContiguous", Div(nc, nc, f54), kOk},
  };
  rows.insert(rows.end(), more.begin(), more.end());
  if (!op_host) {
    rows.push_back({"case_NonContiguous_other_only", Div(f54, nc, f54), kOk});
    rows.push_back({"case_NonContiguous_self_only", Div(nc, f54, f54), kOk});
  }
  const std::vector<Row> rest = {
      {"case_CheckDtypeValid", Div(u32, u32, u32), kInvalid},
      {"case_broadcast", Div(T({10, 5}), T({3, 5}), T({10, 5})), kInvalid},
      {"case_nullptr", Div(kNoT, kNoT, f23), kNull},
      {"case_empty_tensors", Div(T({7, 0}), T({7, 0}), T({7, 0})), kOk},
      {"case_other_scalar_support", Divs(f45, Sf(2), f45), kOk},
      {"case_other_scalar_fp16_fp32_910B", Divs(T({4, 5}, F16), Sf(2), T({4, 5}, F16)), kOk},
      {"case_other_scalar_bf16_fp32_910B", Divs(T({4, 5}, BF16), Sf(2), T({4, 5}, BF16)), kOk},
      {"case_other_scalar_fp16_fp32", Divs(T({4, 5}, F16), Sf(2), T({4, 5}, F16)), kOk},
      {"case_other_scalar_mod", DivMods(T({4, 5}, BOOL), Sf(2), 0, f45), kOk},
      {"case_other_scalar_nullptr", Divs(kNoT, kNoS, f23), kNull},
      {"case_other_scalar_CheckDtypeValid", Divs(u32, Sf(2), u32), kInvalid},
      {"case_scalar_shape_dim_9", Divs(nine_nchw, Sf(2), nine_nchw), kInvalid},
      {"case_shape_dim_9", Div(nine_nchw, nine_nchw, nine_nchw), kInvalid},
      {"case_inplace_other_scalar_support", InplaceDivs(f45, Sf(2)), kOk},
      {"case_inplace_other_support", InplaceDiv(f45, f45), kOk},
      // Not here: Ascend950PR_89_case_inplace_other_scalar_support and the thirteen
      // ascend950_case_* tests (Ascend950 platform).
  };
  rows.insert(rows.end(), rest.begin(), rest.end());
  return rows;
}

// test_aclnn_divMod.cpp; op_host: its copy under tests/ut/op_host/op_api, whose two complex tests
// assert nothing and which lacks the DivMods complex tests.
std::vector<Row> DivModRows(bool op_host) {
  const TD f23 = T({2, 3}), f45 = T({4, 5}), u32 = T({10, 5}, U32), nine = T(kDim9, F32, NCHW);
  std::vector<Row> rows;
  for (aclFormat f : kDivFormats) {
    const TD t = T({3, 5}, F32, f);
    rows.push_back({"case_dtype_all_format/" + FormatName(f), DivMod(t, t, 2, t), kOk});
  }
  const std::vector<Row> more = {
      {"case_dtype_cast_support", DivMod(f23, T({2, 3}, S64), 0, f23), kOk},
      {"case_NonContiguous",
       DivMod(Strided({2, 3}, S32, {1, 2}, 0, {3, 2}), Strided({2, 3}, S64, {1, 2}, 0, {3, 2}), 0, f23), kOk},
      {"case_broadcast", DivMod(T({10, 5}), T({3, 5}), 1, T({10, 5})), kInvalid},
      {"case_empty_tensors", DivMod(T({3, 0}), T({3, 0}), 2, T({3, 0})), kOk},
      {"case_CheckDtypeValid", DivMod(u32, u32, 1, u32), kInvalid},
      {"case_nullptr", DivMod(kNoT, kNoT, 2, f23), kNull},
      {"case_other_scalar_floor_support", DivMods(f45, Sf(2), 2, f45), kOk},
      {"case_other_scalar_trunc_support", DivMods(f45, Sf(2), 1, f45), kOk},
      {"case_scalar_shape_dim_9", DivMods(nine, Sf(2), 2, nine), kInvalid},
      {"case_shape_dim_9", DivMod(nine, nine, 2, nine), kInvalid},
      {"case_inplace_other_scalar_support", InplaceDivMods(f45, Sf(2), 1), kOk},
      {"case_inplace_other_support", InplaceDivMod(f45, f45, 2), kOk},
  };
  rows.insert(rows.end(), more.begin(), more.end());
  if (!op_host) {
    const std::vector<Row> complex = {
        {"case_complex_mods_1_invalid", DivMods(T({2, 3}, C64), Sf(2), 1, T({2, 3}, C64)), kInvalid},
        {"case_complex_mods_2_invalid", DivMods(T({2, 3}, C128), Sf(2), 2, T({2, 3}, C128)), kInvalid},
        {"case_complex_mod_1_invalid", DivMod(T({2, 3}, C64), T({2, 3}, C64), 2, T({2, 3}, C64)), kInvalid},
        {"case_complex_mod_2_invalid", DivMod(T({2, 3}, C128), T({2, 3}, C128), 2, T({2, 3}, C128)), kInvalid},
    };
    rows.insert(rows.end(), complex.begin(), complex.end());
  }
  // op_host's case_complex_mod_1_invalid / _2_invalid assert nothing: not here.
  rows.push_back({"case_mode_invalid", DivMods(nine, Sf(2), 3, nine), kInvalid});
  // Not here: the four Ascend950PR_89_* tests (Ascend950 platform).
  return rows;
}

}  // namespace

TEST(ArithStatus, DivUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  RunRows(DivRows(false));
}
TEST(ArithStatus, DivOpHostUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  RunRows(DivRows(true));
}
TEST(ArithStatus, DivModUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  RunRows(DivModRows(false));
}
TEST(ArithStatus, DivModOpHostUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  RunRows(DivModRows(true));
}

TEST(ArithStatus, FloorDivideUpstreamUnitTests) {  // test_aclnn_floor_divide.cpp
  REQUIRE_ARITH_FAMILY();
  const TD f23 = T({2, 3}), f45 = T({4, 5}), nine = T(kDim9, F32, NCHW), u32 = T({10, 5}, U32);
  std::vector<Row> rows = {{"case_bool_dtype_support", FloorDivide(T({4, 5}, BOOL), f45, f45), kOk}};
  for (aclFormat f : kDivFormats) {  // the upstream test loops over formats
    const TD t = T({3, 5}, F32, f);
    rows.push_back({"case_all_format_support/" + FormatName(f), FloorDivide(t, t, t), kOk});
  }
  const std::vector<Row> more = {
      {"case_dtype_cast_support", FloorDivide(f23, T({2, 3}, S64), f23), kOk},
      {"case_broadcast", FloorDivide(T({10, 5}), T({3, 5}), T({10, 5})), kInvalid},
      {"case_empty_tensors", FloorDivide(T({3, 0}), T({3, 0}), T({3, 0})), kOk},
      {"case_CheckDtypeValid", FloorDivide(u32, u32, u32), kInvalid},
      {"case_nullptr", FloorDivide(kNoT, kNoT, f23), kNull},
      {"case_nullptr_scalar", FloorDivides(kNoT, kNoS, f23), kNull},
      {"case_out_nullptr", FloorDivide(f23, f23, kNoT), kNull},
      {"case_out_nullptr_scalar", FloorDivides(f45, Sf(2), kNoT), kNull},
      {"case_other_scalar_floor_support", FloorDivides(f45, Sf(2), f45), kOk},
      {"case_scalar_shape_dim_9", FloorDivides(nine, Sf(2), nine), kInvalid},
      {"case_shape_dim_9", FloorDivide(nine, nine, nine), kInvalid},
      {"case_inplace_other_scalar_support", InplaceFloorDivides(f45, Sf(2)), kOk},
      {"case_inplace_other_support", InplaceFloorDivide(f45, f45), kOk},
      // Not here: Ascend950PR_89_case_other_scalar_floor_support (Ascend950 platform).
  };
  rows.insert(rows.end(), more.begin(), more.end());
  RunRows(rows);
}

namespace {

// A call of the Remainder tables: dims and dtype of each tensor.
TD R(Shape s, aclDataType dt) { return T(std::move(s), dt); }
const Shape k233{2, 3, 3};
TD R3(aclDataType dt) { return T(k233, dt); }

// Rows test/1 .. test/n of one upstream test that makes n calls.
void AddCalls(std::vector<Row>* rows, const std::string& test, const std::vector<std::pair<Call, aclnnStatus>>& calls) {
  for (size_t k = 0; k < calls.size(); ++k)
    rows->push_back({test + "/" + std::to_string(k + 1), calls[k].first, calls[k].second});
}

}  // namespace

// test_remainder_tensor_tensor.cpp. The calls of test_07, _08 and _13 are listed in full (from the
// upstream file; only their first calls are quoted in our notes).
TEST(ArithStatus, RemainderTensorTensorUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows;
  const aclDataType same[] = {S32, S64, F16, F32, F64};
  for (int i = 0; i < 5; ++i)
    rows.push_back({"l2_remainder_tensor_tensor_test_0" + std::to_string(i + 1),
                    RemTT(R3(same[i]), R3(same[i]), R3(same[i])), kOk});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_06",
           {{RemTT(R3(BOOL), R3(BOOL), R3(BOOL)), kInvalid},
            {RemTT(R3(U8), R3(U8), R3(U8)), kInvalid},
            {RemTT(R3(S8), R3(S8), R3(S8)), kInvalid},
            {RemTT(R3(S16), R3(S16), R3(S16)), kInvalid},
            {RemTT(R3(C64), R3(C64), R3(C64)), kInvalid},
            {RemTT(R3(C128), R3(C128), R3(C128)), kInvalid}});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_07",
           {{RemTT(R3(S16), R3(F16), R3(F16)), kOk},
            {RemTT(R3(S32), R3(U8), R3(S32)), kOk},
            {RemTT(R3(S32), R3(S64), R3(S64)), kOk},
            {RemTT(R3(S32), R3(F64), R3(F64)), kOk},
            {RemTT(R3(S64), R3(U8), R3(S64)), kOk},
            {RemTT(R3(S64), R3(F64), R3(F64)), kOk},
            {RemTT(R3(F16), R3(U8), R3(F16)), kOk},
            {RemTT(R3(F16), R3(S64), R3(F16)), kOk},
            {RemTT(R3(F16), R3(F64), R3(F64)), kOk},
            {RemTT(R3(F64), R3(U8), R3(F64)), kOk},
            {RemTT(R3(F64), R3(S64), R3(F64)), kOk},
            {RemTT(R3(F64), R3(F32), R3(F64)), kOk},
            {RemTT(R3(S8), R3(S16), R3(F64)), kInvalid},  // promotes to INT16: not computable
            {RemTT(R3(S16), R3(S8), R3(F64)), kInvalid}});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_08",
           {{RemTT(R3(S32), R3(U8), R3(S64)), kOk},
            {RemTT(R3(S32), R3(S8), R3(S8)), kOk},
            {RemTT(R3(S32), R3(S64), R3(F64)), kOk},
            {RemTT(R3(S32), R3(U8), R3(F16)), kOk},
            {RemTT(R3(F32), R3(U8), R3(F64)), kOk},
            {RemTT(R3(F32), R3(F64), R3(F16)), kOk},
            {RemTT(R3(F16), R3(S8), R3(S64)), kInvalid},
            {RemTT(R3(F16), R3(F64), R3(S8)), kInvalid},
            {RemTT(R3(S32), R3(F16), R3(C64)), kOk}});
  const TD s64 = R3(S64);
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_09",
           {{RemTT(kNoT, s64, s64), kNull}, {RemTT(s64, kNoT, s64), kNull}, {RemTT(s64, s64, kNoT), kNull}});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_10",
           {{RemTT(R({2, 3, 0}, F32), R({2, 3, 0}, S8), R({2, 3, 0}, F32)), kOk},
            {RemTT(R({2, 0, 3}, S32), R({2, 0, 3}, C128), R({2, 0, 3}, F32)), kInvalid},  // checked before the empty exit
            {RemTT(R({0}, F32), R({1}, S8), R({0}, F32)), kOk},
            {RemTT(R({0}, F32), R({}, S8), R({0}, F32)), kOk},
            {RemTT(R({1}, F32), R({0}, S8), R({0}, F32)), kOk},
            {RemTT(R({}, F32), R({0}, S8), R({0}, F32)), kOk},
            {RemTT(R({2, 0, 3}, F32), R({2, 3, 3}, S8), R({2, 0, 3}, F32)), kInvalid}});
  const TD nc_s32 = Strided({5, 4}, S32, {1, 5}, 0, {4, 5}), nc_f16 = Strided({5, 4}, F16, {1, 5}, 0, {4, 5});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_11",
           {{RemTT(nc_s32, R({5, 4}, F16), R({5, 4}, F16)), kOk}, {RemTT(R({5, 4}, S32), nc_f16, R({5, 4}, F16)), kOk}});
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_12",
           {{RemTT(R({3, 3, 5}, F32), R({5, 3, 3, 5}, F64), R({5, 3, 3, 5}, F64)), kOk},
            {RemTT(R({5, 3, 3, 5}, F32), R({3, 3, 5}, F64), R({5, 3, 3, 5}, F64)), kOk},
            {RemTT(R({3, 3, 4, 5}, F32), R({5, 3, 3, 4, 5}, F64), R({5, 3, 3, 4, 5}, F64)), kOk},
            {RemTT(R({5, 3, 3, 4, 5}, F32), R({3, 3, 4, 5}, F64), R({5, 3, 3, 4, 5}, F64)), kOk},
            {RemTT(R({2, 3, 3}, F32), R({2, 2, 3, 3}, F64), R({2, 2, 3, 4}, F64)), kInvalid}});
  const Shape r8{1, 3, 1, 2, 3, 2, 2, 2}, r8o{3, 1, 2, 3, 2, 2, 2}, r9{1, 3, 1, 2, 3, 2, 2, 2, 2},
      r9o{3, 1, 2, 3, 2, 2, 2, 2};
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_13",
           {{RemTT(R({}, F32), R({}, F64), R({}, F64)), kOk},
            {RemTT(R({}, F32), R({}, F64), R({1}, F64)), kOk},  // 0-d broadcast into a [1] out: accepted
            {RemTT(R({}, F32), R({1}, F64), R({}, F64)), kOk},  // [1] broadcast into a 0-d out: accepted
            {RemTT(R({}, F32), R({1}, F64), R({1}, F64)), kOk},
            {RemTT(R({1}, F32), R({}, F64), R({}, F64)), kOk},
            {RemTT(R({1}, F32), R({}, F64), R({1}, F64)), kOk},
            {RemTT(R({1}, F32), R({1}, F64), R({}, F64)), kOk},
            {RemTT(R({3}, F32), R({3}, F64), R({3}, F64)), kOk},
            {RemTT(R({3, 3, 4}, F32), R({3, 3, 4}, F64), R({3, 3, 4}, F64)), kOk},
            {RemTT(R({1, 2, 1, 1}, F32), R({1, 2, 1, 1}, F64), R({1, 2, 1, 1}, F64)), kOk},
            {RemTT(R(r8, F32), R(r8, F64), R(r8, F64)), kOk},
            {RemTT(R(r8, F32), R(r8o, F64), R(r8, F64)), kOk},
            {RemTT(R(r9, F32), R(r9, F64), R(r9, F64)), kInvalid},
            {RemTT(R(r9, F32), R(r9o, F64), R(r9, F64)), kInvalid}});
  const TD f335 = R({3, 3, 5}, F32), d335 = R({3, 3, 5}, F64);
  AddCalls(&rows, "l2_remainder_tensor_tensor_test_14",
           {{RemTT(f335, d335, d335), kOk}, {RemTT(f335, d335, d335), kOk}, {RemTT(f335, d335, d335), kOk},
            {RemTT(f335, d335, d335), kOk}});
  // An Ascend310P test; the call is one the A2 library accepts too (test_17 makes it on A2).
  rows.push_back({"ascend310P_l2_remainder_tensor_tensor_test_15", RemTT(R({}, F32), R({}, F64), R({}, F64)), kOk});
  // 910-only: upstream expects 161002 with the Atlas-training lists (no BFLOAT16); the A2 list has
  // BFLOAT16, so the A2 library accepts the call.
  rows.push_back({"l2_remainder_tensor_tensor_test_16 (910-only)", RemTT(R({}, BF16), R({}, BF16), R({}, BF16)), kOk});
  rows.push_back(
      {"ascend910B2_l2_remainder_tensor_tensor_test_17", RemTT(R({}, F32), R({}, F64), R({}, F64)), kOk});
  // Not here: Ascend950PR_99_l2_remainder_tensor_tensor_test_03 (Ascend950 platform).
  RunRows(rows);
}

// test_remainder_tensor_scalar.cpp. The calls of test_07, _08 and _14 are listed in full, with
// the scalar each call passes (from the upstream file).
TEST(ArithStatus, RemainderTensorScalarUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows = {
      {"l2_remainder_tensor_scalar_test_01", RemTS(R3(S32), Si(3), R3(S32)), kOk},
      {"l2_remainder_tensor_scalar_test_02", RemTS(R3(S64), Sl(3), R3(S64)), kOk},
      {"l2_remainder_tensor_scalar_test_03", RemTS(R3(F16), Sf(3.5), R3(F16)), kOk},
      {"l2_remainder_tensor_scalar_test_04", RemTS(R3(F32), Sf(3.5), R3(F32)), kOk},
      {"l2_remainder_tensor_scalar_test_05", RemTS(R3(F64), Sd(3.14), R3(F64)), kOk},
  };
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_06",
           {{RemTS(R3(BOOL), Sb(true), R3(BOOL)), kInvalid},
            {RemTS(R3(U8), Su8(3), R3(U8)), kInvalid},
            {RemTS(R3(S8), Ss8(3), R3(S8)), kInvalid},
            {RemTS(R3(S16), Ss16(3), R3(S16)), kInvalid},
            {RemTS(R3(C64), Su8(3), R3(C64)), kInvalid},
            {RemTS(R3(C128), Su8(3), R3(C128)), kInvalid}});
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_07",
           {{RemTS(R3(BOOL), Sl(3), R3(S64)), kOk},  // a BOOL self promotes with the scalar
            {RemTS(R3(U8), Sl(3), R3(S64)), kInvalid},
            {RemTS(R3(S8), Sl(3), R3(S64)), kInvalid},
            {RemTS(R3(S16), Sl(3), R3(S64)), kInvalid},
            {RemTS(R3(C64), Sl(3), R3(S64)), kInvalid},
            {RemTS(R3(C128), Sl(3), R3(S64)), kInvalid},
            {RemTS(R3(F64), Sb(true), R3(F64)), kOk},
            {RemTS(R3(F64), Su8(3), R3(F64)), kOk},
            {RemTS(R3(F64), Ss8(3), R3(F64)), kOk},
            {RemTS(R3(F64), Ss16(3), R3(F64)), kOk},
            {RemTS(R3(S32), Sd(3.5), R3(F64)), kOk},
            {RemTS(R3(S32), Ss16(3), R3(F64)), kOk},
            {RemTS(R3(S32), Ss16(3), R3(S64)), kOk},
            {RemTS(R3(F64), Sd(3.5), R3(S32)), kInvalid}});
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_08",
           {{RemTS(R3(S32), Su8(3), R3(S32)), kOk},
            {RemTS(R3(S32), Sl(3), R3(S64)), kOk},
            {RemTS(R3(S32), Sd(3.55), R3(F64)), kOk},
            {RemTS(R3(S64), Su8(3), R3(S64)), kOk},
            {RemTS(R3(S64), Sd(3.55), R3(F64)), kOk},
            {RemTS(R3(F16), Su8(3), R3(F16)), kOk},
            {RemTS(R3(F16), Si(3), R3(F16)), kOk},
            {RemTS(R3(F16), Sd(3.55), R3(F64)), kOk},
            {RemTS(R3(F64), Su8(3), R3(F64)), kOk},
            {RemTS(R3(F64), Si(3), R3(F64)), kOk},
            {RemTS(R3(F64), Sf(3.5), R3(F64)), kOk}});
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_09",
           {{RemTS(R3(S32), Su8(3), R3(S64)), kOk},
            {RemTS(R3(S32), Sl(3), R3(F64)), kOk},
            {RemTS(R3(S32), Su8(3), R3(F16)), kOk},
            {RemTS(R3(F32), Su8(3), R3(F64)), kOk},
            {RemTS(R3(F32), Sd(3.67), R3(F16)), kOk}});
  const TD s64 = R3(S64);
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_10",
           {{RemTS(kNoT, Sf(7.86), s64), kNull}, {RemTS(s64, kNoS, s64), kNull}, {RemTS(s64, Sf(7.86), kNoT), kNull}});
  rows.push_back({"l2_remainder_tensor_scalar_test_11", RemTS(R({2, 0, 3}, F32), Si(7), R({2, 0, 3}, F32)), kOk});
  rows.push_back({"l2_remainder_tensor_scalar_test_12",
                  RemTS(Strided({5, 4}, S32, {1, 5}, 0, {4, 5}), Si(7), R({5, 4}, S64)), kOk});
  rows.push_back({"l2_remainder_tensor_scalar_test_13", RemTS(R({2, 4, 3}, F32), Sd(4.5), R3(F32)), kInvalid});
  // A zero divisor is accepted (integers: x % 0 = x; floats: NaN).
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_14",
           {{RemTS(R({2, 0, 3}, F32), Si(0), R({2, 0, 3}, F32)), kOk},
            {RemTS(R3(S64), Si(0), R3(F32)), kOk},
            {RemTS(R3(F16), Si(0), R3(F32)), kOk},
            {RemTS(R3(F32), Si(0), R3(F32)), kOk},
            {RemTS(R3(F64), Si(0), R3(F32)), kOk},
            {RemTS(R3(F64), Sf(0), R3(F32)), kOk},
            {RemTS(R3(S64), Sf(0), R3(F32)), kOk},
            {RemTS(R3(F64), Sd(0), R3(F32)), kOk},
            {RemTS(R3(S64), Sd(0), R3(F32)), kOk}});
  rows.push_back({"l2_remainder_tensor_scalar_test_15", RemTS(R3(F32), Sf(-1.52f), R3(F32)), kOk});
  const Shape r8{3, 2, 2, 2, 1, 1, 2, 2}, r9{1, 2, 1, 2, 1, 1, 1, 2, 1};
  AddCalls(&rows, "l2_remainder_tensor_scalar_test_16",
           {{RemTS(R({}, F32), Sf(3.3f), R({}, F32)), kOk},
            {RemTS(R({}, F32), Sf(3.3f), R({1}, F32)), kInvalid},
            {RemTS(R({1}, F32), Sf(3.3f), R({}, F32)), kInvalid},
            {RemTS(R({5}, F32), Sf(3.3f), R({5}, F32)), kOk},
            {RemTS(R(r8, F32), Sf(3.3f), R(r8, F32)), kOk},
            {RemTS(R(r9, F32), Sf(3.3f), R(r9, F32)), kInvalid}});
  // Not here: Ascend950PR_99_l2_remainder_tensor_scalar_test_03 (Ascend950 platform).
  RunRows(rows);
}

// test_remainder_scalar_tensor.cpp (the calls of test_07, _08 and _09 in full, from the upstream
// file). Its NULL arguments give 561103, unlike the rest of the family.
TEST(ArithStatus, RemainderScalarTensorUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows = {
      {"l2_remainder_scalar_tensor_test_01", RemST(Si(3), R3(S32), R3(S32)), kOk},
      {"l2_remainder_scalar_tensor_test_02", RemST(Sl(3), R3(S64), R3(S64)), kOk},
      {"l2_remainder_scalar_tensor_test_03", RemST(Ss8(3), R3(F16), R3(F16)), kOk},
      {"l2_remainder_scalar_tensor_test_04", RemST(Sf(3.5), R3(F32), R3(F32)), kOk},
      {"l2_remainder_scalar_tensor_test_05", RemST(Sd(3.14), R3(F64), R3(F64)), kOk},
  };
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_06",
           {{RemST(Sb(true), R3(BOOL), R3(BOOL)), kInvalid},
            {RemST(Su8(3), R3(U8), R3(U8)), kInvalid},
            {RemST(Ss8(3), R3(S8), R3(S8)), kInvalid},
            {RemST(Ss16(3), R3(S16), R3(S16)), kInvalid},
            // 910-only: upstream expects 161002 with the Atlas-training lists (no BFLOAT16); the A2
            // list has BFLOAT16, so the A2 library accepts the call.
            {RemST(Su8(3), R3(BF16), R3(BF16)), kOk},
            {RemST(Su8(3), R3(C64), R3(C64)), kInvalid},
            {RemST(Su8(3), R3(C128), R3(C128)), kInvalid}});
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_07",
           {{RemST(Sl(3), R3(BOOL), R3(S64)), kOk},
            {RemST(Sl(3), R3(U8), R3(S64)), kOk},
            {RemST(Sl(3), R3(S8), R3(S64)), kOk},
            {RemST(Sl(3), R3(S16), R3(S64)), kOk},
            {RemST(Sd(3.5), R3(BF16), R3(F64)), kOk},
            {RemST(Sl(3), R3(C64), R3(S64)), kInvalid},
            {RemST(Sl(3), R3(C128), R3(S64)), kInvalid},
            {RemST(Sb(true), R3(F64), R3(F64)), kOk},
            {RemST(Su8(3), R3(F64), R3(F64)), kOk},
            {RemST(Ss8(3), R3(F64), R3(F64)), kOk},
            {RemST(Ss16(3), R3(F64), R3(F64)), kOk},
            {RemST(Ss16(3), R3(F64), R3(F64)), kOk},
            {RemST(Sd(3.5), R3(S32), R3(F64)), kOk},
            {RemST(Ss16(3), R3(F32), R3(F32)), kOk},
            {RemST(Ss16(3), R3(F32), R3(F64)), kOk}});
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_08",
           {{RemST(Su8(3), R3(S32), R3(S32)), kOk},
            {RemST(Sl(3), R3(S32), R3(S32)), kOk},
            {RemST(Sd(3.55), R3(S32), R3(F64)), kOk},
            {RemST(Su8(3), R3(S64), R3(S64)), kOk},
            {RemST(Sd(3.55), R3(S64), R3(F64)), kOk},
            {RemST(Su8(3), R3(F16), R3(F16)), kOk},
            {RemST(Si(3), R3(F16), R3(F16)), kOk},
            {RemST(Sd(3.55), R3(F16), R3(F64)), kOk},
            {RemST(Su8(3), R3(F64), R3(F64)), kOk},
            {RemST(Si(3), R3(F64), R3(F64)), kOk},
            {RemST(Sf(3.5), R3(F64), R3(F64)), kOk}});
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_09",
           {{RemST(Su8(3), R3(S32), R3(S64)), kOk},
            {RemST(Su8(3), R3(S32), R3(S32)), kOk},
            {RemST(Ss8(3), R3(S32), R3(S8)), kInvalid},  // INT8 out: not computable
            {RemST(Ss8(3), R3(S32), R3(S32)), kOk},
            {RemST(Sl(3), R3(S64), R3(F64)), kOk},
            {RemST(Sl(3), R3(S64), R3(S64)), kOk},
            {RemST(Su8(3), R3(S32), R3(S32)), kOk},
            {RemST(Su8(3), R3(F32), R3(F32)), kOk},
            {RemST(Sd(3.67), R3(F32), R3(F16)), kOk},
            {RemST(Sd(3.67), R3(F32), R3(F32)), kOk},
            {RemST(Ss8(3), R3(F16), R3(S64)), kInvalid},  // FLOAT16 other does not cast to INT64
            {RemST(Ss8(3), R3(F16), R3(F16)), kOk},
            {RemST(Sd(3.67), R3(F16), R3(S8)), kInvalid},
            {RemST(Sd(3.67), R3(F16), R3(F16)), kOk}});
  const TD s64 = R3(S64);
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_10",
           {{RemST(kNoS, s64, s64), kInnerNull},
            {RemST(Sf(7.86f), kNoT, s64), kInnerNull},
            {RemST(Sf(7.86f), s64, kNoT), kInnerNull}});
  rows.push_back({"l2_remainder_scalar_tensor_test_11", RemST(Si(7), R({2, 0, 3}, F32), R({2, 0, 3}, F32)), kOk});
  rows.push_back({"l2_remainder_scalar_tensor_test_12",
                  RemST(Sl(7), Strided({5, 4}, S32, {1, 5}, 0, {4, 5}), R({5, 4}, S32)), kOk});
  rows.push_back({"l2_remainder_scalar_tensor_test_13", RemST(Sd(4.5), R({2, 4, 3}, F32), R3(F32)), kInvalid});
  rows.push_back({"l2_remainder_scalar_tensor_test_14", RemST(Sf(-1.52f), R3(F32), R3(F32)), kOk});
  const Shape r8{3, 2, 2, 2, 1, 1, 2, 2}, r9{1, 2, 1, 2, 1, 1, 1, 2, 1};
  AddCalls(&rows, "l2_remainder_scalar_tensor_test_15",
           {{RemST(Sf(3.3f), R({}, F32), R({}, F32)), kOk},
            {RemST(Sf(3.3f), R({}, F32), R({1}, F32)), kInvalid},
            {RemST(Sf(3.3f), R({1}, F32), R({}, F32)), kInvalid},
            {RemST(Sf(3.3f), R({5}, F32), R({5}, F32)), kOk},
            {RemST(Sf(3.3f), R(r8, F32), R(r8, F32)), kOk},
            {RemST(Sf(3.3f), R(r9, F32), R(r9, F32)), kInvalid}});
  // Not here: Ascend950PR_99_l2_remainder_scalar_tensor_test_01 (Ascend950 platform), and
  // double_scalar_int32_tensor_to_float16 of test_aclnn_remainder_scalar_tensor.cpp (asserts nothing).
  RunRows(rows);
}

// test_aclnn_remainder_inplace_tensor_tensor.cpp
TEST(ArithStatus, InplaceRemainderTensorTensorUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows;
  const aclDataType same[] = {S32, S64, F16, F32};
  for (int i = 0; i < 4; ++i)
    rows.push_back({"l2_remainder_inplace_tensor_tensor_test_0" + std::to_string(i + 1),
                    InplaceRemTT(R3(same[i]), R3(same[i])), kOk});
  AddCalls(&rows, "l2_remainder_inplace_tensor_tensor_test_06",
           {{InplaceRemTT(R3(BOOL), R3(BOOL)), kInvalid},
            {InplaceRemTT(R3(U8), R3(U8)), kInvalid},
            {InplaceRemTT(R3(S8), R3(S8)), kInvalid},
            {InplaceRemTT(R3(S16), R3(S16)), kInvalid},
            {InplaceRemTT(R3(C64), R3(C64)), kInvalid},
            {InplaceRemTT(R3(C128), R3(C128)), kInvalid}});
  AddCalls(&rows, "l2_remainder_inplace_tensor_tensor_test_08",
           {{InplaceRemTT(kNoT, R3(S64)), kNull}, {InplaceRemTT(R3(S64), kNoT), kNull}});
  AddCalls(&rows, "l2_remainder_inplace_tensor_tensor_test_09",
           {{InplaceRemTT(R({2, 3, 0}, S64), R({2, 3, 0}, S32)), kOk},
            {InplaceRemTT(R({2, 3, 0}, S32), R({2, 3, 0}, S64)), kOk},
            {InplaceRemTT(R({0}, S64), R({1}, S32)), kOk},
            {InplaceRemTT(R({0}, S32), R({}, S64)), kOk},
            {InplaceRemTT(R({}, S32), R({0}, S64)), kInvalid},  // the broadcast [0] is not selfRef's []
            {InplaceRemTT(R({1}, S32), R({0}, S64)), kInvalid},
            {InplaceRemTT(R({0}, S32), R({0}, C64)), kInvalid},
            {InplaceRemTT(R({2, 0, 3}, S32), R({2, 3, 3}, S64)), kInvalid},
            {InplaceRemTT(R({0}, S32), R({3}, S64)), kInvalid}});
  const TD nc = Strided({5, 4}, F16, {1, 5}, 0, {4, 5});
  AddCalls(&rows, "l2_remainder_inplace_tensor_tensor_test_10",
           {{InplaceRemTT(nc, R({5, 4}, F16)), kOk}, {InplaceRemTT(R({5, 4}, F16), nc), kOk}});
  RunRows(rows);
}

// test_aclnn_remainder_inplace_tensor_scalar.cpp
TEST(ArithStatus, InplaceRemainderTensorScalarUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  std::vector<Row> rows = {{"l2_remainder_inplace_tensor_scalar_test_01", InplaceRemTS(R3(S32), Si(3)), kOk}};
  AddCalls(&rows, "l2_remainder_inplace_tensor_scalar_test_06",
           {{InplaceRemTS(R3(BOOL), Sb(true)), kInvalid},
            {InplaceRemTS(R3(U8), Su8(3)), kInvalid},
            {InplaceRemTS(R3(S8), Ss8(3)), kInvalid},
            {InplaceRemTS(R3(S16), Ss16(3)), kInvalid},
            {InplaceRemTS(R3(C64), Su8(3)), kInvalid},
            {InplaceRemTS(R3(C128), Su8(3)), kInvalid}});
  AddCalls(&rows, "l2_remainder_inplace_tensor_scalar_test_09",
           {{InplaceRemTS(kNoT, Sl(3)), kNull}, {InplaceRemTS(R3(S64), kNoS), kNull}});
  AddCalls(&rows, "l2_remainder_inplace_tensor_scalar_test_10",
           {{InplaceRemTS(R({2, 0, 3}, F32), Sl(7)), kOk}, {InplaceRemTS(R({2, 0, 3}, S32), Sl(7)), kOk}});
  RunRows(rows);
}

// test_aclnn_fmod_scalar.cpp, test_aclnn_fmod_tensor.cpp, test_aclnn_inplace_fmod_scalar.cpp,
// test_aclnn_inplace_fmod_tensor.cpp. The names encode dims_dtype_format of the operands; where a
// name and the upstream body disagree (FmodTensor_20_int64_nd_3_int32_nd passes two [20] INT64
// tensors), the body is followed.
TEST(ArithStatus, FmodUpstreamUnitTests) {
  REQUIRE_ARITH_FAMILY();
  const TD f1010 = T({10, 10}), h58 = T({5, 8}, F16), s20 = T({20}, S32), l20 = T({20}, S64);
  RunRows({
      {"aclnnFmodScalar_10_10_float_nd_3", FmodScalar(f1010, Sf(3), f1010), kOk},
      {"aclnnFmodScalar_20_int32_nd_7", FmodScalar(s20, Si(7), s20), kOk},
      {"aclnnFmodScalar_20_int64_nd_7", FmodScalar(l20, Sl(7), l20), kOk},
      {"aclnnFmodTensor_10_10_float_nd_10_10_float_nd", FmodTensor(f1010, f1010, f1010), kOk},
      {"aclnnFmodTensor_5_8_float16_nd_5_8_float16_nd", FmodTensor(h58, h58, h58), kOk},
      {"aclnnFmodTensor_20_int32_nd_3_int32_nd", FmodTensor(s20, T({3}, S32), s20), kInvalid},
      {"aclnnFmodTensor_20_int64_nd_3_int32_nd", FmodTensor(l20, l20, l20), kOk},
      {"aclnnInplaceFmodScalar_10_10_float_nd_3", InplaceFmodScalar(f1010, Sf(3)), kOk},
      {"aclnnInplaceFmodScalar_20_int32_nd_7", InplaceFmodScalar(s20, Si(7)), kOk},
      {"aclnnInplaceFmodScalar_20_int64_nd_7", InplaceFmodScalar(l20, Sl(7)), kOk},
      {"aclnnInplaceFmodTensor_10_10_float_nd_10_10_float_nd", InplaceFmodTensor(f1010, f1010), kOk},
      {"aclnnInplaceFmodTensor_5_8_float16_nd_5_8_float16_nd", InplaceFmodTensor(h58, h58), kOk},
      {"aclnnInplaceFmodTensor_20_int32_nd_3_int32_nd", InplaceFmodTensor(s20, T({3}, S32)), kInvalid},
      {"aclnnInplaceFmodTensor_20_int64_nd_20_int64_nd", InplaceFmodTensor(l20, l20), kOk},
      {"aclnnInplaceFmodTensor_20_float_nd_20_int64_nd", InplaceFmodTensor(T({20}), l20), kOk},
  });
}

// ---- generic calls -----------------------------------------------------------------------------------

namespace {

Shape BroadcastShape(const Shape& a, const Shape& b) {
  Shape r(std::max(a.size(), b.size()), 1);
  for (size_t k = 0; k < r.size(); ++k) {
    const int64_t da = k < a.size() ? a[a.size() - 1 - k] : 1, db = k < b.size() ? b[b.size() - 1 - k] : 1;
    r[r.size() - 1 - k] = da == 1 ? db : da;
  }
  return r;
}

// The scalar form: the tensor and the scalar fill a and sb (sa and b for AddV3 and
// RemainderScalarTensor).
bool ScalarSelf(Api a) {
  return a == Api::AddV3 || a == Api::InplaceAddV3 || a == Api::RemainderScalarTensor;
}
bool TensorPair(Api a) {
  switch (a) {
    case Api::Add: case Api::InplaceAdd: case Api::Sub: case Api::InplaceSub: case Api::Rsub: case Api::Mul:
    case Api::InplaceMul: case Api::Div: case Api::DivMod: case Api::InplaceDiv: case Api::InplaceDivMod:
    case Api::FloorDivide: case Api::InplaceFloorDivide: case Api::RemainderTensorTensor:
    case Api::InplaceRemainderTensorTensor: case Api::FmodTensor: case Api::InplaceFmodTensor:
      return true;
    default:
      return false;
  }
}
bool HasAlpha(Api a) {
  switch (a) {
    case Api::Add: case Api::Adds: case Api::InplaceAdd: case Api::InplaceAdds: case Api::AddV3: case Api::InplaceAddV3:
    case Api::Sub: case Api::Subs: case Api::InplaceSub: case Api::InplaceSubs: case Api::Rsub: case Api::Rsubs:
      return true;
    default:
      return false;
  }
}
bool HasMode(Api a) {
  return a == Api::DivMod || a == Api::DivMods || a == Api::InplaceDivMod || a == Api::InplaceDivMods;
}

// A valid call of any entry point: tensor(s) of dtype dt (a of shape as, b of shape bs; the single
// tensor of a scalar form has shape as, or bs for AddV3/RemainderScalarTensor), scalars 2, alpha 1,
// mode 2, out of the right shape and dtype dt.
Call Valid(Api api, const Shape& as = {2, 3}, const Shape& bs = {2, 3}, aclDataType dt = F32) {
  Call c = Mk(api);
  const bool inplace = IsInplace(api);
  if (ScalarSelf(api)) {
    c.sa = Sf(2);
    c.b = T(bs, dt);
    if (!inplace) c.out = T(bs, dt);
  } else if (TensorPair(api)) {
    c.a = T(as, dt);
    c.b = T(bs, dt);
    if (!inplace) c.out = T(BroadcastShape(as, bs), dt);
  } else {
    c.a = T(as, dt);
    c.sb = Sf(2);
    if (!inplace) c.out = T(as, dt);
  }
  if (HasAlpha(api)) c.alpha = Sf(1);
  if (HasMode(api)) c.mode = 2;
  return c;
}

std::vector<Api> AllApis() {
  std::vector<Api> v;
  for (size_t i = 0; i < kApiCount; ++i) v.push_back(static_cast<Api>(i));
  return v;
}

}  // namespace

// ---- the prologue ------------------------------------------------------------------------------------

// A NULL workspaceSize or executor is refused with 161001 before any argument is looked at (also
// for RemainderScalarTensor, whose NULL tensors give 561103).
TEST(ArithStatus, NullWorkspaceSizeOrExecutorComesFirst) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : AllApis()) {
    SCOPED_TRACE(ApiName(api));
    for (const Call& c : {Valid(api), Mk(api), Valid(api, {2, 3}, {2, 3}, U32)}) {
      Objects x(c);
      uint64_t ws = 0;
      aclOpExecutor* ex = nullptr;
      EXPECT_EQ(Phase1(c, x, nullptr, &ex), kNull);
      EXPECT_TRUE(Mentions(aclGetRecentErrMsg(), {"workspaceSize"})) << aclGetRecentErrMsg();
      EXPECT_EQ(Phase1(c, x, &ws, nullptr), kNull);
      EXPECT_TRUE(Mentions(aclGetRecentErrMsg(), {"executor"})) << aclGetRecentErrMsg();
    }
  }
}

// Every entry point's valid call succeeds (and phase 2 runs on it).
TEST(ArithStatus, ValidCallsOfEveryEntryPoint) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : AllApis()) {
    SCOPED_TRACE(ApiName(api));
    EXPECT_EQ(RunCall(Valid(api)).status, kOk);
    EXPECT_EQ(RunCall(Valid(api, {2, 3}, {3})).status, kOk);  // other broadcast along the first dim
  }
}

// ---- empty tensors -----------------------------------------------------------------------------------

// Every check runs first; then an empty self or other gives status 0, a workspace of 0 and an
// executor that writes nothing (Run checks the last two).
TEST(ArithStatus, EmptyInputs) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : AllApis()) {
    SCOPED_TRACE(ApiName(api));
    const bool inplace = IsInplace(api);
    std::vector<Call> ok;
    if (ScalarSelf(api)) {
      ok.push_back(Valid(api, {}, {2, 0, 3}));
    } else if (TensorPair(api)) {
      ok.push_back(Valid(api, {2, 0, 3}, {2, 0, 3}));
      ok.push_back(Valid(api, {2, 0, 3}, {1, 3}));  // other broadcast into an empty self
      if (!inplace) {
        ok.push_back(Valid(api, {2, 0, 3}, {2, 1, 3}));
        ok.push_back(Valid(api, {1, 3}, {0, 3}));  // only other is empty
      }
    } else {
      ok.push_back(Valid(api, {2, 0, 3}));
      ok.push_back(Valid(api, {0}));
    }
    for (const Call& c : ok) {
      EXPECT_EQ(RunCall(c).status, kOk);
      // The dtype checks run on empty tensors too (UINT32 is outside every list of the family).
      Call bad = c;
      for (TD* t : {&bad.a, &bad.b, &bad.out})
        if (!t->null) t->dtype = U32;
      EXPECT_EQ(RunCall(bad).status, kInvalid);
      // So does the out shape check.
      if (!inplace) {
        Call wrong = c;
        wrong.out.shape = {0};
        if (wrong.out.shape != c.out.shape) {
          EXPECT_EQ(RunCall(wrong).status, kInvalid);
        }
      }
    }
  }
  // DivMod refuses complex operands with mode 1 or 2 only after the empty exit.
  const TD c0 = T({2, 0, 3}, C64), c1 = T({2, 3}, C64), d0 = T({0}, C128);
  RunRows({
      {"DivMod complex, mode 1, empty", DivMod(c0, c0, 1, c0), kOk},
      {"DivMod complex, mode 1", DivMod(c1, c1, 1, c1), kInvalid},
      {"DivMods complex, mode 2, empty", DivMods(d0, Sf(2), 2, d0), kOk},
      {"InplaceDivMod complex, mode 2, empty", InplaceDivMod(c0, c0, 2), kOk},
      {"InplaceDivMods complex, mode 1", InplaceDivMods(c1, Sf(2), 1), kInvalid},
      {"DivMod complex, mode 0", DivMod(c1, c1, 0, c1), kOk},
  });
}

// ---- in-place rules ----------------------------------------------------------------------------------

// selfRef is the output: only other may broadcast, up to selfRef's shape.
TEST(ArithStatus, InplaceShapes) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : {Api::InplaceAdd, Api::InplaceSub, Api::InplaceMul, Api::InplaceDiv, Api::InplaceDivMod,
                  Api::InplaceFloorDivide, Api::InplaceRemainderTensorTensor, Api::InplaceFmodTensor}) {
    SCOPED_TRACE(ApiName(api));
    EXPECT_EQ(RunCall(Valid(api, {2, 3}, {3})).status, kOk);
    EXPECT_EQ(RunCall(Valid(api, {2, 3}, {1, 1})).status, kOk);
    EXPECT_EQ(RunCall(Valid(api, {2, 3}, {})).status, kOk);
    EXPECT_EQ(RunCall(Valid(api, {3}, {2, 3})).status, kInvalid);     // selfRef would have to grow
    EXPECT_EQ(RunCall(Valid(api, {2, 1}, {1, 3})).status, kInvalid);  // broadcast [2, 3] is not selfRef's
    EXPECT_EQ(RunCall(Valid(api, {2, 3}, {4, 3})).status, kInvalid);  // no broadcast at all
  }
  // The [] / [1] leniency of RemainderTensorTensor's out does not extend to its in-place form.
  RunRows({
      {"RemainderTensorTensor [] [1] -> []", RemTT(T({}), T({1}), T({})), kOk},
      {"InplaceRemainderTensorTensor [] [1]", InplaceRemTT(T({}), T({1})), kInvalid},
      {"InplaceRemainderTensorTensor [1] []", InplaceRemTT(T({1}), T({})), kOk},
  });
}

// selfRef's dtype is the out dtype, so each op's out-dtype rule applies to it.
TEST(ArithStatus, InplaceDtypes) {
  REQUIRE_ARITH_FAMILY();
  const TD s = T({2, 3}, S32), f = T({2, 3});
  RunRows({
      // Add, Sub, Mul, Div, DivMod, Remainder: the promotion must cast to selfRef's dtype.
      {"InplaceAdd INT32 += FLOAT", InplaceAdd(s, f, Si(1)), kInvalid},
      {"InplaceAdd FLOAT += INT32", InplaceAdd(f, s, Si(1)), kOk},
      {"InplaceSub INT32 -= FLOAT", InplaceSub(s, f, Si(1)), kInvalid},
      {"InplaceSub FLOAT -= INT32", InplaceSub(f, s, Si(1)), kOk},
      {"InplaceMul INT32 *= FLOAT", InplaceMul(s, f), kInvalid},
      {"InplaceMul FLOAT *= INT32", InplaceMul(f, s), kOk},
      {"InplaceDiv INT32 /= FLOAT", InplaceDiv(s, f), kInvalid},
      {"InplaceDiv INT32 /= INT32", InplaceDiv(s, s), kOk},  // the promotion INT32 casts back
      {"InplaceDivMod INT32, FLOAT", InplaceDivMod(s, f, 2), kInvalid},
      {"InplaceRemainderTensorTensor INT32, FLOAT", InplaceRemTT(s, f), kInvalid},
      {"InplaceRemainderTensorTensor FLOAT, INT32", InplaceRemTT(f, s), kOk},
      // FloorDivide and Fmod do not check the out dtype.
      {"InplaceFloorDivide INT32, FLOAT", InplaceFloorDivide(s, f), kOk},
      {"InplaceFmodTensor INT32, FLOAT", InplaceFmodTensor(s, f), kOk},
      // Scalar forms, an INT32 selfRef with a FLOAT scalar 2.5.
      {"InplaceAdds", InplaceAdds(s, Sf(2.5), Si(1)), kInvalid},  // computed in FLOAT
      {"InplaceAdds, INT32 scalar", InplaceAdds(s, Si(2), Si(1)), kOk},
      {"InplaceSubs", InplaceSubs(s, Sf(2.5), Si(1)), kInvalid},
      {"InplaceMuls", InplaceMuls(s, Sf(2.5)), kOk},      // no cast check
      {"InplaceDivs", InplaceDivs(s, Sf(2.5)), kOk},      // only selfRef's own dtype is checked
      {"InplaceDivMods", InplaceDivMods(s, Sf(2.5), 1), kOk},
      {"InplaceFloorDivides", InplaceFloorDivides(s, Sf(2.5)), kOk},
      {"InplaceRemainderTensorScalar", InplaceRemTS(s, Sf(2.5)), kInvalid},  // FLOAT does not cast to INT32
      {"InplaceFmodScalar", InplaceFmodScalar(s, Sf(2.5)), kOk},
      // InplaceAddV3 writes other.
      {"InplaceAddV3 FLOAT scalar, INT32 other", InplaceAddV3(Sf(2.5), s, Si(1)), kInvalid},
      {"InplaceAddV3 INT32 scalar, INT32 other", InplaceAddV3(Si(2), s, Si(1)), kOk},
  });
}

// ---- values (the only ones compared here: exact sums of small integers) -------------------------------

TEST(ArithStatus, SmallIntegerSums) {
  REQUIRE_ARITH_FAMILY();
  RunRows({
      {"INT32", Add(T({2, 3}, S32), T({2, 3}, S32), Si(1), T({2, 3}, S32)), kOk},
      {"INT32, alpha 3, broadcast", Add(T({2, 3}, S32), T({3}, S32), Si(3), T({2, 3}, S32)), kOk},
      {"INT32, alpha -2, both broadcast", Add(T({2, 1}, S32), T({1, 3}, S32), Sl(-2), T({2, 3}, S32)), kOk},
      {"FLOAT", Add(T({2, 3}), T({2, 3}), Sf(1), T({2, 3})), kOk},
      {"FLOAT, alpha 2, strided", Add(Strided({5, 4}, F32, {1, 5}, 0, {4, 5}), T({4}), Sf(2), T({5, 4})), kOk},
      {"InplaceAdd INT32", InplaceAdd(T({2, 3}, S32), T({1, 3}, S32), Si(2)), kOk},
      {"InplaceAdd FLOAT, strided selfRef", InplaceAdd(Strided({5, 4}, F32, {1, 5}, 0, {4, 5}), T({5, 1}), Sf(1)), kOk},
  });
}

// ---- the validation order ------------------------------------------------------------------------------
// Each row fails two (or more) checks; the one the order puts first decides the status and the
// message. Tensors: f23 = FLOAT [2, 3]; f43 = FLOAT [4, 3] (does not broadcast with [2, 3]); n9 =
// FLOAT of 9 dims (8 elements, does not broadcast with [4, 3]).

namespace {

const TD f23 = T({2, 3}), f43 = T({4, 3}), n9 = T(kSmall9);
TD U32Of(const Shape& s) { return T(s, U32); }

// Add, Sub, Rsub: NULLs, dtype(self), dtype(other), promotion, alpha, out cast, ranks, broadcast,
// out shape.
std::vector<OrderRow> AlphaPairOrder(Api api) {
  const TD u = U32Of({2, 3});
  std::vector<OrderRow> rows = {
      {"NULL self before other's dtype", TTAO(api, kNoT, u, Sf(1), f23), kNull, {kMsgNull}, {kMsgDtype}},
      {"NULL alpha before the dtypes", TTAO(api, u, u, kNoS, u), kNull, {kMsgNull}, {}},
      {"NULL out before the dtypes", TTAO(api, u, u, Sf(1), kNoT), kNull, {kMsgNull}, {}},
      {"other's dtype before the out cast", TTAO(api, f23, u, Sf(1), T({2, 3}, S32)), kInvalid, {kMsgDtype}, {kMsgCast}},
      {"self's dtype before the rank", TTAO(api, U32Of(kSmall9), n9, Sf(1), n9), kInvalid, {kMsgDtype}, {kMsgRank}},
      {"alpha before the out cast", TTAO(api, T({2, 3}, S32), T({2, 3}, S32), Sf(1.5f), T({2, 3}, BOOL)), kInvalid,
       {kMsgAlpha}, {}},
      {"complex alpha, FLOAT promotion", TTAO(api, f23, f23, Sc(1, C64), f23), kInvalid, {kMsgAlpha}, {}},
      {"out cast before the rank", TTAO(api, n9, n9, Sf(1), T(kSmall9, S32)), kInvalid, {kMsgCast},
       {kMsgRank, kMsgAlpha}},
      {"rank before the broadcast", TTAO(api, n9, f43, Sf(1), n9), kInvalid, {kMsgRank}, {kMsgBroadcast}},
      {"broadcast before the out shape", TTAO(api, f23, f43, Sf(1), T({7})), kInvalid, {kMsgBroadcast},
       {kMsgOutShape}},
      {"out shape", TTAO(api, f23, T({1, 3}), Sf(1), T({1, 3})), kInvalid, {kMsgOutShape}, {}},
  };
  if (api != Api::Rsub) {  // a BOOL promotion needs an integral or BOOL alpha (Rsub has no BOOL)
    const TD b = T({2, 3}, BOOL);
    rows.push_back({"BOOL promotion, FLOAT alpha", TTAO(api, b, b, Sf(1), b), kInvalid, {kMsgAlpha}, {}});
    rows.push_back({"BOOL promotion, INT32 alpha", TTAO(api, b, b, Si(2), b), kOk, {}, {}});
    rows.push_back({"BOOL promotion, BOOL alpha", TTAO(api, b, b, Sb(true), b), kOk, {}, {}});
  } else {
    const TD b = T({2, 3}, BOOL);
    rows.push_back({"BOOL operands", Rsub(b, b, Sb(true), b), kInvalid, {kMsgDtype}, {}});
  }
  return rows;
}

// Adds, Subs, Rsubs: NULLs, dtype(self) [, dtype(scalar) for Rsubs], alpha, out cast, rank, out shape.
std::vector<OrderRow> AlphaScalarOrder(Api api) {
  const TD u = U32Of({2, 3}), s = T({2, 3}, S32);
  std::vector<OrderRow> rows = {
      {"NULL self first", TSAO(api, kNoT, Si(1), Sf(1.5f), s), kNull, {kMsgNull}, {kMsgAlpha}},
      {"NULL alpha before self's dtype", TSAO(api, u, Si(1), kNoS, u), kNull, {kMsgNull}, {}},
      {"self's dtype before alpha", TSAO(api, u, Si(1), Sf(1.5f), u), kInvalid, {kMsgDtype}, {kMsgAlpha}},
      {"alpha before the out cast", TSAO(api, s, Si(1), Sf(1.5f), T({2, 3}, BOOL)), kInvalid, {kMsgAlpha}, {}},
      {"out cast before the rank", TSAO(api, n9, Sf(1), Sf(1), T(kSmall9, S32)), kInvalid, {kMsgCast},
       {kMsgRank, kMsgAlpha}},
      {"rank before the out shape", TSAO(api, n9, Sf(1), Sf(1), T({2})), kInvalid, {kMsgRank}, {kMsgOutShape}},
      {"out shape", TSAO(api, f23, Sf(1), Sf(1), T({3})), kInvalid, {kMsgOutShape}, {}},
      {"INT32 tensor, FLOAT scalar: computed in FLOAT", TSAO(api, s, Sf(1), Si(1), s), kInvalid, {kMsgCast}, {}},
  };
  if (api == Api::Rsubs) {
    rows.push_back({"scalar's dtype before alpha", Rsubs(s, Sb(true), Sf(1.5f), s), kInvalid, {}, {kMsgAlpha}});
    rows.push_back({"BOOL self", Rsubs(T({2, 3}, BOOL), Si(1), Si(1), s), kInvalid, {kMsgDtype}, {}});
  } else {
    // The scalar's dtype is not checked, only the tensor's.
    rows.push_back({"UINT32 scalar, FLOAT tensor", TSAO(api, f23, Sc(1, U32), Sf(1), f23), kOk, {}, {}});
  }
  return rows;
}

}  // namespace

TEST(ArithStatus, OrderAddSubRsub) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : {Api::Add, Api::Sub, Api::Rsub}) {
    SCOPED_TRACE(ApiName(api));
    RunOrderRows(AlphaPairOrder(api));
  }
}

TEST(ArithStatus, OrderAddsSubsRsubs) {
  REQUIRE_ARITH_FAMILY();
  for (Api api : {Api::Adds, Api::Subs, Api::Rsubs}) {
    SCOPED_TRACE(ApiName(api));
    RunOrderRows(AlphaScalarOrder(api));
  }
}

TEST(ArithStatus, OrderAddV3) {  // NULLs, dtype(other), promotion, alpha, out cast, rank, out shape
  REQUIRE_ARITH_FAMILY();
  const TD u = U32Of({2, 3}), s = T({2, 3}, S32);
  RunOrderRows({
      {"NULL self first", AddV3(kNoS, u, Sf(1.5f), u), kNull, {kMsgNull}, {}},
      {"other's dtype before alpha", AddV3(Si(1), T({2, 3}, S64), Sf(1.5f), T({2, 3}, S64)), kInvalid, {kMsgDtype},
       {kMsgAlpha}},
      {"alpha before the out cast", AddV3(Si(1), s, Sf(1.5f), T({2, 3}, BOOL)), kInvalid, {kMsgAlpha}, {}},
      {"out cast before the rank", AddV3(Sf(1), n9, Sf(1), T(kSmall9, S32)), kInvalid, {kMsgCast},
       {kMsgRank, kMsgAlpha}},
      {"rank before the out shape", AddV3(Sf(1), n9, Sf(1), T({2})), kInvalid, {kMsgRank}, {kMsgOutShape}},
      {"out shape", AddV3(Sf(1), f23, Sf(1), T({3})), kInvalid, {kMsgOutShape}, {}},
      {"INT32 other, FLOAT scalar: computed in FLOAT", AddV3(Sf(1), s, Si(1), s), kInvalid, {kMsgCast}, {}},
  });
}

TEST(ArithStatus, OrderInplaceAddSub) {
  REQUIRE_ARITH_FAMILY();
  RunOrderRows({
      // InplaceAdd: NULL selfRef/other, broadcast, selfRef's shape, then Add's order (alpha's NULL there).
      {"InplaceAdd: NULL selfRef first", InplaceAdd(kNoT, f43, Sf(1)), kNull, {kMsgNull}, {}},
      {"InplaceAdd: broadcast before alpha's NULL", InplaceAdd(f23, f43, kNoS), kInvalid, {kMsgBroadcast}, {}},
      {"InplaceAdd: selfRef's shape before alpha's NULL", InplaceAdd(T({3}), f23, kNoS), kInvalid, {}, {kMsgNull}},
      {"InplaceAdd: selfRef's shape before the dtypes", InplaceAdd(U32Of({3}), U32Of({2, 3}), Sf(1)), kInvalid, {},
       {kMsgDtype}},
      {"InplaceAdd: alpha's NULL before the dtypes", InplaceAdd(U32Of({2, 3}), U32Of({2, 3}), kNoS), kNull, {kMsgNull},
       {}},
      // InplaceSub has no working pre-check of its own (CANN's returns "no failure" either way), so
      // Sub's order applies with selfRef as out: alpha's NULL and the dtypes come before the
      // broadcast and selfRef's shape, unlike InplaceAdd.
      {"InplaceSub: alpha's NULL before the broadcast", InplaceSub(f23, f43, kNoS), kNull, {kMsgNull}, {}},
      {"InplaceSub: dtypes before selfRef's shape", InplaceSub(U32Of({3}), U32Of({2, 3}), Sf(1)), kInvalid,
       {kMsgDtype}, {}},
      {"InplaceSub: broadcast", InplaceSub(f23, f43, Sf(1)), kInvalid, {kMsgBroadcast}, {}},
      {"InplaceSub: selfRef's shape", InplaceSub(T({3}), f23, Sf(1)), kInvalid, {}, {kMsgBroadcast}},
  });
}

TEST(ArithStatus, OrderMul) {  // NULLs, dtypes (self, other, out), promotion, cast, rank, broadcast, out shape
  REQUIRE_ARITH_FAMILY();
  const TD u = U32Of({2, 3});
  RunOrderRows({
      {"NULL out before the dtypes", Mul(u, u, kNoT), kNull, {kMsgNull}, {}},
      {"self's dtype before the rank", Mul(U32Of(kSmall9), n9, n9), kInvalid, {kMsgDtype}, {kMsgRank}},
      {"out's dtype before the cast", Mul(f23, f23, T({2, 3}, U16)), kInvalid, {kMsgDtype}, {kMsgCast}},
      {"cast before the rank", Mul(n9, n9, T(kSmall9, S32)), kInvalid, {kMsgCast}, {kMsgRank}},
      {"rank before the broadcast", Mul(n9, f43, n9), kInvalid, {kMsgRank}, {kMsgBroadcast}},
      {"broadcast before the out shape", Mul(f23, f43, T({7})), kInvalid, {kMsgBroadcast}, {kMsgOutShape}},
      {"out shape", Mul(f23, T({3}), T({3})), kInvalid, {kMsgOutShape}, {}},
      // InplaceMul: NULLs, dtypes, promotion, cast, broadcast, selfRef's shape; no rank check.
      {"InplaceMul: dtype before the broadcast", InplaceMul(U32Of({3}), U32Of({2, 3})), kInvalid, {kMsgDtype},
       {kMsgBroadcast}},
      {"InplaceMul: cast before the broadcast", InplaceMul(T({2, 3}, S32), f43), kInvalid, {kMsgCast},
       {kMsgBroadcast}},
      {"InplaceMul: broadcast", InplaceMul(f23, f43), kInvalid, {kMsgBroadcast}, {}},
      {"InplaceMul: selfRef's shape", InplaceMul(T({3}), f23), kInvalid, {}, {kMsgDtype}},
      {"InplaceMul: no rank limit", InplaceMul(n9, n9), kOk, {}, {}},
      // Muls / InplaceMuls: NULLs, dtypes (self, out), out shape; no cast and no rank check.
      {"Muls: out's dtype before the out shape", Muls(f23, Sf(2), T({3}, U16)), kInvalid, {kMsgDtype},
       {kMsgOutShape}},
      {"Muls: self's dtype", Muls(u, Sf(2), f23), kInvalid, {kMsgDtype}, {}},
      {"Muls: out shape", Muls(f23, Sf(2), T({3})), kInvalid, {kMsgOutShape}, {}},
      {"Muls: FLOAT result into an INT32 out", Muls(f23, Sf(2.5), T({2, 3}, S32)), kOk, {}, {}},
      {"Muls: no rank limit", Muls(n9, Sf(2), n9), kOk, {}, {}},
      {"InplaceMuls: no rank limit", InplaceMuls(n9, Sf(2)), kOk, {}, {}},
  });
}

namespace {

// Div and DivMod (mode 2 unless the row is about the mode): NULL out, other, self; ranks;
// broadcast; out shape; dtype(other); dtype(self); promotion; cast; formats; [mode].
std::vector<OrderRow> DivOrder(bool mod) {
  auto D = [mod](TD s, TD o, TD y) { return mod ? DivMod(s, o, 2, y) : Div(s, o, y); };
  const TD u = U32Of({2, 3});
  std::vector<OrderRow> rows = {
      {"NULL out first", D(kNoT, kNoT, kNoT), kNull, {kMsgNull, {"out"}}, {}},
      {"NULL other before NULL self", D(kNoT, kNoT, f23), kNull, {kMsgNull, {"other"}}, {{"self"}}},
      {"rank before the dtypes", D(U32Of(kSmall9), U32Of(kSmall9), U32Of(kSmall9)), kInvalid, {kMsgRank},
       {kMsgDtype}},
      {"broadcast before the dtypes", D(u, U32Of({4, 3}), u), kInvalid, {kMsgBroadcast}, {kMsgDtype}},
      {"out shape before the dtypes", D(u, u, U32Of({3})), kInvalid, {kMsgOutShape}, {kMsgDtype}},
      {"other's dtype before self's", D(u, T({2, 3}, U16), f23), kInvalid, {kMsgDtype, {"other"}}, {}},
      {"cast before the formats", D(T({2, 3}, F32, NZ), f23, T({2, 3}, S32)), kInvalid, {kMsgCast}, {kMsgFormat}},
      {"out's format", D(f23, f23, T({2, 3}, F32, NZ)), kInvalid, {kMsgFormat}, {}},
      {"INT32 by INT32 into INT32", D(T({2, 3}, S32), T({2, 3}, S32), T({2, 3}, S32)), kOk, {}, {}},
      {"INT64 by INT64 into INT32 (the cast checks the promotion)", D(T({2, 3}, S64), T({2, 3}, S64), T({2, 3}, S32)),
       kOk, {}, {}},
      {"BOOL by BOOL into FLOAT", D(T({2, 3}, BOOL), T({2, 3}, BOOL), f23), kOk, {}, {}},
  };
  if (mod) {
    const TD c = T({2, 3}, C64);
    const std::vector<OrderRow> more = {
        {"formats before the mode", DivMod(T({2, 3}, F32, NZ), f23, 5, f23), kInvalid, {kMsgFormat}, {kMsgMode}},
        {"dtypes before the mode", DivMod(u, u, 3, u), kInvalid, {kMsgDtype}, {kMsgMode}},
        {"cast before the mode", DivMod(f23, f23, 3, T({2, 3}, S32)), kInvalid, {kMsgCast}, {kMsgMode}},
        {"mode 3", DivMod(f23, f23, 3, f23), kInvalid, {kMsgMode}, {}},
        {"mode -1", DivMod(f23, f23, -1, f23), kInvalid, {kMsgMode}, {}},
        {"mode before the complex refusal", DivMod(c, c, 3, c), kInvalid, {kMsgMode}, {}},
        {"complex, mode 1", DivMod(c, c, 1, c), kInvalid, {kMsgComplex}, {kMsgMode}},
        {"complex, mode 0", DivMod(c, c, 0, c), kOk, {}, {}},
        {"mode 0", DivMod(f23, f23, 0, f23), kOk, {}, {}},
        {"mode 1", DivMod(f23, f23, 1, f23), kOk, {}, {}},
    };
    rows.insert(rows.end(), more.begin(), more.end());
  }
  return rows;
}

// Divs and DivMods: NULLs, formats (out, self), dtype(scalar), dtype(self), rank, out shape,
// cast(self's dtype, out) [, mode].
std::vector<OrderRow> DivsOrder(bool mod) {
  auto D = [mod](TD s, SD o, TD y) { return mod ? DivMods(s, o, 2, y) : Divs(s, o, y); };
  const TD nz = T({2, 3}, F32, NZ), s = T({2, 3}, S32);
  std::vector<OrderRow> rows = {
      {"NULL self first", D(kNoT, Sc(1, U32), nz), kNull, {kMsgNull}, {}},
      {"out's format before the scalar's dtype", D(f23, Sc(1, U32), nz), kInvalid, {kMsgFormat}, {kMsgDtype}},
      {"self's format before the scalar's dtype", D(nz, Sc(1, U32), f23), kInvalid, {kMsgFormat}, {kMsgDtype}},
      {"scalar's dtype", D(f23, Sc(1, U32), f23), kInvalid, {}, {kMsgFormat}},
      {"self's dtype before the rank", D(U32Of(kSmall9), Sf(2), U32Of(kSmall9)), kInvalid, {kMsgDtype}, {kMsgRank}},
      {"rank before the out shape", D(n9, Sf(2), T({2})), kInvalid, {kMsgRank}, {kMsgOutShape}},
      {"out shape before the cast", D(f23, Sf(2), T({3}, S32)), kInvalid, {kMsgOutShape}, {kMsgCast}},
      {"cast", D(f23, Sf(2), s), kInvalid, {kMsgCast}, {}},
      {"only self's dtype is checked against out's", D(s, Sf(2.5), s), kOk, {}, {}},
  };
  if (mod) {
    const TD c = T({2, 3}, C64);
    const std::vector<OrderRow> more = {
        {"cast before the mode", DivMods(f23, Sf(2), 5, s), kInvalid, {kMsgCast}, {kMsgMode}},
        {"mode -1", DivMods(f23, Sf(2), -1, f23), kInvalid, {kMsgMode}, {}},
        {"mode before the complex refusal", DivMods(c, Sf(2), 4, c), kInvalid, {kMsgMode}, {}},
        {"complex, mode 2", DivMods(c, Sf(2), 2, c), kInvalid, {kMsgComplex}, {kMsgMode}},
        {"FLOAT tensor, complex scalar, mode 1", DivMods(f23, Sc(2, C64), 1, c), kInvalid, {kMsgComplex}, {}},
    };
    rows.insert(rows.end(), more.begin(), more.end());
  }
  return rows;
}

}  // namespace

TEST(ArithStatus, OrderDivDivMod) {
  REQUIRE_ARITH_FAMILY();
  {
    SCOPED_TRACE("Div");
    RunOrderRows(DivOrder(false));
  }
  {
    SCOPED_TRACE("DivMod");
    RunOrderRows(DivOrder(true));
  }
}

TEST(ArithStatus, OrderDivsDivMods) {
  REQUIRE_ARITH_FAMILY();
  {
    SCOPED_TRACE("Divs");
    RunOrderRows(DivsOrder(false));
  }
  {
    SCOPED_TRACE("DivMods");
    RunOrderRows(DivsOrder(true));
  }
}

TEST(ArithStatus, OrderInplaceDiv) {  // NULLs, broadcast, selfRef's shape, then Div's (DivMod's) order
  REQUIRE_ARITH_FAMILY();
  RunOrderRows({
      {"InplaceDiv: NULL selfRef", InplaceDiv(kNoT, f23), kNull, {kMsgNull}, {}},
      {"InplaceDiv: broadcast before the rank", InplaceDiv(n9, f43), kInvalid, {kMsgBroadcast}, {kMsgRank}},
      {"InplaceDiv: selfRef's shape before the dtypes", InplaceDiv(U32Of({3}), U32Of({2, 3})), kInvalid, {},
       {kMsgDtype}},
      {"InplaceDiv: rank", InplaceDiv(n9, n9), kInvalid, {kMsgRank}, {}},
      {"InplaceDivMod: broadcast before the mode", InplaceDivMod(f23, f43, 3), kInvalid, {kMsgBroadcast},
       {kMsgMode}},
      {"InplaceDivMod: mode last", InplaceDivMod(f23, f23, 3), kInvalid, {kMsgMode}, {}},
      {"InplaceDivs: selfRef's format", InplaceDivs(T({2, 3}, F32, NZ), Sf(2)), kInvalid, {kMsgFormat}, {}},
      {"InplaceDivMods: mode last", InplaceDivMods(f23, Sf(2), 9), kInvalid, {kMsgMode}, {}},
  });
}

TEST(ArithStatus, OrderFloorDivide) {  // NULLs, dtype(self), dtype(other), promotion, rank, broadcast, out shape
  REQUIRE_ARITH_FAMILY();
  const TD u = U32Of({2, 3});
  RunOrderRows({
      {"NULL out", FloorDivide(u, u, kNoT), kNull, {kMsgNull}, {}},
      {"dtype before the rank", FloorDivide(U32Of(kSmall9), U32Of(kSmall9), n9), kInvalid, {kMsgDtype}, {kMsgRank}},
      {"rank before the broadcast", FloorDivide(n9, f43, n9), kInvalid, {kMsgRank}, {kMsgBroadcast}},
      {"broadcast before the out shape", FloorDivide(f23, f43, T({7})), kInvalid, {kMsgBroadcast}, {kMsgOutShape}},
      {"out shape", FloorDivide(f23, T({3}), T({3})), kInvalid, {kMsgOutShape}, {}},
      {"out's dtype is not checked: UINT16", FloorDivide(f23, f23, T({2, 3}, U16)), kOk, {}, {}},
      {"out's dtype is not checked: BOOL", FloorDivide(f23, f23, T({2, 3}, BOOL)), kOk, {}, {}},
      {"BOOL by BOOL", FloorDivide(T({2, 3}, BOOL), T({2, 3}, BOOL), T({2, 3}, BOOL)), kOk, {}, {}},
      // FloorDivides: NULLs, dtype(self), dtype(scalar), promotion, rank, out shape.
      {"FloorDivides: self's dtype before the rank", FloorDivides(U32Of(kSmall9), Sf(2), U32Of(kSmall9)), kInvalid,
       {kMsgDtype}, {kMsgRank}},
      {"FloorDivides: the scalar's dtype is checked", FloorDivides(f23, Sc(2, U32), f23), kInvalid, {}, {}},
      {"FloorDivides: rank before the out shape", FloorDivides(n9, Sf(2), T({2})), kInvalid, {kMsgRank},
       {kMsgOutShape}},
      {"FloorDivides: out's dtype is not checked", FloorDivides(f23, Sf(2), T({2, 3}, U16)), kOk, {}, {}},
      {"InplaceFloorDivide: NULL selfRef", InplaceFloorDivide(kNoT, f23), kNull, {kMsgNull}, {}},
      {"InplaceFloorDivide: selfRef's shape", InplaceFloorDivide(T({3}), f23), kInvalid, {}, {}},
  });
}

TEST(ArithStatus, OrderRemainder) {
  REQUIRE_ARITH_FAMILY();
  const TD s8 = T({2, 3}, S8), b = T({2, 3}, BOOL);
  RunOrderRows({
      // TensorTensor: NULLs, promotion, cast, the computable list, broadcast, out shape, ranks last.
      {"TT: promotion before the cast", RemTT(U32Of({2, 3}), f23, b), kInvalid, {kMsgPromote}, {kMsgCast}},
      {"TT: cast before the list", RemTT(s8, s8, b), kInvalid, {kMsgCast}, {}},
      {"TT: list before the broadcast", RemTT(s8, T({4, 3}, S8), s8), kInvalid, {}, {kMsgBroadcast}},
      {"TT: broadcast before the rank", RemTT(n9, f43, n9), kInvalid, {kMsgBroadcast}, {kMsgRank}},
      {"TT: out shape before the rank", RemTT(n9, n9, T({2})), kInvalid, {kMsgOutShape}, {kMsgRank}},
      {"TT: rank last", RemTT(n9, n9, n9), kInvalid, {kMsgRank}, {}},
      {"TT: INT8 and INT32 compute in INT32", RemTT(s8, T({2, 3}, S32), T({2, 3}, S32)), kOk, {}, {}},
      // TensorScalar: NULLs, out shape, complex, self to compute cast, list, compute to out cast, ranks.
      {"TS: out shape before complex", RemTS(T({2, 3}, C64), Si(3), T({3}, C64)), kInvalid, {kMsgOutShape}, {}},
      {"TS: complex scalar", RemTS(f23, Sc(3, C64), f23), kInvalid, {}, {}},
      {"TS: list before the out cast", RemTS(s8, Ss8(3), b), kInvalid, {}, {kMsgCast}},
      {"TS: cast before the rank", RemTS(n9, Sf(3), T(kSmall9, S32)), kInvalid, {kMsgCast}, {kMsgRank}},
      {"TS: rank last", RemTS(n9, Sf(3), n9), kInvalid, {kMsgRank}, {}},
      {"TS: INT32 tensor, INT64 scalar stays INT32", RemTS(T({2, 3}, S32), Sl(3), T({2, 3}, S32)), kOk, {}, {}},
      // ScalarTensor: NULLs (561103), out shape, complex, other to out cast, out's list, ranks.
      {"ST: NULL self before the out shape", RemST(kNoS, f23, T({3})), kInnerNull, {}, {}},
      {"ST: out shape before complex", RemST(Sc(1, C64), f23, T({3})), kInvalid, {kMsgOutShape}, {}},
      {"ST: complex scalar", RemST(Sc(1, C64), f23, f23), kInvalid, {}, {}},
      {"ST: cast before out's list", RemST(Sf(3), f23, s8), kInvalid, {kMsgCast}, {}},
      {"ST: out's list before the rank", RemST(Si(3), T(kSmall9, S32), T(kSmall9, U8)), kInvalid, {}, {kMsgRank}},
      {"ST: rank last", RemST(Sf(3), n9, n9), kInvalid, {kMsgRank}, {}},
      {"ST: FLOAT scalar, INT32 out (computed in INT32)", RemST(Sf(5.5), T({2, 3}, S32), T({2, 3}, S32)), kOk, {}, {}},
  });
}

TEST(ArithStatus, OrderFmod) {  // NULLs, dtypes (self, other, out), promotion, computable list, rank, broadcast, out shape
  REQUIRE_ARITH_FAMILY();
  const TD s = T({2, 3}, S32);
  RunOrderRows({
      {"out's dtype before the rank", FmodTensor(n9, n9, T(kSmall9, U16)), kInvalid, {kMsgDtype}, {kMsgRank}},
      {"INT8 with UINT8 (INT16) before the rank", FmodTensor(T(kSmall9, S8), T(kSmall9, U8), T(kSmall9, S8)), kInvalid,
       {}, {kMsgRank}},
      {"rank before the broadcast", FmodTensor(n9, f43, n9), kInvalid, {kMsgRank}, {kMsgBroadcast}},
      {"broadcast before the out shape", FmodTensor(f23, f43, T({7})), kInvalid, {kMsgBroadcast}, {kMsgOutShape}},
      {"no cast check", FmodTensor(f23, f23, s), kOk, {}, {}},
      {"BOOL refused", FmodTensor(T({2, 3}, BOOL), T({2, 3}, BOOL), f23), kInvalid, {kMsgDtype}, {}},
      {"INT16 refused", FmodTensor(T({2, 3}, S16), T({2, 3}, S16), f23), kInvalid, {kMsgDtype}, {}},
      {"FmodScalar: BOOL scalar refused", FmodScalar(f23, Sb(true), f23), kInvalid, {}, {}},
      {"FmodScalar: INT32 tensor, FLOAT scalar, INT32 out", FmodScalar(s, Sf(2.5), s), kOk, {}, {}},
      {"FmodScalar: rank before the out shape", FmodScalar(n9, Sf(2), T({2})), kInvalid, {kMsgRank}, {kMsgOutShape}},
      {"InplaceFmodTensor: selfRef's shape", InplaceFmodTensor(T({3}), f23), kInvalid, {}, {}},
      {"InplaceFmodScalar: NULL scalar", InplaceFmodScalar(f23, kNoS), kNull, {kMsgNull}, {}},
  });
}
