# f-string fields after a very long line: each field's position used to be
# counted from the start of the source, so 20,000 fields after a 1 MB line
# took most of a minute (scripts/source_fuzz.py). Now it is linear.
import time
src = "x = '" + "a" * 1000000 + "'\n" + "y = f'" + "{1}" * 20000 + "'\n"
t0 = time.perf_counter()
ns = {}
exec(compile(src, "<long>", "exec"), ns)
print(len(ns["x"]), len(ns["y"]))
print(time.perf_counter() - t0 < 5)
try:
    compile("z = 1\n" + "w = f'{1}{(}'\n", "<bad>", "exec")
except SyntaxError as e:
    print(e.lineno)
# expect: 1000000 20000
# expect: True
# expect: 2
