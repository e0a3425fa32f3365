for i in range(3):
    try:
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
    finally:
        print("finally", i)

# expect: body 0
# expect: finally 0
# expect: finally 1
# expect: finally 2
