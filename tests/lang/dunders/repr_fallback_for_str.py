class Q:
    def __repr__(self):
        return "Q!"
print(Q(), str(Q()), [Q(), Q()])

# expect: Q! Q! [Q!, Q!]
