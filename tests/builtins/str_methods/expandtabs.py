print(repr("a\tb\tc".expandtabs()), repr("ab\tc".expandtabs(4)), repr("\t".expandtabs(2)), repr("abcd\te".expandtabs(4)))

# expect: 'a       b       c' 'ab  c' '  ' 'abcd    e'
