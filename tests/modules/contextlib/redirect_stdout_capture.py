from contextlib import redirect_stdout
class Buffer:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
buf = Buffer()
with redirect_stdout(buf):
    print('hidden', 1)
    print('more')
print(''.join(buf.parts).split())

# expect: ['hidden', '1', 'more']
