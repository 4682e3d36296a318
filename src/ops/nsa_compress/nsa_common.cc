#include "ops/nsa_compress/nsa_common.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace aclnn_cpu {
namespace ops {
namespace nsa {

std::string ParseSeqLens(const aclIntArray* a, const char* name, int64_t type, int64_t t_total,
                         bool must_end_at_t, Batches* out) {
  *out = Batches();
  std::ostringstream os;
  if (a == nullptr) {  // one batch covering every token (spec §7.5)
    out->start.push_back(0);
    out->end.push_back(t_total);
    out->last_end = t_total;
    return "";
  }
  const std::vector<int64_t>& v = a->v;
  if (v.empty()) {
    os << name << " has size 0; it must hold at least one entry";
    return os.str();
  }
  int64_t pos = 0;
  for (size_t b = 0; b < v.size(); ++b) {
    if (v[b] < 0) {
      os << name << "[" << b << "] = " << v[b] << " is negative";
      return os.str();
    }
    int64_t end;
    if (type == 0) {
      if (v[b] < pos) {
        os << name << "[" << b << "] = " << v[b] << " is smaller than " << name << "[" << b - 1 << "] = " << pos
           << " (actSeqLenType 0: cumulative ends must not decrease)";
        return os.str();
      }
      end = v[b];
    } else {
      if (v[b] > t_total - pos) {
        os << "the lengths in " << name << " add up to more than T = " << t_total << " (at entry " << b
           << ", actSeqLenType 1)";
        return os.str();
      }
      end = pos + v[b];
    }
    if (end > t_total) {
      os << name << "[" << b << "] = " << end << " exceeds T = input.shape[0] = " << t_total;
      return os.str();
    }
    out->start.push_back(pos);
    out->end.push_back(end);
    pos = end;
  }
  out->last_end = pos;
  if (must_end_at_t && pos != t_total) {
    os << "the last sequence of " << name << " ends at token " << pos << ", but input.shape[0] (T) is "
       << t_total << "; they must be equal";
    return os.str();
  }
  return "";
}

void CountBlocks(int64_t l, int64_t d, Batches* b) {
  const size_t n = b->start.size();
  b->blocks.assign(n, 0);
  b->first_block.assign(n, 0);
  int64_t m = 0;
  for (size_t i = 0; i < n; ++i) {
    const int64_t s = b->end[i] - b->start[i];
    b->first_block[i] = m;
    b->blocks[i] = s >= l ? (s - l) / d + 1 : 0;
    m += b->blocks[i];
  }
  b->total_blocks = m;
}

View ViewOf(const aclTensor& t) {
  View v;
  v.offset = KernelOffset(t);
  for (size_t k = 0; k < t.strides.size() && k < 3; ++k) v.stride[k] = KernelStride(t, k);
  return v;
}


}  // namespace nsa
}  // namespace ops
}  // namespace aclnn_cpu
