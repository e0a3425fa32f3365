# The standard streams are UTF-8 text files with CPython's handlers under a
# UTF-8 locale: stdout smuggles surrogate-escaped bytes out, a lone
# surrogate it cannot write raises UnicodeEncodeError.
import sys
print(sys.stdout.encoding, sys.stdout.errors, sys.stderr.errors, sys.stdin.encoding, sys.stdin.errors)
print(repr(sys.stdout).replace("<stdout>", "STDOUT"))
print(ascii(b"caf\xe9".decode("utf-8", "surrogateescape")))
try:
    print("x\ud800")
except UnicodeEncodeError as e:
    print(e)

# expect: utf-8 surrogateescape backslashreplace utf-8 surrogateescape
# expect: <_io.TextIOWrapper name='STDOUT' mode='w' encoding='utf-8'>
# expect: 'caf\udce9'
# expect: 'utf-8' codec can't encode character '\ud800' in position 1: surrogates not allowed
