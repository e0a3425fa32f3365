s = "tab\there"
print(f"{s!s}|{s!r}|{s!a}")
print(f"{'é'!a}")
print(f"{3.0!r:>6}")

# expect: tab	here|'tab\there'|'tab\there'
# expect: '\xe9'
# expect:    3.0
