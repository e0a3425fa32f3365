v = 5
print(f"{{v}} = {v}")
print(f"{{{v}}}")

# expect: {v} = 5
# expect: {5}
