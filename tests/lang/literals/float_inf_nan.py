inf = float('inf')
nan = float('nan')
print(inf, -inf, nan)
print(inf > 1e308, nan == nan, nan != nan)
print(inf - inf)
print(1e308 * 10)

# expect: inf -inf nan
# expect: True False True
# expect: nan
# expect: inf
