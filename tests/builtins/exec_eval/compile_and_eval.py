code = compile("3 * 7", "<expr>", "eval")
print(eval(code), type(code).__name__)

# expect: 21 code
