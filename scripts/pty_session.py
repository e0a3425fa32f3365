#!/usr/bin/env python3
# pty_session.py — drives an interactive program through a pseudo-terminal
# for the REPL tests (tests/repl/tty/*.py): Session(argv) starts it on an
# 80x24 pty with a fresh HOME, send()/line() type, expect() waits for a regex
# in the screen text (escape sequences and CRs removed), wait_exit() returns
# the exit status. Every wait has a timeout, so a hung REPL fails, never
# blocks. Run directly for a manual look: pty_session.py build/tpy.

import errno
import fcntl
import os
import pty
import re
import select
import struct
import sys
import tempfile
import termios
import time

DEFAULT_TIMEOUT_S = 10
# CSI sequences (cursor moves, erase), OSC strings, and two-byte escapes.
ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78DEHM]")

UP = "\x1b[A"
CTRL_C = "\x03"
CTRL_D = "\x04"
CTRL_R = "\x12"
TAB = "\t"


class Timeout(Exception):
    pass


def clean(raw):
    """Screen bytes as plain text: escapes and CRs dropped, bell dropped."""
    text = ESCAPES.sub(b"", raw).replace(b"\r", b"").replace(b"\x07", b"")
    return text.decode("utf-8", errors="replace")


class Session:
    def __init__(self, argv, env=None, home=None, cwd=None):
        self.home = home or tempfile.mkdtemp(prefix="tpy-repl-")
        full_env = dict(os.environ)
        full_env.update({"HOME": self.home, "TERM": "xterm", "LC_ALL": "C.UTF-8",
                         "PYTHONHASHSEED": "0", "COLUMNS": "80", "LINES": "24"})
        full_env.pop("TPY_PATH", None)
        full_env.pop("PYTHONSTARTUP", None)
        if env:
            full_env.update(env)
        pid, fd = pty.fork()
        if pid == 0:
            try:
                if cwd:
                    os.chdir(cwd)
                os.execvpe(argv[0], argv, full_env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.raw = b""
        self.mark = 0  # expect() searches the text after this offset
        self.status = None

    # ---- reading ---------------------------------------------------------------------
    def _read_some(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        r, _, _ = select.select([self.fd], [], [], left)
        if not r:
            return False
        try:
            data = os.read(self.fd, 4096)
        except OSError as e:  # EIO: the child closed the terminal
            if e.errno != errno.EIO:
                raise
            data = b""
        if not data:
            raise EOFError
        self.raw += data
        return True

    def text(self):
        return clean(self.raw)

    def expect(self, pattern, timeout=DEFAULT_TIMEOUT_S):
        """Waits until `pattern` (regex) appears after the mark; moves the mark
        past the match and returns the match object."""
        rx = re.compile(pattern, re.S)
        deadline = time.monotonic() + timeout
        while True:
            text = self.text()
            m = rx.search(text, self.mark)
            if m:
                self.mark = m.end()
                return m
            try:
                if not self._read_some(deadline) and time.monotonic() >= deadline:
                    raise Timeout(f"timed out waiting for {pattern!r}; screen after mark:\n"
                                  f"{text[self.mark:]!r}")
            except EOFError:
                raise Timeout(f"program ended while waiting for {pattern!r}; screen after mark:\n"
                              f"{text[self.mark:]!r}")

    def expect_prompt(self, prompt=">>> ", timeout=DEFAULT_TIMEOUT_S):
        return self.expect(re.escape(prompt) + "$", timeout)

    def output_until_prompt(self, prompt=">>> ", timeout=DEFAULT_TIMEOUT_S):
        """Everything printed from the mark up to the next prompt at the end of
        the screen (the prompt excluded)."""
        start = self.mark
        m = self.expect(re.escape(prompt) + "$", timeout)
        return self.text()[start:m.start()]

    # ---- writing ---------------------------------------------------------------------
    def wait_editing(self, timeout=DEFAULT_TIMEOUT_S):
        """Waits until the line editor owns the terminal (canonical mode off).
        The prompt is drawn a moment before that: keys typed in between would
        be echoed by the kernel and dropped by the editor's mode switch."""
        deadline = time.monotonic() + timeout
        while termios.tcgetattr(self.fd)[3] & termios.ICANON:
            if time.monotonic() >= deadline:
                raise Timeout("the line editor never took the terminal")
            try:
                self._read_some(min(deadline, time.monotonic() + 0.01))
            except EOFError:
                raise Timeout("program ended while waiting for the line editor")

    def send(self, s, editing=True):
        """Types `s`; by default first waits for the line editor (pass
        editing=False to type at running code, e.g. Ctrl-C)."""
        if editing:
            self.wait_editing()
        os.write(self.fd, s.encode())

    def line(self, s):
        """Types one line and Enter; returns nothing (wait with expect)."""
        self.send(s + "\r")

    def run(self, text, prompt=">>> ", timeout=DEFAULT_TIMEOUT_S):
        """Types `text` and Enter; returns what it printed before the next
        prompt (the echo of the typed line excluded)."""
        self.line(text)
        self.expect(re.escape(text) + "\n", timeout)
        return self.output_until_prompt(prompt, timeout)

    # ---- ending ----------------------------------------------------------------------
    def wait_exit(self, timeout=DEFAULT_TIMEOUT_S):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                self._read_some(min(deadline, time.monotonic() + 0.05))
            except EOFError:
                pass
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                return self.status
        raise Timeout("program did not exit; screen:\n" + self.text()[self.mark:])

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, 9)
                os.waitpid(self.pid, 0)
            except OSError:
                pass
        try:
            os.close(self.fd)
        except OSError:
            pass


def start(args=(), home=None, first_prompt=True):
    """The REPL under test ($TPY, default build/tpy) with `args`, after its
    first prompt. Tests (tests/repl/tty) begin here."""
    tpy = os.environ.get("TPY", "build/tpy")
    s = Session([tpy] + list(args), home=home)
    if first_prompt:
        s.expect_prompt()
    return s


def finish(s):
    """Ctrl-D at the prompt must end the session with status 0, leaving
    only a newline after the prompt, as CPython."""
    s.send(CTRL_D)
    status = s.wait_exit()
    s.close()
    assert status == 0, f"exit status {status} after Ctrl-D"
    assert s.text().endswith(">>> \n"), repr(s.text()[-40:])


def main():
    """Manual look: runs argv, types each stdin line, prints the screen."""
    s = Session(sys.argv[1:])
    try:
        time.sleep(0.5)
        for line in sys.stdin:
            s.send(line.rstrip("\n").encode().decode("unicode_escape"))
            time.sleep(0.3)
        try:
            s.expect(r"\Z.", timeout=0.5)
        except Timeout:
            pass
        print(repr(s.raw))
        print(s.text())
    finally:
        s.close()


if __name__ == "__main__":
    main()
