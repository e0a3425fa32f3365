n = 10
def f(x=n * 2):
    return x
n = 99
print(f(), f.__defaults__)

# expect: 20 (20,)
