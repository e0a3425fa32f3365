# Walrus (:=) rules inside comprehensions (PEP 572), found by scripts/source_fuzz.py:
# none in any iterable, no rebinding an iteration variable, none in a class body.
srcs = [
    "[x for x in (y := [1])]",
    "[y for x in range(3) for y in (z := [1])]",
    "{(y := x) for x in (w := [1])}",
    "(x for x in (y := [1]))",
    "[x for x in [(y := 1)]]",
    "[x for x in [lambda: (y := 1)]]",
    "[[x for x in (y := [1])] for z in []]",
    "[x for x in (a for b in (c := []))]",
    "[x for x in (lambda: [(a := 1) for b in []])()]",
    "class C:\n [x for x in (y := [1])]",
    "[x for x in range(3) if (x := 1)]",
    "[y for x in range(3) for y in range(3) if (y := 1)]",
    "[x for x, y in [] if (y := 1)]",
    "[i for i in [] if [(i := 0) for j in []]]",
    "[x for x[0] in [] if (x := 2)]",
    "[(x := 1) for x in range(3)]",
    "[[(j := 0) for i in []] for j in []]",
    "[x for x in [] if (y := 1) for y in []]",
    "def f():\n [x for x in [] if (y := 1) for (a, [y]) in []]",
    "[x for x[(y:=1)] in []]",
    "class C:\n [(z := 1) for x in range(3)]",
    "[x for x in (lambda: [a for b in []])()]",
    "[x for x.a in []]",
]
for s in srcs:
    try:
        compile(s, "<s>", "exec")
        print("ok")
    except SyntaxError as e:
        print("%s: %s (%s, %s)" % (type(e).__name__, e.msg, e.lineno, e.offset))

# Allowed: the walrus binds in the enclosing function or module.
def f():
    r = [(y := x * 2) for x in range(3)]
    return r, y
print(f())
print([last := n for n in range(4)], last)
print([x for x in range(5) if (sq := x * x) > 4], sq)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 14)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 32)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 21)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 14)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 15)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 23)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 15)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 26)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (1, 24)
# expect: SyntaxError: assignment expression cannot be used in a comprehension iterable expression (2, 15)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'x' (1, 26)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'y' (1, 44)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'y' (1, 23)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'i' (1, 21)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'x' (1, 23)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'x' (1, 3)
# expect: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'j' (1, 4)
# expect: SyntaxError: comprehension inner loop cannot rebind assignment expression target 'y' (1, 32)
# expect: SyntaxError: comprehension inner loop cannot rebind assignment expression target 'y' (2, 38)
# expect: SyntaxError: comprehension inner loop cannot rebind assignment expression target 'y' (1, 11)
# expect: SyntaxError: assignment expression within a comprehension cannot be used in a class body (2, 4)
# expect: ok
# expect: ok
# expect: ([0, 2, 4], 4)
# expect: [0, 1, 2, 3] 3
# expect: [3, 4] 16
