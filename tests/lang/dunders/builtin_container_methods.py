# The container and comparison dunders of str, bytes, bytearray, list,
# tuple, dict, set, frozenset and range are methods, bound and unbound.
print([1].__contains__(1), [1, 2].__len__(), [1, 2, 3].__getitem__(-1), [1, 2, 3].__getitem__(slice(1, None)))
l = [1, 2, 3]
l.__setitem__(0, 10)
l.__delitem__(1)
print(l, list.__len__(l), list.__contains__(l, 3), list.__iter__(l).__next__())
print([1].__add__([2]), [1].__mul__(3), [1].__rmul__(2), [1, 2].__eq__([1, 2]), [1].__lt__([2]), [1].__eq__((1,)))
l2 = [1]
print(l2.__iadd__((2, 3)), l2.__imul__(2), l2)
d = {}
dict.__setitem__(d, 1, 2)
d.__setitem__("k", "v")
print(d, d.__getitem__(1), d.__contains__("k"), d.__len__(), dict.__delitem__(d, 1), d, list(d.__iter__()))
print({1: 2}.__eq__({1: 2}), {1: 2}.__ne__({1: 3}), {}.__lt__({}), {}.__eq__([]))
print((1, 2).__getitem__(0), (1, 2).__len__(), (1, 2).__contains__(3), (1,).__add__((2,)), (1,).__mul__(2), (1, 2).__lt__((1, 3)))
print("abc".__getitem__(1), "abc".__len__(), "abc".__contains__("bc"), "ab".__lt__("b"), "a".__eq__(1), list("ab".__iter__()))
print(b"abc".__getitem__(0), b"abc".__len__(), b"abc".__contains__(98), b"ab".__eq__(b"ab"), b"a".__lt__(b"b"), b"a".__eq__("a"))
ba = bytearray(b"abc")
ba.__setitem__(0, 65)
ba.__delitem__(2)
print(ba, ba.__getitem__(1), ba.__len__(), ba.__contains__(b"A"), ba.__eq__(b"Ab"))
s = {1, 2}
print(s.__contains__(1), s.__len__(), sorted(s.__iter__()), s.__le__({1, 2, 3}), frozenset([1]).__contains__(1), frozenset().__len__())
r = range(0, 10, 2)
print(r.__contains__(4), r.__len__(), r.__getitem__(2), list(r.__iter__()), r.__eq__(range(0, 10, 2)), range(3).__bool__(), range(0).__bool__())
for bad in [lambda: [1].__add__(5), lambda: (1,).__add__([2]), lambda: [1].__mul__(1.5), lambda: (1,).__rmul__("b"),
            lambda: list.__len__((1, 2)), lambda: [1].__getitem__("x"), lambda: {}.__getitem__("missing"),
            lambda: dict.__setitem__([], 1, 2), lambda: (1, 2).__getitem__(5)]:
    try:
        print(bad())
    except (TypeError, KeyError, IndexError) as e:
        print(type(e).__name__ + ":", e)

# expect: True 2 3 [2, 3]
# expect: [10, 3] 2 True 10
# expect: [1, 2] [1, 1, 1] [1, 1] True True NotImplemented
# expect: [1, 2, 3, 1, 2, 3] [1, 2, 3, 1, 2, 3] [1, 2, 3, 1, 2, 3]
# expect: {'k': 'v'} 2 True 2 None {'k': 'v'} ['k']
# expect: True True NotImplemented NotImplemented
# expect: 1 2 False (1, 2) (1, 1) True
# expect: b 3 True True NotImplemented ['a', 'b']
# expect: 97 3 True True True NotImplemented
# expect: bytearray(b'Ab') 98 2 True True
# expect: True 2 [1, 2] True True 0
# expect: True 5 4 [0, 2, 4, 6, 8] True True False
# expect: TypeError: can only concatenate list (not "int") to list
# expect: TypeError: can only concatenate tuple (not "list") to tuple
# expect: TypeError: 'float' object cannot be interpreted as an integer
# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: descriptor '__len__' requires a 'list' object but received a 'tuple'
# expect: TypeError: list indices must be integers or slices, not str
# expect: KeyError: 'missing'
# expect: TypeError: descriptor '__setitem__' requires a 'dict' object but received a 'list'
# expect: IndexError: tuple index out of range
