import bisect
a = [1, 2, 2, 4, 8]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect(a, 3))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 8), bisect.bisect_left(a, 0), bisect.bisect_left(a, 5, 0, 3))
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])

# expect: 1 3 3
# expect: 2 5 0 3
# expect: ['F', 'A', 'C', 'C', 'B', 'A', 'A']
