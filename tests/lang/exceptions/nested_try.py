try:
    try:
        raise TypeError("t")
    except ValueError:
        print("wrong handler")
    finally:
        print("inner finally")
except TypeError as e:
    print("outer caught", e)

# expect: inner finally
# expect: outer caught t
