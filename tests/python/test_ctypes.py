"""aclnn from Python through ctypes, the way projects without torch_npu call it.

Loads libascendcl.so (runtime), libnnopbase.so (tensors), libopapi.so, libopapi_nn.so and
libopapi_math.so by full path under $ASCEND_HOME_PATH/lib64, then per operator: device memory
(aclrtMalloc + aclrtMemcpy), aclCreateTensor with explicit strides and offsets, phase 1
(GetWorkspaceSize), phase 2 on a stream, aclrtSynchronizeStream, copy back, compare with float64
numpy math. Run through tests/python/run_ctypes.sh (sources set_env.sh of an installed prefix).
ACLNN_CTYPES_SEED=<n> repeats a run; otherwise the seed is fresh and printed on failure.
"""
import ctypes
import math
import os
import sys
import traceback

import numpy as np

C = ctypes
VP = C.c_void_p
I64P = C.POINTER(C.c_int64)

ACL_FLOAT, ACL_INT32, ACL_INT64, ACL_BF16 = 0, 3, 9, 27
ACL_FORMAT_ND = 2
ACL_MEMCPY_HOST_TO_DEVICE, ACL_MEMCPY_DEVICE_TO_HOST = 1, 2
ACLNN_ERR_PARAM_NULLPTR, ACLNN_ERR_PARAM_INVALID = 161001, 161002
ACL_DTYPE = {np.dtype(np.float32): ACL_FLOAT, np.dtype(np.int32): ACL_INT32, np.dtype(np.int64): ACL_INT64}

LIB64 = os.path.join(os.environ["ASCEND_HOME_PATH"], "lib64")
LIBS = {name: C.CDLL(os.path.join(LIB64, "lib%s.so" % name))
        for name in ("ascendcl", "nnopbase", "opapi", "opapi_nn", "opapi_math")}


def fn(lib, name, restype, *argtypes):
    """The C function `name` of LIBS[lib] with its signature (AttributeError if it is missing)."""
    f = getattr(LIBS[lib], name)
    f.restype, f.argtypes = restype, list(argtypes)
    return f


# Runtime (libascendcl.so), tensor API (libnnopbase.so), operators (libopapi_nn.so).
aclInit = fn("ascendcl", "aclInit", C.c_int, C.c_char_p)
aclFinalize = fn("ascendcl", "aclFinalize", C.c_int)
aclrtSetDevice = fn("ascendcl", "aclrtSetDevice", C.c_int, C.c_int32)
aclrtResetDevice = fn("ascendcl", "aclrtResetDevice", C.c_int, C.c_int32)
aclrtCreateStream = fn("ascendcl", "aclrtCreateStream", C.c_int, C.POINTER(VP))
aclrtDestroyStream = fn("ascendcl", "aclrtDestroyStream", C.c_int, VP)
aclrtSynchronizeStream = fn("ascendcl", "aclrtSynchronizeStream", C.c_int, VP)
aclrtMalloc = fn("ascendcl", "aclrtMalloc", C.c_int, C.POINTER(VP), C.c_size_t, C.c_int)
aclrtFree = fn("ascendcl", "aclrtFree", C.c_int, VP)
aclrtMemcpy = fn("ascendcl", "aclrtMemcpy", C.c_int, VP, C.c_size_t, VP, C.c_size_t, C.c_int)
aclGetRecentErrMsg = fn("ascendcl", "aclGetRecentErrMsg", C.c_char_p)
aclCreateTensor = fn("nnopbase", "aclCreateTensor", VP, I64P, C.c_uint64, C.c_int, I64P, C.c_int64, C.c_int,
                     I64P, C.c_uint64, VP)
aclDestroyTensor = fn("nnopbase", "aclDestroyTensor", C.c_int, VP)
aclCreateIntArray = fn("nnopbase", "aclCreateIntArray", VP, I64P, C.c_uint64)
aclDestroyIntArray = fn("nnopbase", "aclDestroyIntArray", C.c_int, VP)
PHASE1 = (C.POINTER(C.c_uint64), C.POINTER(VP))  # workspaceSize, executor
PHASE2 = (VP, C.c_uint64, VP, VP)                # workspace, workspaceSize, executor, stream
GeluBwdWs = fn("opapi_nn", "aclnnGeluBackwardV2GetWorkspaceSize", C.c_int, VP, VP, C.c_char_p, VP, *PHASE1)
GeluBwd = fn("opapi_nn", "aclnnGeluBackwardV2", C.c_int, *PHASE2)
GbagWs = fn("opapi_nn", "aclnnGroupedBiasAddGradV2GetWorkspaceSize", C.c_int, VP, VP, C.c_int64, VP, *PHASE1)
Gbag = fn("opapi_nn", "aclnnGroupedBiasAddGradV2", C.c_int, *PHASE2)
PadBwdWs = fn("opapi_nn", "aclnnReflectionPad2dBackwardGetWorkspaceSize", C.c_int, VP, VP, VP, VP, *PHASE1)
PadBwd = fn("opapi_nn", "aclnnReflectionPad2dBackward", C.c_int, *PHASE2)


def ok(ret, what):
    if ret != 0:
        raise AssertionError("%s returned %d: %s" % (what, ret, (aclGetRecentErrMsg() or b"").decode()))


def i64(values):
    return (C.c_int64 * max(1, len(values)))(*values)


class DeviceTensor:
    """A numpy storage copied to device memory, seen through a view of it: `view` must be a numpy
    view of `base` (a C-contiguous array); its shape, strides and offset describe the aclTensor."""

    def __init__(self, base, view, acl_dtype=None):
        assert base.flags.c_contiguous and (view is base or np.shares_memory(view, base))
        self.base, self.view = base, view
        item = base.itemsize
        self.shape = view.shape
        self.strides = tuple(s // item for s in view.strides)
        self.offset = (view.__array_interface__["data"][0] - base.__array_interface__["data"][0]) // item
        self.ptr = VP()
        ok(aclrtMalloc(C.byref(self.ptr), base.nbytes, 0), "aclrtMalloc")
        ok(aclrtMemcpy(self.ptr, base.nbytes, base.ctypes.data, base.nbytes, ACL_MEMCPY_HOST_TO_DEVICE),
           "aclrtMemcpy H2D")
        dt = ACL_DTYPE[base.dtype] if acl_dtype is None else acl_dtype
        self.t = aclCreateTensor(i64(self.shape), len(self.shape), dt, i64(self.strides), self.offset,
                                 ACL_FORMAT_ND, i64([base.size]), 1, self.ptr)
        if not self.t:
            raise AssertionError("aclCreateTensor returned NULL")

    def storage(self):
        """The whole storage, copied back (call after aclrtSynchronizeStream)."""
        out = np.empty_like(self.base)
        ok(aclrtMemcpy(out.ctypes.data, out.nbytes, self.ptr, out.nbytes, ACL_MEMCPY_DEVICE_TO_HOST),
           "aclrtMemcpy D2H")
        return out

    def result(self):
        """(the view's values, the storage) after the run."""
        s = self.storage()
        return np.lib.stride_tricks.as_strided(s.reshape(-1)[self.offset:], self.shape,
                                               [st * s.itemsize for st in self.strides]), s

    def free(self):
        aclDestroyTensor(self.t)
        aclrtFree(self.ptr)


def run(phase1, phase2, args, stream):
    """Both phases: phase1(*args, &workspaceSize, &executor), workspace, phase2, synchronize."""
    ws_size, executor, ws = C.c_uint64(0), VP(), VP()
    ok(phase1(*args, C.byref(ws_size), C.byref(executor)), phase1.__name__)
    if ws_size.value:
        ok(aclrtMalloc(C.byref(ws), ws_size.value, 0), "aclrtMalloc workspace")
    ok(phase2(ws, ws_size.value, executor, stream), phase2.__name__)
    ok(aclrtSynchronizeStream(stream), "aclrtSynchronizeStream")
    if ws_size.value:
        aclrtFree(ws)


def f32_to_bf16(a):
    """float32 -> bf16 bits (uint16), round to nearest even (finite inputs)."""
    u = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def bf16_to_f32(h):
    return (np.asarray(h, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def gelu_grad(x, approximate):
    """GELU'(x) in float64: exact erf form ("none") or the derivative of the tanh form."""
    x = np.asarray(x, dtype=np.float64)
    if approximate == "none":
        cdf = 0.5 * np.vectorize(math.erfc)(-x / math.sqrt(2.0))
        return cdf + x * np.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi)
    k = math.sqrt(2.0 / math.pi)
    t = np.tanh(k * (x + 0.044715 * x ** 3))
    return 0.5 * (1.0 + t) + 0.5 * x * (1.0 - t * t) * k * (1.0 + 3 * 0.044715 * x * x)


def check_close(got, want, atol, rtol, what):
    got = np.asarray(got, dtype=np.float64)
    err = np.abs(got - want)
    bad = ~(err <= atol + rtol * np.abs(want))
    if bad.any():
        i = np.unravel_index(np.argmax(np.where(bad, err, -1)), got.shape)
        raise AssertionError("%s: %d of %d values off, e.g. at %s got %r want %r" %
                             (what, bad.sum(), bad.size, tuple(int(v) for v in i), got[i], want[i]))


def test_gelu_backward(rng, stream, dtype, approximate, strided):
    """GeluBackwardV2; strided: self is a transposed step-2 slice with an offset, gradInput a
    transposed view with an offset; the rest of gradInput's storage must stay untouched."""
    m, n = 6, 7
    if dtype == "bf16":
        enc, dec, acl = f32_to_bf16, bf16_to_f32, ACL_BF16
    else:
        enc, dec, acl = (lambda a: np.asarray(a, dtype=np.float32)), (lambda a: a), ACL_FLOAT
    if strided:
        x_base = enc(rng.normal(0.0, 2.5, (n + 1, 2 * m + 1)))
        x_view = x_base[1:, 1::2].T        # shape (m, n), strides (2, 2m+1), offset 2m+2
        out_base = np.full((n + 1, m), enc(np.array([1234.0]))[0], dtype=x_base.dtype)
        out_view = out_base[1:, :].T       # shape (m, n), strides (1, m), offset m
    else:
        x_base = enc(rng.normal(0.0, 2.5, (m, n)))
        x_view = x_base
        out_base = np.zeros((m, n), dtype=x_base.dtype)
        out_view = out_base
    dy_base = enc(rng.normal(0.0, 1.0, (m, n)))
    x, dy = dec(x_view).astype(np.float64), dec(dy_base).astype(np.float64)  # the values it gets
    tensors = [DeviceTensor(dy_base, dy_base, acl), DeviceTensor(x_base, x_view, acl),
               DeviceTensor(out_base, out_view, acl)]
    try:
        run(GeluBwdWs, GeluBwd, [tensors[0].t, tensors[1].t, approximate.encode(), tensors[2].t], stream)
        got, storage = tensors[2].result()
    finally:
        for t in tensors:
            t.free()
    want = dy * gelu_grad(x, approximate)
    # fp32: g is computed in fp32 (a few ulp); bf16: one rounding of the product to bf16 (<= 1 ulp).
    rtol = 1e-5 if dtype == "fp32" else 2.0 ** -8
    check_close(dec(got), want, 2e-6 * np.maximum(1.0, np.abs(dy)), rtol,
                "GeluBackwardV2 %s %s %s" % (dtype, approximate, "strided" if strided else "contiguous"))
    if strided and not np.array_equal(storage[0], out_base[0]):
        raise AssertionError("GeluBackwardV2 wrote outside the gradInput view")


def test_grouped_bias_add_grad(rng, stream, idx_dtype, idx_type):
    """GroupedBiasAddGradV2: out[g] = column sums of gradY's rows in group g. idx_dtype None is the
    3-D form (no index); idx_type 0 = cumulative end offsets, 1 = group sizes. gradY is a
    column slice (row stride > H) with trailing rows no group covers."""
    h = int(rng.integers(1, 40))
    if idx_dtype is None:
        g, c = int(rng.integers(1, 6)), int(rng.integers(1, 9))
        y_base = rng.normal(0.0, 1.0, (g, c, h + 3)).astype(np.float32)
        y_view = y_base[:, :, 2:2 + h]
        want = y_view.astype(np.float64).sum(axis=1)
        absum = np.abs(y_view.astype(np.float64)).sum(axis=1)
        index = None
    else:
        sizes = rng.integers(0, 9, int(rng.integers(1, 7)))
        sizes[rng.integers(0, sizes.size)] = 0  # an empty group
        ends = np.cumsum(sizes)
        r = int(ends[-1]) + 2
        g = sizes.size
        y_base = rng.normal(0.0, 1.0, (r, h + 3)).astype(np.float32)
        y_view = y_base[:, 1:1 + h]
        y64 = y_view.astype(np.float64)
        starts = ends - sizes
        want = np.array([y64[s:e].sum(axis=0) for s, e in zip(starts, ends)]).reshape(g, h)
        absum = np.array([np.abs(y64[s:e]).sum(axis=0) for s, e in zip(starts, ends)]).reshape(g, h)
        index = np.array(sizes if idx_type == 1 else ends, dtype=idx_dtype)
    out_base = np.full((g, h), np.nan, dtype=np.float32)
    tensors = [DeviceTensor(y_base, y_view), DeviceTensor(out_base, out_base)]
    if index is not None:
        tensors.append(DeviceTensor(index, index))
    try:
        run(GbagWs, Gbag, [tensors[0].t, tensors[2].t if index is not None else None, idx_type, tensors[1].t],
            stream)
        got, _ = tensors[1].result()
    finally:
        for t in tensors:
            t.free()
    check_close(got, want, 2.0 ** -18 * absum, 1e-6,
                "GroupedBiasAddGradV2 index %s type %d" % (np.dtype(idx_dtype).name if idx_dtype else "none",
                                                           idx_type))


def reflect(i, n):
    """Source index of padded position i - pad in a dimension of size n (reflection, no edge repeat)."""
    i = np.abs(i)
    return np.where(i >= n, 2 * (n - 1) - i, i)


def test_reflection_pad2d_backward(rng, stream, rank):
    """ReflectionPad2dBackward: gradInput accumulates gradOutput over the reflected positions.
    gradOutput is a window (offset, padded row stride) into a larger buffer."""
    lead = (int(rng.integers(1, 3)), int(rng.integers(1, 4)))[-(rank - 2):]
    hh, ww = int(rng.integers(2, 9)), int(rng.integers(2, 9))
    left, right = (int(v) for v in rng.integers(0, ww, 2))
    top, bottom = (int(v) for v in rng.integers(0, hh, 2))
    ho, wo = hh + top + bottom, ww + left + right
    go_base = rng.normal(0.0, 1.0, lead + (ho + 1, wo + 2)).astype(np.float32)
    go_view = go_base[..., 1:, 1:1 + wo]
    self_base = np.zeros(lead + (hh, ww), dtype=np.float32)  # only its shape is used
    gi_base = np.full(lead + (hh, ww), np.nan, dtype=np.float32)
    # Reference: fold the rows (H), then the columns (W), in float64; |.| for the error bound.
    rows, cols = reflect(np.arange(ho) - top, hh), reflect(np.arange(wo) - left, ww)
    go64 = go_view.astype(np.float64)
    want, absum = (np.zeros(lead + (hh, ww)) for _ in range(2))
    for oh in range(ho):
        for ow in range(wo):
            want[..., rows[oh], cols[ow]] += go64[..., oh, ow]
            absum[..., rows[oh], cols[ow]] += np.abs(go64[..., oh, ow])
    padding = aclCreateIntArray(i64([left, right, top, bottom]), 4)
    tensors = [DeviceTensor(go_base, go_view), DeviceTensor(self_base, self_base), DeviceTensor(gi_base, gi_base)]
    try:
        run(PadBwdWs, PadBwd, [tensors[0].t, tensors[1].t, padding, tensors[2].t], stream)
        got, _ = tensors[2].result()
    finally:
        aclDestroyIntArray(padding)
        for t in tensors:
            t.free()
    check_close(got, want, 9 * 2.0 ** -24 * absum, 2.0 ** -24,
                "ReflectionPad2dBackward %d-D padding %s" % (rank, [left, right, top, bottom]))


def test_errors(rng, stream):
    """Phase-1 validation: the spec's status and a message naming the problem."""
    a = np.ones((2, 3), dtype=np.float32)
    b = np.ones((3, 2), dtype=np.float32)
    ts = [DeviceTensor(a, a), DeviceTensor(b, b)]
    try:
        cases = [("approximate \"erf\"", [ts[0].t, ts[0].t, b"erf", ts[0].t], ACLNN_ERR_PARAM_INVALID, "approximate"),
                 ("gradInput shape", [ts[0].t, ts[0].t, b"none", ts[1].t], ACLNN_ERR_PARAM_INVALID, "gradInput"),
                 ("broadcast", [ts[0].t, ts[1].t, b"none", ts[0].t], ACLNN_ERR_PARAM_INVALID, "broadcast"),
                 ("null self", [ts[0].t, None, b"none", ts[0].t], ACLNN_ERR_PARAM_NULLPTR, "self")]
        for label, args, status, word in cases:
            ws_size, executor = C.c_uint64(0), VP()
            ret = GeluBwdWs(*args, C.byref(ws_size), C.byref(executor))
            msg = (aclGetRecentErrMsg() or b"").decode()
            if ret != status:
                raise AssertionError("%s: status %d, want %d (%s)" % (label, ret, status, msg))
            if word not in msg:
                raise AssertionError("%s: aclGetRecentErrMsg() = %r does not mention %r" % (label, msg, word))
    finally:
        for t in ts:
            t.free()


def test_library_names(rng, stream):
    """Every operator symbol is also reachable through libopapi.so (the CANN 8.x aggregate name),
    and each is one function whichever library it was looked up through."""
    for name in ("aclnnGeluBackwardV2GetWorkspaceSize", "aclnnGeluBackwardV2",
                 "aclnnGroupedBiasAddGradV2GetWorkspaceSize", "aclnnReflectionPad2dBackwardGetWorkspaceSize"):
        addrs = {lib: C.cast(getattr(LIBS[lib], name), VP).value for lib in ("opapi", "opapi_nn", "opapi_math")}
        if len(set(addrs.values())) != 1:
            raise AssertionError("%s resolves to different addresses: %s" % (name, addrs))


def main():
    seed = int(os.environ.get("ACLNN_CTYPES_SEED") or int.from_bytes(os.urandom(4), "little"))
    rng = np.random.default_rng(seed)
    ok(aclInit(None), "aclInit")
    ok(aclrtSetDevice(0), "aclrtSetDevice")
    stream = VP()
    ok(aclrtCreateStream(C.byref(stream)), "aclrtCreateStream")
    tests = [("library names", test_library_names, ())]
    for dtype in ("fp32", "bf16"):
        for approximate in ("none", "tanh"):
            for strided in (True, False):
                tests.append(("GeluBackwardV2 %s %s %s" % (dtype, approximate, "strided" if strided else "contiguous"),
                              test_gelu_backward, (dtype, approximate, strided)))
    for idx_dtype, idx_type in ((np.int64, 0), (np.int32, 1), (None, 0)):
        tests.append(("GroupedBiasAddGradV2 %s/%d" % (np.dtype(idx_dtype).name if idx_dtype else "3-D", idx_type),
                      test_grouped_bias_add_grad, (idx_dtype, idx_type)))
    for rank in (4, 3):
        tests.append(("ReflectionPad2dBackward %d-D" % rank, test_reflection_pad2d_backward, (rank,)))
    tests.append(("GeluBackwardV2 errors", test_errors, ()))
    passed = failed = 0
    for label, test, args in tests:
        for _ in range(3 if test is not test_errors and test is not test_library_names else 1):
            try:
                test(rng, stream, *args)
            except Exception:  # pylint: disable=broad-except
                failed += 1
                print("FAIL %s (seed %d: rerun with ACLNN_CTYPES_SEED=%d)" % (label, seed, seed))
                traceback.print_exc(limit=2, file=sys.stdout)
                break
        else:
            passed += 1
            print("ok   %s" % label)
    ok(aclrtDestroyStream(stream), "aclrtDestroyStream")
    ok(aclrtResetDevice(0), "aclrtResetDevice")
    ok(aclFinalize(), "aclFinalize")
    print("python ctypes: %d passed, %d failed%s" % (passed, failed, " (seed %d)" % seed if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
