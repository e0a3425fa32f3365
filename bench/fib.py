# fib: naive doubly recursive Fibonacci.
# Stresses: Python-to-Python calls and returns, frame setup, int add, compare.

N = 35


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(N))
