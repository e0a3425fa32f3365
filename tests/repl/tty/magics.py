# %timeit prints IPython's "mean ± std. dev." line (auto loop count, or -n/-r);
# %time prints CPU and wall times, then the expression's value.
import re
from pty_session import start, finish

# IPython prints three significant digits, so 999.6 ns reads "1e+03 ns".
TIME = r"\d+(\.\d+)?(e\+0\d)? (s|ms|µs|ns)"
s = start()
got = s.run("%timeit -n 20 -r 3 sum(range(50))")
SLOW = r"(The slowest run took .*\n)?"  # IPython's warning on a noisy machine
assert re.fullmatch(SLOW + TIME + " ± " + TIME + r" per loop \(mean ± std\. dev\. of 3 runs, 20 loops each\)\n",
                    got), repr(got)
s.line("data = list(range(1000))")
s.expect_prompt()
got = s.run("%timeit sorted(data)", timeout=60)
assert re.fullmatch(SLOW + TIME + " ± " + TIME +
                    r" per loop \(mean ± std\. dev\. of 7 runs, 1(0|00|,000|0,000|00,000) loops? each\)\n",
                    got), repr(got)
got = s.run("%time sum(data)")
assert re.fullmatch("CPU times: user " + TIME + ", sys: " + TIME + ", total: " + TIME + "\n"
                    "Wall time: " + TIME + "\n499500\n", got), repr(got)
s.line("_")
s.expect(r"\n499500\n>>> $")
# As IPython: %timeit alone does nothing, -q times without the report line,
# %time alone times the empty statement.
got = s.run("%timeit")
assert got == "", repr(got)
got = s.run("%timeit -q -n 2 -r 1 print(1)")
assert got == "1\n1\n", repr(got)
got = s.run("%time")
assert re.fullmatch("CPU times: user " + TIME + ", sys: " + TIME + ", total: " + TIME + "\n"
                    "Wall time: " + TIME + "\n", got), repr(got)
s.line("%nosuch 1")
s.expect(r"UsageError: Line magic function `%nosuch` not found.\n>>> $")
finish(s)
