number_of_items = 3
print(number_of_itmes)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/did_you_mean_global.py", line 2, in <module>
# expect-stderr:     print(number_of_itmes)
# expect-stderr:           ^^^^^^^^^^^^^^^
# expect-stderr: NameError: name 'number_of_itmes' is not defined. Did you mean: 'number_of_items'?
# expect-exit: 1
