from _pkg import other
print(other.call())

# expect: pkg init
# expect: other->sub of pkg
