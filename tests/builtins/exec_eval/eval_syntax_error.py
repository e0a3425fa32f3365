try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError:", e.msg)

# expect: SyntaxError: invalid syntax
