def g():
    try:
        yield 1
    except ValueError as e:
        yield f"caught {e}"
it = g()
next(it)
print(it.throw(ValueError("boom")))

# expect: caught boom
