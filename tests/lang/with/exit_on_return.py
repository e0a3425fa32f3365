class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("cleanup")
def f():
    with C():
        return "returned"
print(f())

# expect: cleanup
# expect: returned
