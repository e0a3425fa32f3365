class S:
    def __getitem__(self, k):
        return k
s = S()
print(s[1], s[1:2], s[::3], s[1:2, 3])

# expect: 1 slice(1, 2, None) slice(None, None, 3) (slice(1, 2, None), 3)
