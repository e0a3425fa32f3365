for n in [-2, 0, 3]:
    print("neg" if n < 0 else "zero" if n == 0 else "pos")

# expect: neg
# expect: zero
# expect: pos
