from string import Template
t = Template('$who likes ${what}$$')
print(t.substitute(who='tim', what='pie'))
print(t.substitute({'who': 'ann', 'what': 'tea'}))
print(Template('$a and $b').safe_substitute(a=1))
try:
    Template('$missing').substitute()
except KeyError as e:
    print('KeyError', e)

# expect: tim likes pie$
# expect: ann likes tea$
# expect: 1 and $b
# expect: KeyError 'missing'
