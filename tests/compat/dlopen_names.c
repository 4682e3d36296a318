/* dlopen()s every library name aclnn-cpu ships, by full path under $ASCEND_HOME_PATH/lib64 and by
 * bare name (as torch_npu's op-plugin does, through LD_LIBRARY_PATH), and dlsym()s acl/aclnn
 * symbols through each handle: they must all resolve to the functions of libascendcl.so. Also
 * fails when lib64 holds a lib*.so that is not in the list (keep it, src/CMakeLists.txt and the
 * README in step). Usage: source <prefix>/set_env.sh; ./dlopen_names */
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* const kNames[] = {
    "libascendcl.so", /* the real library; the others are link-name shims depending on it */
    "libnnopbase.so", "libopapi.so", "libopapi_nn.so", "libopapi_math.so", "libopapi_transformer.so",
    "libopapi_cv.so", "libopapi_legacy.so", "libacl_rt.so",
    /* CANN 8.0-8.3 names, in op-plugin's fallback order */
    "libaclnn_ops_infer.so", "libaclnn_ops_train.so", "libaclnn_math.so", "libaclnn_rand.so",
    "libaclnn_sparse.so", "libaclnn_fft.so", "libaclnn_adv_infer.so", "libaclnn_adv_train.so",
    "libacl_op_compiler.so", "libhccl.so"};
static const char* const kSymbols[] = {"aclInit", "aclrtMalloc", "aclCreateTensor", "aclGetRecentErrMsg",
                                       "aclnnGeluBackwardV2GetWorkspaceSize", "aclnnGeluBackwardV2",
                                       "aclnnReflectionPad2dBackward", "aclnnGroupedBiasAddGradV2",
                                       "aclopExecuteV2"};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

int main(void) {
  const char* home = getenv("ASCEND_HOME_PATH");
  if (!home || !*home) {
    fprintf(stderr, "ASCEND_HOME_PATH is not set (source <prefix>/set_env.sh first)\n");
    return 2;
  }
  char path[4096];
  int fail = 0, pass = 0;
  /* The reference addresses: the symbols of the real library. */
  snprintf(path, sizeof path, "%s/lib64/libascendcl.so", home);
  void* real = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!real) {
    fprintf(stderr, "FAIL dlopen %s: %s\n", path, dlerror());
    return 1;
  }
  for (size_t i = 0; i < COUNT(kNames); ++i) {
    for (int bare = 0; bare < 2; ++bare) {
      if (bare)
        snprintf(path, sizeof path, "%s", kNames[i]);
      else
        snprintf(path, sizeof path, "%s/lib64/%s", home, kNames[i]);
      void* h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
      if (!h) {
        printf("FAIL dlopen(\"%s\"): %s\n", path, dlerror());
        ++fail;
        continue;
      }
      int ok = 1;
      for (size_t k = 0; k < COUNT(kSymbols); ++k) {
        void* got = dlsym(h, kSymbols[k]);
        void* want = dlsym(real, kSymbols[k]);
        if (!got || got != want) {
          printf("FAIL dlsym(dlopen(\"%s\"), \"%s\") = %p, libascendcl.so has %p\n", path, kSymbols[k], got, want);
          ok = 0;
        }
      }
      dlclose(h);
      if (ok) ++pass; else ++fail;
    }
  }
  /* Every lib*.so in lib64 must be one of the names above. */
  snprintf(path, sizeof path, "%s/lib64", home);
  DIR* dir = opendir(path);
  if (!dir) {
    printf("FAIL opendir %s\n", path);
    return 1;
  }
  for (struct dirent* e; (e = readdir(dir)) != NULL;) {
    const size_t n = strlen(e->d_name);
    if (strncmp(e->d_name, "lib", 3) != 0 || n < 4 || strcmp(e->d_name + n - 3, ".so") != 0) continue;
    int known = 0;
    for (size_t i = 0; i < COUNT(kNames); ++i) known |= strcmp(e->d_name, kNames[i]) == 0;
    if (!known) {
      printf("FAIL lib64/%s is installed but not in this test's list of shipped names\n", e->d_name);
      ++fail;
    }
  }
  closedir(dir);
  dlclose(real);
  printf("dlopen names: %d passed, %d failed (%zu names, full path and bare name)\n", pass, fail, COUNT(kNames));
  return fail ? 1 : 0;
}
