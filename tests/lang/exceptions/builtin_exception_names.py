# The whole built-in exception and warning hierarchy is there, with the
# OSError aliases, and OSError(errno, text) builds the errno's subclass.
import builtins
import errno

names = ["BlockingIOError", "ChildProcessError", "ConnectionError", "BrokenPipeError",
         "ConnectionAbortedError", "ConnectionRefusedError", "ConnectionResetError",
         "InterruptedError", "ProcessLookupError", "TimeoutError", "StopAsyncIteration",
         "UnicodeTranslateError", "PendingDeprecationWarning", "SyntaxWarning",
         "FutureWarning", "ImportWarning", "UnicodeWarning", "BytesWarning",
         "ResourceWarning", "EncodingWarning"]
for n in names:
    cls = getattr(builtins, n)
    print(n, [b.__name__ for b in cls.__mro__[1:]])

print(IOError is OSError, EnvironmentError is OSError, IOError.__name__)

for code in (errno.EPIPE, errno.ECONNRESET, errno.ECONNREFUSED, errno.ECONNABORTED,
             errno.EAGAIN, errno.ECHILD, errno.EINTR, errno.ESRCH, errno.ETIMEDOUT,
             errno.ENOENT, errno.EEXIST, errno.EACCES, errno.EISDIR, errno.ENOTDIR, errno.EIO):
    e = OSError(code, "text")
    print(code, type(e).__name__, e.errno, e.strerror, str(e))

e = OSError("just a message")
print(type(e).__name__, e.args)
e = IOError(errno.EPIPE, "pipe", "f.txt")
print(type(e).__name__, e.filename, str(e))


class MyOSError(OSError):
    pass


print(type(MyOSError(errno.ENOENT, "x")).__name__)

try:
    raise BrokenPipeError(errno.EPIPE, "Broken pipe")
except ConnectionError as ex:
    print("caught", type(ex).__name__, isinstance(ex, OSError), ex)

try:
    open("/nonexistent/dir/file.txt")
except IOError as ex:
    print("caught", type(ex).__name__, ex.errno == errno.ENOENT)

print(__debug__)
# expect: BlockingIOError ['OSError', 'Exception', 'BaseException', 'object']
# expect: ChildProcessError ['OSError', 'Exception', 'BaseException', 'object']
# expect: ConnectionError ['OSError', 'Exception', 'BaseException', 'object']
# expect: BrokenPipeError ['ConnectionError', 'OSError', 'Exception', 'BaseException', 'object']
# expect: ConnectionAbortedError ['ConnectionError', 'OSError', 'Exception', 'BaseException', 'object']
# expect: ConnectionRefusedError ['ConnectionError', 'OSError', 'Exception', 'BaseException', 'object']
# expect: ConnectionResetError ['ConnectionError', 'OSError', 'Exception', 'BaseException', 'object']
# expect: InterruptedError ['OSError', 'Exception', 'BaseException', 'object']
# expect: ProcessLookupError ['OSError', 'Exception', 'BaseException', 'object']
# expect: TimeoutError ['OSError', 'Exception', 'BaseException', 'object']
# expect: StopAsyncIteration ['Exception', 'BaseException', 'object']
# expect: UnicodeTranslateError ['UnicodeError', 'ValueError', 'Exception', 'BaseException', 'object']
# expect: PendingDeprecationWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: SyntaxWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: FutureWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: ImportWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: UnicodeWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: BytesWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: ResourceWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: EncodingWarning ['Warning', 'Exception', 'BaseException', 'object']
# expect: True True OSError
# expect: 32 BrokenPipeError 32 text [Errno 32] text
# expect: 104 ConnectionResetError 104 text [Errno 104] text
# expect: 111 ConnectionRefusedError 111 text [Errno 111] text
# expect: 103 ConnectionAbortedError 103 text [Errno 103] text
# expect: 11 BlockingIOError 11 text [Errno 11] text
# expect: 10 ChildProcessError 10 text [Errno 10] text
# expect: 4 InterruptedError 4 text [Errno 4] text
# expect: 3 ProcessLookupError 3 text [Errno 3] text
# expect: 110 TimeoutError 110 text [Errno 110] text
# expect: 2 FileNotFoundError 2 text [Errno 2] text
# expect: 17 FileExistsError 17 text [Errno 17] text
# expect: 13 PermissionError 13 text [Errno 13] text
# expect: 21 IsADirectoryError 21 text [Errno 21] text
# expect: 20 NotADirectoryError 20 text [Errno 20] text
# expect: 5 OSError 5 text [Errno 5] text
# expect: OSError ('just a message',)
# expect: BrokenPipeError f.txt [Errno 32] pipe: 'f.txt'
# expect: MyOSError
# expect: caught BrokenPipeError True [Errno 32] Broken pipe
# expect: caught FileNotFoundError True
# expect: True
