# Deep-but-legal nesting found by scripts/source_fuzz.py: what CPython's
# parser and compiler accept compiles; past its parser stack (6000 rule
# calls) compile() raises MemoryError, past 3 levels per allowed Python frame
# (recursion limit minus the caller's depth) RecursionError.
def try_compile(label, src, mode="eval"):
    try:
        compile(src, "<fuzz>", mode)
        print(label, "compiled")
    except (MemoryError, RecursionError) as e:
        print(label, type(e).__name__, e.args)
    except SyntaxError as e:
        print(label, "SyntaxError", e.msg)

for n in (1000, 2950, 3000, 100000):
    try_compile(f"neg {n}", "-" * n + "1")
    try_compile(f"not {n}", "not " * n + "1")
    try_compile(f"lambda {n}", "lambda:" * n + "1")
    try_compile(f"pow {n}", "2**" * n + "1")
    try_compile(f"ifexp {n}", "1 if 1 else " * n + "1")
    try_compile(f"add {n}", "1" + "+1" * n)
    try_compile(f"attr {n}", "a" + ".b" * n)
try_compile("parens 200", "(" * 200 + "1" + ")" * 200)
try_compile("parens 201", "(" * 201 + "1" + ")" * 201)
try_compile("stmt", "x = " + "-" * 2950 + "1", "exec")
try_compile("stmt in def", "def f():\n return " + "-" * 2950 + "1", "exec")
try_compile("stmt in def", "def f():\n return " + "-" * 3000 + "1", "exec")

# The compiler's limit: 3 times the recursion limit, less 3 per frame of the caller.
def deeper(k, src):
    if k:
        return deeper(k - 1, src)
    try_compile("from deeper", src)
try_compile("at depth 2", "-" * 2993 + "1")
deeper(5, "-" * 2993 + "1")
deeper(5, "-" * 2975 + "1")
deeper(5, "-" * 2976 + "1")
import sys
sys.setrecursionlimit(3000)
# Past the parser's stack: MemoryError (CPython's parser counts its rule calls).
try_compile("neg 5975", "-" * 5975 + "1")
try_compile("neg 5976", "-" * 5976 + "1")
try_compile("lambda 2987", "lambda:" * 2987 + "1")
try_compile("lambda 2988", "lambda:" * 2988 + "1")
try_compile("parens 100", "(" * 100 + "-" * 3175 + "1" + ")" * 100)
try_compile("parens 100", "(" * 100 + "-" * 3176 + "1" + ")" * 100)
try_compile("exec", "x = " + "-" * 5967 + "1", "exec")
try_compile("exec", "x = " + "-" * 5968 + "1", "exec")
sys.setrecursionlimit(1000)
try:
    exec("x = " + "-" * 2000 + "1")
    print(x)
except RecursionError as e:
    print("RecursionError", e)
# expect: neg 1000 compiled
# expect: not 1000 compiled
# expect: lambda 1000 compiled
# expect: pow 1000 compiled
# expect: ifexp 1000 compiled
# expect: add 1000 compiled
# expect: attr 1000 compiled
# expect: neg 2950 compiled
# expect: not 2950 compiled
# expect: lambda 2950 compiled
# expect: pow 2950 compiled
# expect: ifexp 2950 compiled
# expect: add 2950 compiled
# expect: attr 2950 compiled
# expect: neg 3000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: not 3000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: lambda 3000 MemoryError ()
# expect: pow 3000 MemoryError ()
# expect: ifexp 3000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: add 3000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: attr 3000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: neg 100000 MemoryError ()
# expect: not 100000 MemoryError ()
# expect: lambda 100000 MemoryError ()
# expect: pow 100000 MemoryError ()
# expect: ifexp 100000 MemoryError ()
# expect: add 100000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: attr 100000 RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: parens 200 compiled
# expect: parens 201 SyntaxError too many nested parentheses
# expect: stmt compiled
# expect: stmt in def compiled
# expect: stmt in def RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: at depth 2 compiled
# expect: from deeper RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: from deeper compiled
# expect: from deeper RecursionError ('maximum recursion depth exceeded during compilation',)
# expect: neg 5975 compiled
# expect: neg 5976 MemoryError ()
# expect: lambda 2987 compiled
# expect: lambda 2988 MemoryError ()
# expect: parens 100 compiled
# expect: parens 100 MemoryError ()
# expect: exec compiled
# expect: exec MemoryError ()
# expect: 1
