import sys
print("__main__" in sys.modules, "sys" in sys.modules)

# expect: True True
