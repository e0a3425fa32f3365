class Dog:
    def __init__(self):
        self.name = "rex"
d = Dog()
print(d.age)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/on_instance.py", line 5, in <module>
# expect-stderr:     print(d.age)
# expect-stderr:           ^^^^^
# expect-stderr: AttributeError: 'Dog' object has no attribute 'age'
# expect-exit: 1
