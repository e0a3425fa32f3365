from collections import ChainMap
defaults = {'color': 'red', 'user': 'guest'}
args = {'user': 'admin'}
cm = ChainMap(args, defaults)
print(cm['user'], cm['color'], len(cm), sorted(cm), 'color' in cm, cm.get('x', 0))
print(cm)
child = cm.new_child({'color': 'blue'})
print(child['color'], child.parents['color'])
cm['mode'] = 'fast'
print(args)

# expect: admin red 2 ['color', 'user'] True 0
# expect: ChainMap({'user': 'admin'}, {'color': 'red', 'user': 'guest'})
# expect: blue red
# expect: {'user': 'admin', 'mode': 'fast'}
