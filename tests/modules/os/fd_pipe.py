# os.pipe, os.read/os.write, os.close, os.dup/dup2, os.lseek, os.open with
# O_* flags, os.fsync, os.isatty, and their OSErrors.
import os

r, w = os.pipe()
print(os.write(w, b"hello "), os.write(w, bytearray(b"world")))
print(os.read(r, 5), os.read(r, 100))
os.close(w)
print(os.read(r, 10))
os.close(r)
for call in (lambda: os.read(r, 1), lambda: os.close(r), lambda: os.write(w, b"x"), lambda: os.dup(r)):
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno, e)

path = "/tmp/tpy_fd_pipe_%d.bin" % os.getpid()
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
os.write(fd, b"0123456789")
os.fsync(fd)
print(os.isatty(fd))
os.close(fd)
fd = os.open(path, os.O_RDONLY)
print(os.lseek(fd, 4, os.SEEK_SET), os.read(fd, 3), os.lseek(fd, -2, os.SEEK_END), os.read(fd, 10))
fd2 = os.dup(fd)
print(fd2 != fd, os.lseek(fd2, 0, os.SEEK_CUR))
fd3 = os.open(path, os.O_RDONLY)
print(os.dup2(fd, fd3) == fd3, os.lseek(fd3, 0, os.SEEK_CUR))
for f in (fd, fd2, fd3):
    os.close(f)
with open(path, "rb") as fh:
    os.fsync(fh)
    os.fsync(fh.fileno())
os.remove(path)
try:
    os.open(path, os.O_RDONLY)
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno, e.filename == path)
try:
    os.read(0, -1)
except OSError as e:
    print(type(e).__name__, e)
print(os.SEEK_SET, os.SEEK_CUR, os.SEEK_END, os.F_OK, os.R_OK, os.W_OK, os.X_OK, os.O_RDONLY)

# expect: 6 5
# expect: b'hello' b' world'
# expect: b''
# expect: OSError 9 [Errno 9] Bad file descriptor
# expect: OSError 9 [Errno 9] Bad file descriptor
# expect: OSError 9 [Errno 9] Bad file descriptor
# expect: OSError 9 [Errno 9] Bad file descriptor
# expect: False
# expect: 4 b'456' 8 b'89'
# expect: True 10
# expect: True 10
# expect: FileNotFoundError 2 True
# expect: OSError [Errno 22] Invalid argument
# expect: 0 1 2 0 4 2 1 0
