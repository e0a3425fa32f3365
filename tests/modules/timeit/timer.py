# timeit: Timer with str and callable statements, setup, globals, repeat,
# autorange, the module functions and CPython's errors.
import timeit
t = timeit.Timer("x = sum(range(10))")
n = t.timeit(1000)
print(type(n).__name__, n > 0, len(t.repeat(3, 10)))
print(timeit.timeit(lambda: 1 + 1, number=100) >= 0)
print(timeit.timeit("y * 2", setup="y = 21", number=5) >= 0)
def f(): return 3
print(timeit.timeit("f()", globals={"f": f}, number=10) >= 0)
num, secs = timeit.Timer("pass").autorange()
print(num >= 1, secs >= 0.2)
try:
    timeit.Timer("x = ")
except SyntaxError as e:
    print("SyntaxError", e.msg)
try:
    timeit.Timer(5)
except ValueError as e:
    print(e)
print(timeit.default_timer is __import__("time").perf_counter)
# expect: float True 3
# expect: True
# expect: True
# expect: True
# expect: True True
# expect: SyntaxError invalid syntax
# expect: stmt is neither a string nor callable
# expect: True
