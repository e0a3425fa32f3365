class Num:
    def __int__(self):
        return 42
    def __float__(self):
        return 2.5
print(int(Num()), float(Num()))

# expect: 42 2.5
