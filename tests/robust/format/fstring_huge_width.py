# limit-as: 2000000
# A format width of 2**40 cannot be padded: MemoryError at once, not a
# string grown a character at a time until the process is killed.
try:
    f"{1:{2**40}}"
except MemoryError as e:
    print("MemoryError", e.args)
try:
    f"{'s':>{2**40}}"
except MemoryError as e:
    print("MemoryError", e.args)
print(f"{1:{5}}|")

# expect: MemoryError ()
# expect: MemoryError ()
# expect:     1|
