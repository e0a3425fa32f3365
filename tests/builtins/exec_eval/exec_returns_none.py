print(exec("1 + 1"), eval("None"))

# expect: None None
