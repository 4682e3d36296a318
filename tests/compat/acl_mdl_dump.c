/* Debugging code written for CANN, built as C and as C++: acl/acl.h (which includes acl/acl_mdl.h)
 * and acl/acl_dump.h compile in both and link, the dump switches run in CANN's order around an
 * aclnn-style program and report success, acldumpGetPath(DATA_DUMP) returns the dump_path of the
 * configuration, and a model function reports that the model API is not available.
 * Usage: source <prefix>/set_env.sh; cc acl_mdl_dump.c -I $ASCEND_HOME_PATH/include
 *        -L $ASCEND_HOME_PATH/lib64 -lascendcl && ./a.out */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "acl/acl.h"
#include "acl/acl_dump.h"

static int g_fail = 0;

static void Expect(int cond, const char* what) {
  if (!cond) {
    printf("FAIL %s (recent error: %s)\n", what, aclGetRecentErrMsg());
    g_fail = 1;
  }
}

static int32_t OnChunk(const acldumpChunk* chunk, int32_t len) {
  (void)chunk;
  (void)len;
  return 0;
}

int main(void) {
  char config[] = "/tmp/acl_mdl_dump_XXXXXX";
  const char* text = "{\"dump\": {\"dump_path\": \"dump_out\", \"dump_list\": []}}";
  aclmdlDesc* desc;
  uint32_t modelId = 7;
  const char* path;
  int fd = mkstemp(config);
  Expect(fd >= 0, "mkstemp");
  if (fd < 0) return 1;
  Expect(write(fd, text, strlen(text)) == (ssize_t)strlen(text), "write the configuration");
  close(fd);

  Expect(aclInit(NULL) == ACL_SUCCESS, "aclInit");
  Expect(aclmdlInitDump() == ACL_SUCCESS, "aclmdlInitDump");
  Expect(aclmdlSetDump(config) == ACL_SUCCESS, "aclmdlSetDump");
  path = acldumpGetPath(DATA_DUMP);
  Expect(path != NULL && strcmp(path, "dump_out") == 0, "acldumpGetPath(DATA_DUMP) is the dump_path");
  Expect(acldumpGetPath(AIC_ERR_BRIEF_DUMP) == NULL, "no exception-dump path");
  Expect(acldumpRegCallback(OnChunk, 0) == ACL_SUCCESS, "acldumpRegCallback");
  acldumpUnregCallback();
  Expect(aclmdlFinalizeDump() == ACL_SUCCESS, "aclmdlFinalizeDump");
  Expect(acldumpGetPath(DATA_DUMP) == NULL, "no dump path after aclmdlFinalizeDump");
  Expect(aclmdlFinalizeDump() == ACL_ERROR_DUMP_NOT_RUN, "a second aclmdlFinalizeDump");

  desc = aclmdlCreateDesc();
  Expect(desc == NULL, "aclmdlCreateDesc returns NULL");
  Expect(strstr(aclGetRecentErrMsg(), "aclnn") != NULL, "aclmdlCreateDesc's message names aclnn");
  Expect(aclmdlDestroyDesc(desc) == ACL_SUCCESS, "aclmdlDestroyDesc(NULL)");
  Expect(aclmdlLoadFromFile("model.om", &modelId) == ACL_ERROR_API_NOT_SUPPORT, "aclmdlLoadFromFile's status");
  Expect(modelId == 7, "aclmdlLoadFromFile leaves modelId alone");
  Expect(aclmdlGetNumInputs(desc) == 0, "aclmdlGetNumInputs");
  Expect(aclFinalize() == ACL_SUCCESS, "aclFinalize");
  unlink(config);
  if (!g_fail) printf("acl_mdl.h / acl_dump.h: the dump switches work, the model API reports ACL_ERROR_API_NOT_SUPPORT\n");
  return g_fail;
}
