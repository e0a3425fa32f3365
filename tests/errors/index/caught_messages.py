for seq in [[], (), "", range(0)]:
    try:
        seq[0]
    except IndexError as e:
        print(type(seq).__name__, e)

# expect: list list index out of range
# expect: tuple tuple index out of range
# expect: str string index out of range
# expect: range range object index out of range
