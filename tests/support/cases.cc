#include "cases.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <stdexcept>

#include <nlohmann/json.hpp>

#ifndef ACLNN_TEST_CASE_DIR
#error "ACLNN_TEST_CASE_DIR must be defined by the build"
#endif

namespace aclnn_test {
namespace {

double Special(const nlohmann::json& v) {
  if (v.is_number()) return v.get<double>();
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    if (s == "inf" || s == "+inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
    if (s == "nan" || s == "-nan") return std::numeric_limits<double>::quiet_NaN();
    return std::stod(s);
  }
  if (v.is_array() && v.size() == 1) return Special(v[0]);
  throw std::runtime_error("bad value " + v.dump());
}

Fill ParseFill(const nlohmann::json& f) {
  Fill r;
  if (f.contains("uniform")) {
    r.kind = Fill::kUniform;
    r.lo = Special(f["uniform"][0]);
    r.hi = Special(f["uniform"][1]);
  } else if (f.contains("const")) {
    r.kind = Fill::kConst;
    r.value = Special(f["const"]);
  } else if (f.contains("normal")) {
    r.kind = Fill::kNormal;
    const auto& n = f["normal"];
    r.mean_lo = n["mean"][0].get<double>();
    r.mean_hi = n["mean"][1].get<double>();
    r.std_lo = n["std"][0].get<double>();
    r.std_hi = n["std"][1].get<double>();
  } else if (f.contains("choice")) {
    r.kind = Fill::kChoice;
    for (const auto& v : f["choice"]) r.choices.push_back(Special(v));
  } else {
    throw std::runtime_error("bad fill " + f.dump());
  }
  return r;
}

}  // namespace

int64_t Case::Attr(const std::string& name, int64_t dflt) const {
  auto it = int_attrs.find(name);
  return it == int_attrs.end() || it->second.empty() ? dflt : static_cast<int64_t>(it->second[0]);
}

std::vector<int64_t> Case::AttrList(const std::string& name) const {
  std::vector<int64_t> r;
  auto it = int_attrs.find(name);
  if (it != int_attrs.end())
    for (double v : it->second) r.push_back(static_cast<int64_t>(v));
  return r;
}

std::string Case::Str(const std::string& name, const std::string& dflt) const {
  auto it = str_attrs.find(name);
  return it == str_attrs.end() ? dflt : it->second;
}

std::vector<Case> LoadCases(const std::string& file) {
  const std::string path = std::string(ACLNN_TEST_CASE_DIR) + "/" + file + ".json";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  nlohmann::json j = nlohmann::json::parse(in);
  std::vector<Case> out;
  for (const auto& c : j["cases"]) {
    Case k;
    k.id = c["id"].get<int>();
    for (auto it = c["tensors"].begin(); it != c["tensors"].end(); ++it) {
      CaseTensor t;
      t.dtype = ParseDtype(it.value()["dtype"].get<std::string>());
      t.shape = it.value()["shape"].get<Shape>();
      t.fill = ParseFill(it.value()["fill"]);
      k.tensors[it.key()] = t;
    }
    for (auto it = c["attrs"].begin(); it != c["attrs"].end(); ++it) {
      const auto& v = it.value();
      if (v.is_string()) {
        k.str_attrs[it.key()] = v.get<std::string>();
      } else if (v.is_array()) {
        for (const auto& e : v) {
          if (e.is_array() && e.size() == 2) {
            k.attr_ranges[it.key()][k.int_attrs[it.key()].size()] = {e[0].get<double>(), e[1].get<double>()};
            k.int_attrs[it.key()].push_back(e[0].get<double>());
          } else {
            k.int_attrs[it.key()].push_back(e.get<double>());
          }
        }
      } else if (v.is_number()) {
        k.int_attrs[it.key()].push_back(v.get<double>());
      }
    }
    if (c.contains("scalars"))
      for (auto it = c["scalars"].begin(); it != c["scalars"].end(); ++it) {
        CaseTensor t;
        t.dtype = ParseDtype(it.value()["dtype"].get<std::string>());
        t.fill = ParseFill(it.value()["fill"]);
        k.scalars[it.key()] = t;
      }
    out.push_back(std::move(k));
  }
  return out;
}

void ApplyFill(TestTensor& t, const Fill& f, std::mt19937_64& rng) {
  switch (f.kind) {
    case Fill::kUniform: t.FillUniform(rng, f.lo, f.hi); return;
    case Fill::kConst: t.FillConst(f.value); return;
    case Fill::kNormal: {
      const double mean = std::uniform_real_distribution<double>(f.mean_lo, f.mean_hi)(rng);
      const double sd = std::uniform_real_distribution<double>(f.std_lo, f.std_hi)(rng);
      std::normal_distribution<double> nd(mean, sd);
      for (int64_t i = 0; i < t.numel(); ++i) t.Set(i, nd(rng));
      return;
    }
    case Fill::kChoice: {
      std::uniform_int_distribution<size_t> pick(0, f.choices.size() - 1);
      for (int64_t i = 0; i < t.numel(); ++i) t.Set(i, f.choices[pick(rng)]);
      return;
    }
  }
}

int64_t CaseBudget(int64_t elems) {
  static const bool quick = std::getenv("ACLNN_TEST_QUICK") != nullptr;
  return quick ? std::max<int64_t>(elems / 4, 256) : elems;
}

Shape ScaleDown(const Shape& s, int64_t max_elems) {
  max_elems = CaseBudget(max_elems);
  Shape r = s;
  auto numel = [&] {
    int64_t n = 1;
    for (int64_t d : r) n *= d;
    return n;
  };
  while (numel() > max_elems) {
    size_t big = 0;
    for (size_t i = 1; i < r.size(); ++i)
      if (r[i] > r[big]) big = i;
    if (r[big] <= 1) break;
    r[big] = (r[big] + 1) / 2;
  }
  return r;
}

}  // namespace aclnn_test
