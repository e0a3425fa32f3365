items = [1, 2, 3]
d = {"k": 7}
print(f"{len(items)} {items[-1]} {d['k']} {sum(i * i for i in items)}")
print(f"{'yes' if items else 'no'}")
print(f"{(lambda a: a * 2)(21)}")

# expect: 3 3 7 14
# expect: yes
# expect: 42
