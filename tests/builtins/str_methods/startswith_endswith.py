s = "filename.tar.gz"
print(s.startswith("file"), s.endswith(".gz"), s.endswith((".zip", ".gz")), s.startswith(("x", "y")), s.startswith("name", 4), s.endswith("tar", 0, 12))
try:
    s.startswith(["file"])
except TypeError as e:
    print("TypeError:", e)

# expect: True True True False True True
# expect: TypeError: startswith first arg must be str or a tuple of str, not list
