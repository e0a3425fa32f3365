print(-"text")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/bad_operand_unary.py", line 1, in <module>
# expect-stderr:     print(-"text")
# expect-stderr:           ^^^^^^^
# expect-stderr: TypeError: bad operand type for unary -: 'str'
# expect-exit: 1
