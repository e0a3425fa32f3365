def find(xs, target):
    for i, x in enumerate(xs):
        if x == target:
            print("found at", i)
            break
    else:
        print("not found")
find([4, 5, 6], 5)
find([4, 5, 6], 9)
find([], 1)

# expect: found at 1
# expect: not found
# expect: not found
