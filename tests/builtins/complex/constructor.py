print(complex(1, 2), complex("3+4j"), complex("-1.5j"), complex(2), complex(), complex(" 1-2j "))
try:
    complex("1 + 2j")
except ValueError as e:
    print("ValueError:", e)

# expect: (1+2j) (3+4j) -1.5j (2+0j) 0j (1-2j)
# expect: ValueError: complex() arg is a malformed string
