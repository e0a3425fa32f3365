print("raising")
raise SystemExit(4)

# expect: raising
# expect-exit: 4
