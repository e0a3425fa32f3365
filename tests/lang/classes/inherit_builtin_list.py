class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack()
s.push(1); s.push(2)
print(s, s.peek(), len(s), isinstance(s, list))

# expect: [1, 2] 2 2 True
