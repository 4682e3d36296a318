#include "exported_ops.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>

#include "aclnnop/aclnn_gelu_v2.h"

namespace rel {

std::vector<std::string> ExportedOperators() {
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&aclnnGeluV2GetWorkspaceSize), &info) == 0 || !info.dli_fname) return {};
  std::ifstream f(info.dli_fname, std::ios::binary);
  const std::string elf((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  if (elf.size() < sizeof(ElfW(Ehdr)) || std::memcmp(elf.data(), ELFMAG, SELFMAG) != 0) return {};
  ElfW(Ehdr) eh;
  std::memcpy(&eh, elf.data(), sizeof eh);
  auto section = [&](size_t i) {
    ElfW(Shdr) sh{};
    const size_t at = eh.e_shoff + i * eh.e_shentsize;
    if (i < eh.e_shnum && at + sizeof sh <= elf.size()) std::memcpy(&sh, elf.data() + at, sizeof sh);
    return sh;
  };
  const std::string prefix = "aclnn", suffix = "GetWorkspaceSize";
  std::vector<std::string> ops;
  for (size_t i = 0; i < eh.e_shnum; ++i) {
    const ElfW(Shdr) dynsym = section(i);
    if (dynsym.sh_type != SHT_DYNSYM || dynsym.sh_entsize == 0) continue;
    const ElfW(Shdr) strtab = section(dynsym.sh_link);
    for (size_t k = 0; k < dynsym.sh_size / dynsym.sh_entsize; ++k) {
      ElfW(Sym) sym;
      const size_t at = dynsym.sh_offset + k * dynsym.sh_entsize;
      if (at + sizeof sym > elf.size()) break;
      std::memcpy(&sym, elf.data() + at, sizeof sym);
      if (sym.st_shndx == SHN_UNDEF || (sym.st_info & 0xf) != STT_FUNC) continue;
      if (strtab.sh_offset + sym.st_name >= elf.size()) continue;
      const std::string name(elf.data() + strtab.sh_offset + sym.st_name);  // NUL-terminated in the file
      if (name.size() > prefix.size() + suffix.size() && name.compare(0, prefix.size(), prefix) == 0 &&
          name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
        ops.push_back(name.substr(prefix.size(), name.size() - prefix.size() - suffix.size()));
    }
  }
  std::sort(ops.begin(), ops.end());
  ops.erase(std::unique(ops.begin(), ops.end()), ops.end());
  return ops;
}

}  // namespace rel
