/* A program written for CANN's single-operator interface, built against the installed prefix as C
 * and as C++: acl/acl_op.h compiles in both, every kind of its functions links, and each reports
 * that the interface is not available (ACL_ERROR_API_NOT_SUPPORT and a message naming the aclnn
 * API): a status function, a creation function returning a pointer, a destroy function given
 * NULL, and a function that returns a handle through a pointer.
 * Usage: source <prefix>/set_env.sh; cc acl_op_unavailable.c -I $ASCEND_HOME_PATH/include
 *        -L $ASCEND_HOME_PATH/lib64 -lascendcl && ./a.out */
#include <stdio.h>
#include <string.h>

#include "acl/acl.h"
#include "acl/acl_op.h"

static int g_fail = 0;

static void Expect(int cond, const char* what) {
  if (!cond) {
    printf("FAIL %s (recent error: %s)\n", what, aclGetRecentErrMsg());
    g_fail = 1;
  }
}

static int NamesAclnn(const char* api) {
  const char* msg = aclGetRecentErrMsg();
  return msg != NULL && strstr(msg, api) != NULL && strstr(msg, "aclnn") != NULL;
}

int main(void) {
  aclopAttr* attr;
  aclopHandle* handle = (aclopHandle*)&g_fail; /* must come back NULL */
  aclTensorDesc* in_desc[1] = {NULL};
  aclTensorDesc* out_desc[1] = {NULL};
  aclDataBuffer* in_buf[1] = {NULL};
  aclDataBuffer* out_buf[1] = {NULL};
  aclopEngineType engine = ACL_ENGINE_AICORE;

  Expect(aclInit(NULL) == ACL_SUCCESS, "aclInit");
  attr = aclopCreateAttr();
  Expect(attr == NULL, "aclopCreateAttr returns NULL");
  Expect(NamesAclnn("aclopCreateAttr"), "aclopCreateAttr's message");
  aclopDestroyAttr(attr);
  Expect(aclopSetAttrInt(attr, "axis", 1) == ACL_ERROR_API_NOT_SUPPORT, "aclopSetAttrInt's status");
  Expect(NamesAclnn("aclopSetAttrInt"), "aclopSetAttrInt's message");
  Expect(aclopCreateHandle("Add", 1, (const aclTensorDesc* const*)in_desc, 1, (const aclTensorDesc* const*)out_desc,
                           attr, &handle) == ACL_ERROR_API_NOT_SUPPORT,
         "aclopCreateHandle's status");
  Expect(handle == NULL, "aclopCreateHandle sets *handle to NULL");
  aclopDestroyHandle(handle);
  Expect(aclopExecuteV2("Add", 1, in_desc, in_buf, 1, out_desc, out_buf, attr, NULL) == ACL_ERROR_API_NOT_SUPPORT,
         "aclopExecuteV2's status");
  Expect(NamesAclnn("aclopExecuteV2"), "aclopExecuteV2's message");
  Expect(aclopCreateKernel("Add", "k", "k", NULL, 0, engine, NULL) == ACL_ERROR_API_NOT_SUPPORT,
         "aclopCreateKernel's status");
  Expect(aclopStartDumpArgs(ACL_OP_DUMP_OP_AICORE_ARGS, ".") == ACL_ERROR_API_NOT_SUPPORT,
         "aclopStartDumpArgs's status");
  Expect(aclFinalize() == ACL_SUCCESS, "aclFinalize");
  if (!g_fail) printf("acl_op.h: every kind of function links and reports ACL_ERROR_API_NOT_SUPPORT\n");
  return g_fail;
}
