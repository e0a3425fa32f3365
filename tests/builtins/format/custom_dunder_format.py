class Money:
    def __format__(self, spec):
        return "$" + format(12.5, spec or ".2f")
print(format(Money()), f"{Money():.1f}", "{:08.3f}".format(Money()))

# expect: $12.50 $12.5 $0012.500
