# WarningMessage's attributes and str().
import warnings

m = warnings.WarningMessage(UserWarning("text"), UserWarning, "f.py", 4)
print(m)
print(m.message, m.category.__name__, m.filename, m.lineno, m.file, m.line, m.source)
print(warnings.WarningMessage("s", RuntimeWarning, "g.py", 5, None, "x = 1"))

# expect: {message : UserWarning('text'), category : 'UserWarning', filename : 'f.py', lineno : 4, line : None}
# expect: text UserWarning f.py 4 None None None
# expect: {message : 's', category : 'RuntimeWarning', filename : 'g.py', lineno : 5, line : 'x = 1'}
