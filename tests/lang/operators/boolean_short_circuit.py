def t(v):
    print("eval", repr(v))
    return v
print(t(0) and t(1))
print(t(2) or t(3))
print(t("") or t([]) or "end")
print(not t(None))

# expect: eval 0
# expect: 0
# expect: eval 2
# expect: 2
# expect: eval ''
# expect: eval []
# expect: end
# expect: eval None
# expect: True
