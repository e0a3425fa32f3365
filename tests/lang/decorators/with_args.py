def repeat(n):
    def deco(fn):
        def wrapper(x):
            return [fn(x) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def double(x):
    return x * 2
print(double(4))

# expect: [8, 8, 8]
