# Elements of str and bytes arrays are numpy.str_ / numpy.bytes_,
# subclasses of str / bytes: what str and bytes do, they do.
import numpy as np

a = np.array(["apple", "kiwi", ""])
s = a[0]
print(type(s), repr(s), str(s), s, len(s), isinstance(s, str), isinstance(s, np.generic))
print(np.str_.__mro__[:2], np.str_.__name__, np.str_.__module__, np.str_ is str, np.unicode_ is np.str_)
print(s + "!", type(s + "!"), "x" + s, type("x" + s), s * 2, type(s.upper()), s.upper(), s[1:3], type(s[1:3]))
print(s == "apple", s < "b", s in {"apple": 1}, {"apple": 1}[s], hash(s) == hash("apple"), "pp" in s)
print(f"{s:>8}|", "%s-%r" % (s, s), ",".join(a), sorted(a, key=len), list(a))
print(type(a[2]), repr(a[2]), bool(a[2]), a.dtype.type, np.dtype("U3").type, type(a.tolist()[0]))
print(np.str_("x"), type(np.str_("x")), repr(np.str_(12)), np.str_(), type(np.str_()), np.str_(b"ab", "ascii"))
print([type(v).__name__ for v in a], type(np.array(["b", "a"])[::-1][0]).__name__)
b = np.array([b"ab", b"c"])
print(type(b[0]), repr(b[0]), b[0] + b"!", type(b[0] + b"!"), isinstance(b[0], bytes), b[0].decode())
print(np.bytes_(b"z"), type(np.bytes_(b"z")), np.string_ is np.bytes_, b.dtype.type, b[1] == b"c")
print(np.array([s, "pear"]).dtype, np.array(s).dtype, np.issubdtype(a.dtype, np.str_), np.dtype(np.str_).type)

# expect: <class 'numpy.str_'> 'apple' apple apple 5 True True
# expect: (<class 'numpy.str_'>, <class 'str'>) str_ numpy False True
# expect: apple! <class 'str'> xapple <class 'str'> appleapple <class 'str'> APPLE pp <class 'str'>
# expect: True True True 1 True True
# expect:    apple| apple-'apple' apple,kiwi, ['', 'kiwi', 'apple'] ['apple', 'kiwi', '']
# expect: <class 'numpy.str_'> '' False <class 'numpy.str_'> <class 'numpy.str_'> <class 'str'>
# expect: x <class 'numpy.str_'> '12'  <class 'numpy.str_'> ab
# expect: ['str_', 'str_', 'str_'] str_
# expect: <class 'numpy.bytes_'> b'ab' b'ab!' <class 'bytes'> True ab
# expect: b'z' <class 'numpy.bytes_'> True <class 'numpy.bytes_'> True
# expect: <U5 <U5 True <class 'numpy.str_'>
