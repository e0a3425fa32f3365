# stdin: 42
v = input("number: ")
print(repr(v), int(v) * 2)

# expect: number: '42' 84
