class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
print(list(Seq()), 9 in Seq())

# expect: [0, 1, 4, 9] True
