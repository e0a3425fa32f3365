// mod_errno.cpp — the `errno` module: Linux's error numbers by name (the
// values from <cerrno>) and `errorcode`, number -> name (for the numbers
// with two names, the one CPython lists there).
#include <cerrno>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"

namespace tpy {

namespace {

struct ErrnoName {
  const char* name;
  int value;
};

// Names that errorcode keeps come first; the aliases after them never
// replace an entry already there.
#define TPY_E(n) {#n, n},
const ErrnoName kErrnoNames[] = {
    TPY_E(E2BIG) TPY_E(EACCES) TPY_E(EADDRINUSE) TPY_E(EADDRNOTAVAIL) TPY_E(EADV) TPY_E(EAFNOSUPPORT)
    TPY_E(EAGAIN) TPY_E(EALREADY) TPY_E(EBADE) TPY_E(EBADF) TPY_E(EBADFD) TPY_E(EBADMSG)
    TPY_E(EBADR) TPY_E(EBADRQC) TPY_E(EBADSLT) TPY_E(EBFONT) TPY_E(EBUSY) TPY_E(ECANCELED)
    TPY_E(ECHILD) TPY_E(ECHRNG) TPY_E(ECOMM) TPY_E(ECONNABORTED) TPY_E(ECONNREFUSED) TPY_E(ECONNRESET)
    TPY_E(EDEADLOCK) TPY_E(EDESTADDRREQ) TPY_E(EDOM) TPY_E(EDOTDOT) TPY_E(EDQUOT) TPY_E(EEXIST)
    TPY_E(EFAULT) TPY_E(EFBIG) TPY_E(EHOSTDOWN) TPY_E(EHOSTUNREACH) TPY_E(EIDRM) TPY_E(EILSEQ)
    TPY_E(EINPROGRESS) TPY_E(EINTR) TPY_E(EINVAL) TPY_E(EIO) TPY_E(EISCONN) TPY_E(EISDIR)
    TPY_E(EISNAM) TPY_E(EKEYEXPIRED) TPY_E(EKEYREJECTED) TPY_E(EKEYREVOKED) TPY_E(EL2HLT) TPY_E(EL2NSYNC)
    TPY_E(EL3HLT) TPY_E(EL3RST) TPY_E(ELIBACC) TPY_E(ELIBBAD) TPY_E(ELIBEXEC) TPY_E(ELIBMAX)
    TPY_E(ELIBSCN) TPY_E(ELNRNG) TPY_E(ELOOP) TPY_E(EMEDIUMTYPE) TPY_E(EMFILE) TPY_E(EMLINK)
    TPY_E(EMSGSIZE) TPY_E(EMULTIHOP) TPY_E(ENAMETOOLONG) TPY_E(ENAVAIL) TPY_E(ENETDOWN) TPY_E(ENETRESET)
    TPY_E(ENETUNREACH) TPY_E(ENFILE) TPY_E(ENOANO) TPY_E(ENOBUFS) TPY_E(ENOCSI) TPY_E(ENODATA)
    TPY_E(ENODEV) TPY_E(ENOENT) TPY_E(ENOEXEC) TPY_E(ENOKEY) TPY_E(ENOLCK) TPY_E(ENOLINK)
    TPY_E(ENOMEDIUM) TPY_E(ENOMEM) TPY_E(ENOMSG) TPY_E(ENONET) TPY_E(ENOPKG) TPY_E(ENOPROTOOPT)
    TPY_E(ENOSPC) TPY_E(ENOSR) TPY_E(ENOSTR) TPY_E(ENOSYS) TPY_E(ENOTBLK) TPY_E(ENOTCONN)
    TPY_E(ENOTDIR) TPY_E(ENOTEMPTY) TPY_E(ENOTNAM) TPY_E(ENOTRECOVERABLE) TPY_E(ENOTSOCK) TPY_E(ENOTSUP)
    TPY_E(ENOTTY) TPY_E(ENOTUNIQ) TPY_E(ENXIO) TPY_E(EOVERFLOW) TPY_E(EOWNERDEAD) TPY_E(EPERM)
    TPY_E(EPFNOSUPPORT) TPY_E(EPIPE) TPY_E(EPROTO) TPY_E(EPROTONOSUPPORT) TPY_E(EPROTOTYPE) TPY_E(ERANGE)
    TPY_E(EREMCHG) TPY_E(EREMOTE) TPY_E(EREMOTEIO) TPY_E(ERESTART) TPY_E(ERFKILL) TPY_E(EROFS)
    TPY_E(ESHUTDOWN) TPY_E(ESOCKTNOSUPPORT) TPY_E(ESPIPE) TPY_E(ESRCH) TPY_E(ESRMNT) TPY_E(ESTALE)
    TPY_E(ESTRPIPE) TPY_E(ETIME) TPY_E(ETIMEDOUT) TPY_E(ETOOMANYREFS) TPY_E(ETXTBSY) TPY_E(EUCLEAN)
    TPY_E(EUNATCH) TPY_E(EUSERS) TPY_E(EXDEV) TPY_E(EXFULL) TPY_E(EDEADLK) TPY_E(EOPNOTSUPP)
    TPY_E(EWOULDBLOCK)
};
#undef TPY_E

}  // namespace

Module* create_errno_module(VM& vm) {
  Module* m = vm.new_module("errno");
  Dict* codes = vm.new_dict();
  for (const ErrnoName& e : kErrnoNames) {
    Value num = Value::integer(e.value);
    set_module_attr(vm, m, e.name, num);
    bool found;
    Value existing;
    if (!dict_get(vm, codes, num, existing, found)) return nullptr;
    if (!found && !dict_set(vm, codes, num, vm.str_value(e.name))) return nullptr;
  }
  set_module_attr(vm, m, "errorcode", Value::object(codes));
  return m;
}

}  // namespace tpy
