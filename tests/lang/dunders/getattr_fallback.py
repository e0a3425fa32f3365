class Proxy:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        return f"virtual:{name}"
p = Proxy()
print(p.real, p.other, getattr(p, "x"), hasattr(p, "anything"))

# expect: 1 virtual:other virtual:x True
