def f(x):
    try:
        return 10 // x if x != "k" else {}[x]
    except (ZeroDivisionError, KeyError) as e:
        return type(e).__name__
    except Exception:
        return "other"
print(f(2), f(0), f("k"), f(None))

# expect: 5 ZeroDivisionError KeyError other
