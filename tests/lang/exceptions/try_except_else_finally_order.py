def run(fail):
    try:
        print("try")
        if fail:
            raise ValueError("bad")
    except ValueError as e:
        print("except", e)
    else:
        print("else")
    finally:
        print("finally")
run(False)
run(True)

# expect: try
# expect: else
# expect: finally
# expect: try
# expect: except bad
# expect: finally
