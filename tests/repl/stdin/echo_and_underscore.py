# repl: stdin
# Expression statements echo their repr and store it in `_`; None is not echoed.
1 + 2
_ * 10
None
x = 5
x
"a" + "b"
_
print("printed")
[i * i for i in range(4)]
# expect: 3
# expect: 30
# expect: 5
# expect: 'ab'
# expect: 'ab'
# expect: printed
# expect: [0, 1, 4, 9]
