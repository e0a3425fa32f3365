print("%d items, %s, %r, %5.2f|%-5d|%05d|%x|%X|%o|%e|%%|%c" % (3, "s", "r", 3.14159, 42, 42, 255, 255, 8, 1234.5, 65))
print("%(name)s is %(age)d" % {"name": "Bo", "age": 7}, "%s" % [1, 2], "%s" % (1,), "%.3s" % "abcdef", "%+d" % 5, "%i" % 3.9)

# expect: 3 items, s, 'r',  3.14|42   |00042|ff|FF|10|1.234500e+03|%|A
# expect: Bo is 7 [1, 2] 1 abc +5 3
