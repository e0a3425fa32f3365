width = 8
prec = 3
v = 2.718281828
print(f"[{v:{width}.{prec}f}]")
print(f"[{'ab':>{width}}]")
print(f"{f'{v:.1f}'}!")

# expect: [   2.718]
# expect: [      ab]
# expect: 2.7!
