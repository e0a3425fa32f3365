def first_even(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
            return
        yield -x
print(list(first_even([1, 3, 4, 5, 6])))

# expect: [-1, -3, 4]
