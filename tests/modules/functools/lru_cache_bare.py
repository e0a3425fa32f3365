from functools import lru_cache, cache
@lru_cache
def fib(n):
    """nth Fibonacci number."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
print(fib.__name__, fib.__doc__)
@cache
def ident(x, y=0):
    return (x, y)
ident(1); ident(1); ident(1, y=2); ident(1, y=2)
print(ident.cache_info())

# expect: 23416728348467685 CacheInfo(hits=78, misses=81, maxsize=128, currsize=81)
# expect: fib nth Fibonacci number.
# expect: CacheInfo(hits=2, misses=2, maxsize=None, currsize=2)
