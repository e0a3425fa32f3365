import copy
t = (1, [2])
dt = copy.deepcopy(t)
print(dt, dt is t, dt[1] is t[1])
flat = (1, 'a', 2.5)
print(copy.deepcopy(flat) is flat, copy.copy(flat) is flat)
cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc)
shared = [0]
obj = {'x': shared, 'y': shared}
o2 = copy.deepcopy(obj)
print(o2['x'] is o2['y'], o2['x'] is shared)

# expect: (1, [2]) False False
# expect: True True
# expect: True False
# expect: True False
