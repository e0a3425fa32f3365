# await is parsed as CPython parses it; outside an async function it is
# CPython's compile-stage SyntaxError (tpy has no coroutines).
srcs=['await x', 'def f():\n    await x', 'x = (await y', 'lambda: await x', '[await x for y in z]', 'class C:\n    await x', 'def f():\n    return [await x for y in z]', 'x = await', 'await = 1']
for s in srcs:
    try: compile(s,'x','exec'); print(repr(s),'ok')
    except SyntaxError as e: print(repr(s), e.msg, e.lineno, e.offset, e.end_offset)
# expect: 'await x' 'await' outside function 1 1 8
# expect: 'def f():\n    await x' 'await' outside async function 2 5 12
# expect: 'x = (await y' '(' was never closed 1 5 0
# expect: 'lambda: await x' 'await' outside async function 1 9 16
# expect: '[await x for y in z]' asynchronous comprehension outside of an asynchronous function 1 1 21
# expect: 'class C:\n    await x' 'await' outside function 2 5 12
# expect: 'def f():\n    return [await x for y in z]' asynchronous comprehension outside of an asynchronous function 2 12 32
# expect: 'x = await' invalid syntax 1 10 10
# expect: 'await = 1' invalid syntax 1 7 8
