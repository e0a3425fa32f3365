d = {"a": 1, "b": 2}
try:
    for k in d:
        d["new"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)

# expect: RuntimeError: dictionary changed size during iteration
