a = [1, 2, 3, 2, 1]
print(a.pop(), a.pop(0), a, a.remove(2), a)
try:
    a.remove(9)
except ValueError as e:
    print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    [1].pop(5)
except IndexError as e:
    print("IndexError:", e)

# expect: 1 1 [3, 2] None [3, 2]
# expect: ValueError: list.remove(x): x not in list
# expect: IndexError: pop from empty list
# expect: IndexError: pop index out of range
