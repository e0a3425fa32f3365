data = [3, 8, 1]
if any((big := x) > 5 for x in data):
    print("first big", big)

# expect: first big 8
