from typing import TypeVar, Generic, List
T = TypeVar('T')
K = TypeVar('K', covariant=True)
print(T, K, T.__name__)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, x: T) -> None:
        self.items.append(x)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1)
s.push(2)
print(s.pop(), s.items, isinstance(s, Stack))

# expect: ~T +K T
# expect: 2 [1] True
