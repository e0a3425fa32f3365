import textwrap
print(textwrap.shorten('Hello  world!', width=12))
print(textwrap.shorten('Hello world', width=11))
print(textwrap.shorten('The quick brown fox', 15))
print(textwrap.shorten('The quick brown fox jumps', 15, placeholder='...'))
s = "The quick brown fox jumps over the lazy dog again and again."
print(textwrap.wrap(s, 25, max_lines=2))

# expect: Hello world!
# expect: Hello world
# expect: The quick [...]
# expect: The quick...
# expect: ['The quick brown fox jumps', 'over the lazy dog [...]']
