try:
    range(3)[5]
except IndexError as e:
    print("IndexError:", e)

# expect: IndexError: range object index out of range
