class C:
    @property
    def value(self):
        return self._missing
print(C().value)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/property_frame.py", line 5, in <module>
# expect-stderr:     print(C().value)
# expect-stderr:           ^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/property_frame.py", line 4, in value
# expect-stderr:     return self._missing
# expect-stderr:            ^^^^^^^^^^^^^
# expect-stderr: AttributeError: 'C' object has no attribute '_missing'
# expect-exit: 1
