class O:
    pass
o = O()
d = {}
lst = [0, 0, 0]
o.val, d["k"], lst[1] = "attr", "item", 9
print(o.val, d, lst)
i, lst[i] = 2, 7
print(lst)

# expect: attr {'k': 'item'} [0, 9, 0]
# expect: [0, 9, 7]
