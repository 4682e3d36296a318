/* A CANN link name (libnnopbase.so, libopapi*.so, ...). Everything lives in libascendcl.so;
 * this library only records a dependency on it so that unchanged CANN link lines work. */
int aclnn_cpu_shim_marker_(void);
int aclnn_cpu_shim_marker_(void) { return 0; }
