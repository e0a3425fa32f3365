# An annotation that holds a lambda or a comprehension, in a module or class
# body (evaluated there) and in a function (not evaluated) (found by
# scripts/source_fuzz.py: tpy gave an internal compiler error).
show: (lambda: 1)
print(__annotations__["show"]())
x: [i * 2 for i in range(3)] = 5
print(__annotations__["x"], x)
class C:
    y: (lambda: "c")
    z: {k: k for k in "ab"} = 1
print(C.__annotations__["y"](), C.__annotations__["z"], C.z)
def f():
    w: (lambda: undefined_name) = 3
    return w
print(f())
# expect: 1
# expect: [0, 2, 4] 5
# expect: c {'a': 'a', 'b': 'b'} 1
# expect: 3
