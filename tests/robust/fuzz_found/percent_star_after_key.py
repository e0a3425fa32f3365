# '%(key)*d': the key's value is the one argument left, so '*' takes it
# (found by scripts/format_fuzz.py).
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: "%(k)*d" % {"k": 1})
show(lambda: "%(k)*d" % {"k": "abc"})
show(lambda: "%(k)*d" % {"k": 10**30})
show(lambda: "%(k)*d" % {"k": 2**63})
show(lambda: "%(k).*d" % {"k": 2**31})
show(lambda: "%(k).*d" % {"k": "x"})
show(lambda: "%(k)*d" % {"k": 1.5})
show(lambda: "%(a)0*r%%" % {"a": b"abc"})
show(lambda: b"%(k)*d" % {b"k": "abc"})
show(lambda: b"%(k)*d" % {b"k": 10**30})
show(lambda: "%(k)s%s" % {"k": 1})
show(lambda: "%(k)s|%(j)5s" % {"k": 1, "j": 2})
# expect: TypeError not enough arguments for format string
# expect: TypeError * wants int
# expect: OverflowError Python int too large to convert to C ssize_t
# expect: OverflowError Python int too large to convert to C ssize_t
# expect: OverflowError Python int too large to convert to C int
# expect: TypeError * wants int
# expect: TypeError * wants int
# expect: TypeError * wants int
# expect: TypeError * wants int
# expect: OverflowError Python int too large to convert to C ssize_t
# expect: TypeError not enough arguments for format string
# expect: '1|    2'
