class Strict:
    def __getattr__(self, name):
        if name.startswith("ok_"):
            return name[3:]
        raise AttributeError(f"no {name}")
s = Strict()
print(s.ok_go, hasattr(s, "bad"), getattr(s, "bad", "dflt"))

# expect: go False dflt
