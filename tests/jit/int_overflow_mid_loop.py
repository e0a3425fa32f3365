# An int loop whose product overflows int64 partway: the trace leaves at the
# overflow guard and the interpreter continues with a big int.
def grow(n):
    x = 1
    for i in range(n):
        x = x * 3 + i
    return x


print(grow(100))
print(grow(30))
# expect: 644221900915014163795576412207026590877634402451
# expect: 257363915118296
