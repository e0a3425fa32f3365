def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "large"
print([classify(v) for v in (-3, 0, 7, 100)])

# expect: ['negative', 'zero', 'small', 'large']
