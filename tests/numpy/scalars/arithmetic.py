# Arithmetic on NumPy scalars: result types as NumPy 1.24 promotes (a
# Python bool/int/float counts as bool/int64/float64), NumPy's // % ** on
# scalars, comparisons giving np.bool_, unary operators, and Python ints
# beyond int64.
import numpy as np

f, i, t = np.float64, np.int64, np.bool_


def show(expr):
    try:
        r = eval(expr)
        print(expr, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(expr, "->", type(e).__name__, e)


for e in ["f(1.5) + 1.0", "1.0 + f(1.5)", "f(1.5) + 1", "i(2) + 1", "i(2) + 1.5", "i(7) / 2", "i(7) // 2", "f(1.5) > 1",
          "i(2) == 2", "-f(1.5)", "-i(2)", "+i(2)", "abs(i(-2))", "abs(f(-2.5))", "~i(5)", "t(True) & True",
          "t(True) + 1", "t(True) + t(True)", "t(True) * t(False)", "t(True) | t(False)", "~t(True)", "abs(t(True))",
          "i(2) ** 3", "f(2) ** 0.5", "i(2) ** -1", "i(2) ** 70", "i(7) // i(-2)", "i(7) % i(-2)", "f(7) // f(-2)",
          "f(-7) % 2", "divmod(i(7), 2)", "divmod(f(7.5), 2)", "divmod(7, i(2))", "i(3) & 1.0", "i(1) << 70",
          "i(-5) >> 70", "i(1) + 2**64", "i(1) + 2**63", "f(1) + 2**70", "i(2**53 + 1) == 2.0**53",
          "t(True) - t(True)", "-t(True)", "t(True) // t(True)", "t(1) * 2.5", "i(10) - True", "f(0.1) + 0.2",
          "np.uint64(1) + i(1)", "np.float32(0.1) + 0.2", "i(1) + np.float32(2)", "np.int8(100) + np.int8(100)",
          "[1, 2] * i(2)", "i(2) * [1, 2]", "'ab' * i(2)", "(1, 2)[i(1)]", "[5, 6, 7][i(-1)]", "range(i(3))",
          "f(1) < f('nan')", "f(3) != 3", "i(3) < 3.5", "f(1) == t(1)", "sum([i(1), i(2)])", "sum([f(0.5), 1])",
          "max(i(3), 2)", "min([f(2), f(1)])", "sorted([i(3), i(1), i(2)])", "round(f(2.5))", "round(f(2.567), 2)",
          "round(i(17), -1)", "np.int16(300) * np.int16(300)", "np.uint8(3) - np.uint8(5)"]:
    show(e)

x = np.float64(0.0)
for k in range(5):
    x += np.float64(k) * 0.5
y = np.int64(1)
for k in range(10):
    y = y * 3 + 1
print(repr(x), type(x).__name__, repr(y), type(y).__name__)

# expect: f(1.5) + 1.0 -> 2.5 float64
# expect: 1.0 + f(1.5) -> 2.5 float64
# expect: f(1.5) + 1 -> 2.5 float64
# expect: i(2) + 1 -> 3 int64
# expect: i(2) + 1.5 -> 3.5 float64
# expect: i(7) / 2 -> 3.5 float64
# expect: i(7) // 2 -> 3 int64
# expect: f(1.5) > 1 -> True bool_
# expect: i(2) == 2 -> True bool_
# expect: -f(1.5) -> -1.5 float64
# expect: -i(2) -> -2 int64
# expect: +i(2) -> 2 int64
# expect: abs(i(-2)) -> 2 int64
# expect: abs(f(-2.5)) -> 2.5 float64
# expect: ~i(5) -> -6 int64
# expect: t(True) & True -> True bool_
# expect: t(True) + 1 -> 2 int64
# expect: t(True) + t(True) -> True bool_
# expect: t(True) * t(False) -> False bool_
# expect: t(True) | t(False) -> True bool_
# expect: ~t(True) -> False bool_
# expect: abs(t(True)) -> True bool_
# expect: i(2) ** 3 -> 8 int64
# expect: f(2) ** 0.5 -> 1.4142135623730951 float64
# expect: i(2) ** -1 -> ValueError Integers to negative integer powers are not allowed.
# expect: i(2) ** 70 -> 0 int64
# expect: i(7) // i(-2) -> -4 int64
# expect: i(7) % i(-2) -> -1 int64
# expect: f(7) // f(-2) -> -4.0 float64
# expect: f(-7) % 2 -> 1.0 float64
# expect: divmod(i(7), 2) -> (3, 1) tuple
# expect: divmod(f(7.5), 2) -> (3.0, 1.5) tuple
# expect: divmod(7, i(2)) -> (3, 1) tuple
# expect: i(3) & 1.0 -> TypeError ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: i(1) << 70 -> 0 int64
# expect: i(-5) >> 70 -> -1 int64
# expect: i(1) + 2**64 -> 18446744073709551617 int
# expect: i(1) + 2**63 -> 9.223372036854776e+18 float64
# expect: f(1) + 2**70 -> 1.1805916207174113e+21 float
# expect: i(2**53 + 1) == 2.0**53 -> True bool_
# expect: t(True) - t(True) -> TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: -t(True) -> TypeError The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.
# expect: t(True) // t(True) -> 1 int8
# expect: t(1) * 2.5 -> 2.5 float64
# expect: i(10) - True -> 9 int64
# expect: f(0.1) + 0.2 -> 0.30000000000000004 float64
# expect: np.uint64(1) + i(1) -> 2.0 float64
# expect: np.float32(0.1) + 0.2 -> 0.30000000149011613 float64
# expect: i(1) + np.float32(2) -> 3.0 float64
# expect: np.int8(100) + np.int8(100) -> -56 int8
# expect: [1, 2] * i(2) -> [1, 2, 1, 2] list
# expect: i(2) * [1, 2] -> [1, 2, 1, 2] list
# expect: 'ab' * i(2) -> 'abab' str
# expect: (1, 2)[i(1)] -> 2 int
# expect: [5, 6, 7][i(-1)] -> 7 int
# expect: range(i(3)) -> range(0, 3) range
# expect: f(1) < f('nan') -> False bool_
# expect: f(3) != 3 -> False bool_
# expect: i(3) < 3.5 -> True bool_
# expect: f(1) == t(1) -> True bool_
# expect: sum([i(1), i(2)]) -> 3 int64
# expect: sum([f(0.5), 1]) -> 1.5 float64
# expect: max(i(3), 2) -> 3 int64
# expect: min([f(2), f(1)]) -> 1.0 float64
# expect: sorted([i(3), i(1), i(2)]) -> [1, 2, 3] list
# expect: round(f(2.5)) -> 2 int
# expect: round(f(2.567), 2) -> 2.57 float64
# expect: round(i(17), -1) -> 20 int64
# expect: np.int16(300) * np.int16(300) -> 24464 int16
# expect: np.uint8(3) - np.uint8(5) -> 254 uint8
# expect: 5.0 float64 88573 int64
# expect-stderr: <string>:1: RuntimeWarning: overflow encountered in scalar add
# expect-stderr: <string>:1: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr: <string>:1: RuntimeWarning: overflow encountered in scalar subtract
