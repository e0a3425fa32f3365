class L:
    def __lt__(self, other):
        print("L.__lt__")
        return True
class G:
    def __gt__(self, other):
        print("G.__gt__")
        return NotImplemented
print(G() > L())

# expect: G.__gt__
# expect: L.__lt__
# expect: True
