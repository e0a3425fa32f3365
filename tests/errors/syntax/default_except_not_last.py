# A bare `except:` before another handler is the compiler's SyntaxError
# (found by scripts/source_fuzz.py); an error in the try body comes first.
srcs = ["try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n",
        "def f():\n    try:\n        pass\n    except:\n        pass\n    except:\n        pass\n",
        "try:\n    pass\nexcept:\n    pass\nexcept E:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
        "try:\n    break\nexcept:\n    pass\nexcept E:\n    pass\n",
        "try:\n    pass\nexcept E:\n    pass\nexcept:\n    pass\n"]
for s in srcs:
    try:
        compile(s, "x", "exec")
        print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset)
# expect: default 'except:' must be last 3 1
# expect: default 'except:' must be last 4 5
# expect: default 'except:' must be last 3 1
# expect: 'break' outside loop 2 5
# expect: ok
