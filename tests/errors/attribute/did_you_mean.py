class Dog:
    def __init__(self):
        self.name = "rex"
        self.weight = 3
d = Dog()
print(d.wieght)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/did_you_mean.py", line 6, in <module>
# expect-stderr:     print(d.wieght)
# expect-stderr:           ^^^^^^^^
# expect-stderr: AttributeError: 'Dog' object has no attribute 'wieght'. Did you mean: 'weight'?
# expect-exit: 1
