class P:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1

p = P()
p.y = 2
print(p.x, p.y)
p.z = 3

# expect: 1 2
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/lang/slots/assign_outside_slots.py", line 10, in <module>
# expect-stderr:     p.z = 3
# expect-stderr:     ^^^
# expect-stderr: AttributeError: 'P' object has no attribute 'z'
# expect-exit: 1
