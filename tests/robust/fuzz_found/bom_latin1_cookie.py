# -*- coding: latin-1 -*-
print("never runs")
# expect-stderr: SyntaxError: encoding problem: iso-8859-1 with BOM
# expect-exit: 1
