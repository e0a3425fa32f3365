import copy
class Q:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print('custom copy')
        return Q(self.v + 1)
    def __deepcopy__(self, memo):
        print('custom deepcopy', type(memo).__name__)
        return Q(self.v + 10)
print(copy.copy(Q(1)).v, copy.deepcopy(Q(1)).v)
print(copy.deepcopy([Q(0)])[0].v)

# expect: custom copy
# expect: custom deepcopy dict
# expect: 2 11
# expect: custom deepcopy dict
# expect: 10
