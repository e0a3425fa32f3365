# `from import x` names no module (found by scripts/source_fuzz.py).
for s in ["from  import x", "from import x", "from import (x)", "from . import x", "from .. import x",
          "from .import x", "from ... import x", "from .a import x", "from import *"]:
    try:
        compile(s, "f", "exec")
        print(repr(s), "ok")
    except SyntaxError as e:
        print(repr(s), e.msg, e.lineno, e.offset, e.end_offset)
# expect: 'from  import x' invalid syntax 1 7 13
# expect: 'from import x' invalid syntax 1 6 12
# expect: 'from import (x)' invalid syntax 1 6 12
# expect: 'from . import x' ok
# expect: 'from .. import x' ok
# expect: 'from .import x' ok
# expect: 'from ... import x' ok
# expect: 'from .a import x' ok
# expect: 'from import *' invalid syntax 1 6 12
