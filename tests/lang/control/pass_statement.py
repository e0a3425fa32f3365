def f():
    pass
class C:
    pass
for _ in range(2):
    pass
print(f(), type(C()).__name__)

# expect: None C
