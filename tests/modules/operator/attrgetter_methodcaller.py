from operator import attrgetter, methodcaller
class O:
    pass
o = O()
o.a = O()
o.a.b = 5
o.c = 1
print(attrgetter('a.b')(o), attrgetter('c', 'a.b')(o), attrgetter('c')(o))
print(attrgetter('a.b'), attrgetter('x', 'y'))
print(methodcaller('upper')('hi'), methodcaller('split', ',')('a,b'), methodcaller('replace', 'a', 'o', 1)('aaa'))
print(methodcaller('f', 1, x=2))
print(sorted(['b', 'A', 'c'], key=methodcaller('lower')))

# expect: 5 (1, 5) 1
# expect: operator.attrgetter('a.b') operator.attrgetter('x', 'y')
# expect: HI ['a', 'b'] oaa
# expect: operator.methodcaller('f', 1, x=2)
# expect: ['A', 'b', 'c']
