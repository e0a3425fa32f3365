def counted(fn):
    def wrapper(*a):
        wrapper.calls += 1
        return fn(*a)
    wrapper.calls = 0
    return wrapper
@counted
def f(x):
    return x
f(1); f(2); f(3)
print(f.calls)

# expect: 3
