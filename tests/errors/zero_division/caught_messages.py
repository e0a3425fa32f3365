for op in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 1.0 // 0.0, lambda: 1.0 % 0.0, lambda: 0 ** -1]:
    try:
        op()
    except ZeroDivisionError as e:
        print(e)

# expect: division by zero
# expect: integer division or modulo by zero
# expect: integer modulo by zero
# expect: float division by zero
# expect: float floor division by zero
# expect: float modulo
# expect: 0.0 cannot be raised to a negative power
