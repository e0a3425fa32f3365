count: int = 3
name: str
class Point:
    x: float
    y: float = 0.0
print(__annotations__, Point.__annotations__, Point.y, "x" in Point.__dict__)

# expect: {'count': <class 'int'>, 'name': <class 'str'>} {'x': <class 'float'>, 'y': <class 'float'>} 0.0 False
