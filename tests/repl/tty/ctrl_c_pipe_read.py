# SIGINT while a script waits in sys.stdin.read() on a pipe that stays
# open raises KeyboardInterrupt at once: the script dies of it (status
# -SIGINT, as CPython) instead of waiting for the writer to close the pipe.
import os
import signal
import subprocess
import time

tpy = os.environ.get("TPY", "build/tpy")
program = "import sys\nprint('ready', flush=True)\ndata = sys.stdin.read()\nprint('not reached')\n"
p = subprocess.Popen([tpy, "-c", program], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE)
try:
    assert p.stdout.readline() == b"ready\n"
    time.sleep(0.3)  # blocked in its read by now
    p.send_signal(signal.SIGINT)
    status = p.wait(timeout=5)
    err = p.stderr.read().decode()
    assert status == -signal.SIGINT, status
    assert err.endswith("KeyboardInterrupt\n"), err
    assert p.stdout.read() == b""
finally:
    if p.poll() is None:
        p.kill()
        p.wait()
