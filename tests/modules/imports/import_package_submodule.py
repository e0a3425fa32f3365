import _pkg.sub
print(_pkg.sub.where(), _pkg.PKG_CONST)

# expect: pkg init
# expect: sub of pkg pkg
