class C:
    def __eq__(self, o):
        return True
print(C.__hash__)
try:
    {C()}
except TypeError as e:
    print("TypeError:", e)

# expect: None
# expect: TypeError: unhashable type: 'C'
