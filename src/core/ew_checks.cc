#include "core/ew_checks.h"

#include "core/dtype.h"
#include "core/elementwise.h"

namespace aclnn_cpu {

bool CanCast(aclDataType from, aclDataType to) {
  if (IsComplexType(from) && !IsComplexType(to)) return false;
  if (IsFloatingType(from) && IsIntegralType(to, false)) return false;
  if (to == ACL_BOOL && from != ACL_BOOL) return false;
  return true;
}

std::string DtName(aclDataType d) { return std::string("DT_") + DtypeName(d); }

EwChecks& EwChecks::Null(const char* name, const void* p, aclnnStatus code) {
  v_.Check(p != nullptr, [&] {
    return std::string("Expected a value of type [") + (std::string(name) == "alpha" ? "aclScalar" : "aclTensor") +
           "] for argument [" + name + "] but instead found nullptr.";
  }, code);
  return *this;
}

EwChecks& EwChecks::DtypeIn(const char* name, aclDataType d, std::initializer_list<aclDataType> list) {
  v_.Check(aclnn_cpu::DtypeIn(d, list), [&] {
    return std::string("Tensor ") + name + " not implemented for " + DtName(d) + ", should be in dtype support list " +
           DtypeList(list) + ".";
  });
  return *this;
}

EwChecks& EwChecks::ScalarDtypeIn(const char* name, aclDataType d, std::initializer_list<aclDataType> list) {
  v_.Check(aclnn_cpu::DtypeIn(d, list), [&] {
    return std::string("Scalar ") + name + " not implemented for " + DtName(d) + ", should be in dtype support list " +
           DtypeList(list) + ".";
  });
  return *this;
}

EwChecks& EwChecks::Promotable(aclDataType a, aclDataType b, aclDataType p) {
  v_.Check(p != ACL_DT_UNDEFINED,
           [&] { return "Self dtype " + DtName(a) + " and other dtype " + DtName(b) + " can not promote dtype."; });
  return *this;
}

EwChecks& EwChecks::Alpha(const aclScalar* alpha, aclDataType p, bool bool_rule) {
  if (!ok()) return *this;
  const aclDataType a = alpha->dtype;
  const bool good = bool_rule && p == ACL_BOOL ? (IsIntegralType(a, true)) : CanCast(a, p);
  v_.Check(good, [&] { return "Alpha dtype " + DtName(a) + " can't be cast to the promote dtype " + DtName(p) + "."; });
  return *this;
}

EwChecks& EwChecks::Cast(aclDataType p, const aclTensor* out, const char* what) {
  v_.Check(CanCast(p, out->dtype), [&] {
    return std::string(what) + " " + DtName(p) + " can't be cast to the desired output type " + DtName(out->dtype) + ".";
  });
  return *this;
}

EwChecks& EwChecks::Rank(const char* name, const aclTensor* t) {
  v_.Check(t->view.size() <= kEwMaxRank, [&] {
    return std::string("The ") + name + " tensor cannot be larger than " + std::to_string(kEwMaxRank) +
           " dimensions (shape " + ShapeString(t->view) + ").";
  });
  return *this;
}

EwChecks& EwChecks::Broadcast(const aclTensor* a, const aclTensor* b, Shape* shape) {
  if (!ok()) return *this;
  v_.Check(BroadcastShapes(a->view, b->view, shape), [&] {
    return "The size of tensor self " + ShapeString(a->view) + " must match the size of tensor other " +
           ShapeString(b->view) + ".";
  });
  return *this;
}

EwChecks& EwChecks::OutShape(const aclTensor* out, const Shape& want) {
  v_.Check(out->view == want, [&] {
    return "Expected tensor for out to have same size as " + ShapeString(want) + ", but got " +
           ShapeString(out->view) + ".";
  });
  return *this;
}

EwChecks& EwChecks::InplaceShape(const aclTensor* self_ref, const Shape& bcast) {
  v_.Check(self_ref->view == bcast, [&] {
    return "The shape of selfRef " + ShapeString(self_ref->view) + " must equal the broadcast shape " +
           ShapeString(bcast) + " of selfRef and other.";
  });
  return *this;
}

EwChecks& EwChecks::NotPrivate(const char* name, const aclTensor* t) {
  v_.Check(!IsPrivateFormat(t->format), [&] {
    return std::string("Format only support ND, NCHW, NHWC, HWCN, NDHWC, NCDHW (") + name + " has format " +
           FormatName(t->format) + ").";
  });
  return *this;
}

EwChecks& EwChecks::Mode(int mode) {
  v_.Check(mode >= 0 && mode <= 2, [&] { return "mode should be between 0 and 2, but current is " + std::to_string(mode); });
  return *this;
}

EwChecks& EwChecks::ViewInStorage(const char* name, const aclTensor* t) {
  if (t) v_.ViewInStorage(name, t);
  return *this;
}

EwChecks& EwChecks::ValueDtype(const char* name, const aclTensor* t) {
  static const std::initializer_list<aclDataType> kValueDtypes = {
      ACL_FLOAT, ACL_FLOAT16, ACL_BF16,   ACL_DOUBLE, ACL_INT8, ACL_UINT8,     ACL_INT16,     ACL_UINT16,
      ACL_INT32, ACL_UINT32,  ACL_INT64,  ACL_UINT64, ACL_BOOL, ACL_COMPLEX64, ACL_COMPLEX128};
  if (t == nullptr) return *this;
  v_.Check(aclnn_cpu::DtypeIn(t->dtype, kValueDtypes), [&] {
    return std::string(name) + " has dtype " + DtName(t->dtype) + ", which no value is cast to or from; expected one of " +
           DtypeList(kValueDtypes) + ".";
  });
  return *this;
}

}  // namespace aclnn_cpu
