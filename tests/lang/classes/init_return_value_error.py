class C:
    def __init__(self):
        return 5
try:
    C()
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: __init__() should return None, not 'int'
