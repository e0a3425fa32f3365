from functools import lru_cache
@lru_cache(maxsize=2)
def sq(x):
    print('compute', x)
    return x * x
print(sq(2), sq(2), sq(3), sq(4), sq(2))
print(sq.cache_info())
print(sq.cache_info().hits, sq.cache_info().currsize)
sq.cache_clear()
print(sq.cache_info())

# expect: compute 2
# expect: compute 3
# expect: compute 4
# expect: compute 2
# expect: 4 4 9 16 4
# expect: CacheInfo(hits=1, misses=4, maxsize=2, currsize=2)
# expect: 1 2
# expect: CacheInfo(hits=0, misses=0, maxsize=2, currsize=0)
