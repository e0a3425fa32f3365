# errno: the error numbers by name, errorcode (number -> name), and
# the numbers OSError reports.
import errno
import os

print(errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EPIPE, errno.EINTR, errno.EAGAIN)
print(errno.EWOULDBLOCK == errno.EAGAIN, errno.EDEADLK == errno.EDEADLOCK, errno.ENOTSUP == errno.EOPNOTSUPP)
print(errno.errorcode[errno.EAGAIN], errno.errorcode[errno.EDEADLK], errno.errorcode[errno.ENOTSUP])
print(len(errno.errorcode), sorted(errno.errorcode.items())[:4])
names = sorted(n for n in dir(errno) if n.startswith("E"))
print(len(names), names[:6], all(errno.errorcode[getattr(errno, n)] in names for n in names))
try:
    os.remove("/nonexistent/tpy/errno/test")
except OSError as ex:
    print(type(ex).__name__, ex.errno == errno.ENOENT, errno.errorcode[ex.errno])
# expect: 2 17 13 32 4 11
# expect: True True True
# expect: EAGAIN EDEADLOCK ENOTSUP
# expect: 130 [(1, 'EPERM'), (2, 'ENOENT'), (3, 'ESRCH'), (4, 'EINTR')]
# expect: 133 ['E2BIG', 'EACCES', 'EADDRINUSE', 'EADDRNOTAVAIL', 'EADV', 'EAFNOSUPPORT'] True
# expect: FileNotFoundError True ENOENT
