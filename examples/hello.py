# A first tpy program: functions, classes, comprehensions and f-strings.
def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


print("Hello from tpy!")
print([fib(i) for i in range(10)])
print(Point(3, 4), sum(i * i for i in range(10)))
