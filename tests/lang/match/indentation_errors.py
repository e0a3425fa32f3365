# IndentationErrors of match statements (their type, message and line).
sources = [
    "match x:\ncase 1:\n    pass\n",
    "match x:\n    case 1:\n    pass\n",
    "match x:\n",
    "match x:\n    case 1:\n",
]
for src in sources:
    try:
        compile(src, "<match>", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)
# expect: IndentationError expected an indented block after 'match' statement on line 1 2
# expect: IndentationError expected an indented block after 'case' statement on line 2 3
# expect: IndentationError expected an indented block after 'match' statement on line 1 1
# expect: IndentationError expected an indented block after 'case' statement on line 2 2
