import functools
@functools.lru_cache(maxsize=4)
def double(x):
    return x * 2
double(1)
double(1)
double(2)
info = double.cache_info()
print(info, info.hits, info.misses, info._fields)
print(type(info).__name__, isinstance(info, tuple), info == (1, 2, 4, 2), info._asdict())

# expect: CacheInfo(hits=1, misses=2, maxsize=4, currsize=2) 1 2 ('hits', 'misses', 'maxsize', 'currsize')
# expect: CacheInfo True True {'hits': 1, 'misses': 2, 'maxsize': 4, 'currsize': 2}
