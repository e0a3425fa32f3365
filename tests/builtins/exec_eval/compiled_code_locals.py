# exec of a compile()d code object with a separate locals mapping: the
# top-level names go there, as for a source string.
g = {}; l = {}
exec("x = 1\ndef f(): return x\ny = x + 1", g, l)
print(sorted(l), sorted(k for k in g if k != "__builtins__"))
exec(compile("z = 5", "<s>", "exec"), g, l)
print(sorted(l))
# expect: ['f', 'x', 'y'] []
# expect: ['f', 'x', 'y', 'z']
